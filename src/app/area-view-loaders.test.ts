import { describe, expect, it } from 'vitest';
import { AREA_NAMES } from '../portal/areas.ts';
import { LANGUAGES } from '../i18n/i18n.ts';
import { AREA_TEXT_LOADERS, SHELL_TEXT_LOADERS } from './area-view-loaders.ts';

/**
 * docs/decisions/0022: the boot fetches the texts of the page in the URL with the portal's code, so that they are not one
 * more round trip after the view's chunk. Each loader brings the texts of its language, for every area.
 */
describe('the texts the boot fetches ahead', () => {
  it('are every area’s, in every language, each module exporting that language’s texts', async () => {
    for (const area of AREA_NAMES) {
      for (const language of LANGUAGES) {
        const module: unknown = await AREA_TEXT_LOADERS[area][language]();
        expect(module, `${area} ${language}`).toHaveProperty(language);
      }
    }
  });

  it('include the shell’s in the languages not bundled with it', async () => {
    expect(SHELL_TEXT_LOADERS.fi).toBeUndefined();
    expect(await SHELL_TEXT_LOADERS.sv?.()).toHaveProperty('sv');
    expect(await SHELL_TEXT_LOADERS.en?.()).toHaveProperty('en');
  });
});
