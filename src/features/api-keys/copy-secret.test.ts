// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { copyToClipboard, selectContents } from './copy-secret.ts';

describe('copying the new key', () => {
  it('writes the key to the clipboard and says it did', async () => {
    const written: string[] = [];
    expect(await copyToClipboard('svc_sk_x', { writeText: async (text) => void written.push(text) })).toBe(true);
    expect(written).toEqual(['svc_sk_x']);
  });

  it('reports failure when the browser has no clipboard API (an insecure context)', async () => {
    expect(await copyToClipboard('svc_sk_x', undefined)).toBe(false);
  });

  it('reports failure when the browser refuses the write, so the person is told to copy by hand', async () => {
    expect(
      await copyToClipboard('svc_sk_x', {
        writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      }),
    ).toBe(false);
  });

  it('selects exactly the key for copying by hand', () => {
    document.body.innerHTML = '<p>before</p><code id="secret">svc_sk_selected</code><p>after</p>';
    const code = document.getElementById('secret');
    if (!code) throw new Error('fixture missing');
    selectContents(code);
    expect(document.getSelection()?.toString()).toBe('svc_sk_selected');
  });
});
