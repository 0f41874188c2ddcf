import { describe, expect, it } from 'vitest';
import { messagesBackend } from '../i18n/namespaces.ts';
import { AREA_NAMES } from '../portal/areas.ts';
import { AREA_ENTRIES, CHUNKED_AREAS } from './area-entries.ts';

/** The texts the i18next backend gives for `namespace` in Finnish: what the views' `useTranslation` reads. */
function registeredTexts(namespace: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    messagesBackend.read('fi', namespace, (error, texts) => (error ? reject(error) : resolve(texts)));
  });
}

/**
 * docs/decisions/0029: each area is wired in one place. The registry lists the areas, each feature's public entry gives its
 * page and texts, and the typed namespaces (i18n-resources.ts) take a chunked area's name in the registry for
 * its namespace: were a messages.ts to register its texts under another name, the types would check keys
 * against texts the views never read.
 */
describe('the areas’ public entries', () => {
  it('are there for every area of the registry, and for no other', () => {
    expect(Object.keys(AREA_ENTRIES).sort()).toEqual([...AREA_NAMES].sort());
  });

  it.each(Object.entries(CHUNKED_AREAS))('%s: its page is a component, its texts registered under the area’s name', async (area, entry) => {
    const page = await entry.view();
    expect(page.default).toBeTypeOf('function');
    expect(await registeredTexts(area)).toEqual((await entry.fi()).fi);
  });
});
