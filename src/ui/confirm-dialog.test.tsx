// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fi } from '../i18n/messages/fi.ts';
import { ConfirmDialog, type PendingRequest } from './confirm-dialog.tsx';

/** A step that cannot be undone is confirmed once, however fast the clicks come. */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({ lng: 'fi', resources: { fi: { translation: fi } }, interpolation: { escapeValue: false } });
  // jsdom has <dialog> but not its modal methods
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const idle: PendingRequest = { isPending: false, isError: false, error: null };

function render(request: PendingRequest, onConfirm: () => void) {
  act(() =>
    root.render(
      <ConfirmDialog idBase="test" title="Mitätöi" request={request} text={(key) => key} onCancel={() => undefined} onConfirm={onConfirm}>
        <p id="test-text">Kirjaus mitätöidään.</p>
      </ConfirmDialog>,
    ),
  );
}

const confirmButton = () => [...container.querySelectorAll('button')].find((button) => button.textContent === 'confirm');

describe('ConfirmDialog', () => {
  it('confirms once on a double click that comes before the request is seen running', () => {
    const onConfirm = vi.fn();
    render(idle, onConfirm);
    act(() => {
      confirmButton()?.click();
      confirmButton()?.click();
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('may be confirmed again after the request failed, even when no render saw it pending', () => {
    const onConfirm = vi.fn();
    render(idle, onConfirm);
    act(() => confirmButton()?.click());
    render({ isPending: false, isError: true, error: new Error('503') }, onConfirm);
    // the failure is said above the buttons
    expect(container.textContent).toContain('failed');
    act(() => confirmButton()?.click());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the request runs', () => {
    const onConfirm = vi.fn();
    render({ isPending: true, isError: false, error: null }, onConfirm);
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'confirming');
    act(() => button?.click());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
