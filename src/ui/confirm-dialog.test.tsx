// @vitest-environment jsdom
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type PendingRequest } from './confirm-dialog.tsx';
import { mountEachTest } from '../testing/dom-test-root.tsx';

/** A step that cannot be undone is confirmed once, however fast the clicks come. */

const dom = mountEachTest();

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const idle: PendingRequest = { isPending: false, isError: false, error: null };

function render(request: PendingRequest, onConfirm: () => void) {
  return dom.render(
    <ConfirmDialog idBase="test" title="Mitätöi" request={request} text={(key) => key} onCancel={() => undefined} onConfirm={onConfirm}>
      <p id="test-text">Kirjaus mitätöidään.</p>
    </ConfirmDialog>,
  );
}

const confirmButton = () => [...dom.container().querySelectorAll('button')].find((button) => button.textContent === 'confirm');

describe('ConfirmDialog', () => {
  it('confirms once on a double click that comes before the request is seen running', async () => {
    const onConfirm = vi.fn();
    await render(idle, onConfirm);
    act(() => {
      confirmButton()?.click();
      confirmButton()?.click();
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('may be confirmed again after the request failed, even when no render saw it pending', async () => {
    const onConfirm = vi.fn();
    await render(idle, onConfirm);
    act(() => confirmButton()?.click());
    await render({ isPending: false, isError: true, error: new Error('503') }, onConfirm);
    // the failure is said above the buttons
    expect(dom.container().textContent).toContain('failed');
    act(() => confirmButton()?.click());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the request runs', async () => {
    const onConfirm = vi.fn();
    await render({ isPending: true, isError: false, error: null }, onConfirm);
    const button = [...dom.container().querySelectorAll('button')].find((b) => b.textContent === 'confirming');
    act(() => button?.click());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
