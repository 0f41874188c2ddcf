// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../runtime-config.ts';
import { runtimeConfigFromEnv } from '../runtime-config-env.ts';
import { mountEachTest } from '../testing/dom-test-root.tsx';
import { FirmContactCard, FirmContactProvider } from './firm-contact.tsx';

const { container, render } = mountEachTest();

/** No dead ends (docs/decisions/0021): where the portal cannot help further, the firm's contact is named and reachable. */
describe('FirmContactCard', () => {
  it('names the firm and links its email and phone', async () => {
    await render(
      <FirmContactProvider firm={{ name: 'Tilitoimisto Numero Oy', email: 'apu@numero.example', phone: '09 123 4567' }}>
        <FirmContactCard />
      </FirmContactProvider>,
    );
    const card = container();
    expect(card.querySelector('h2')?.textContent).toBe('Tilitoimiston yhteystiedot');
    expect(card.textContent).toContain('Tilitoimisto Numero Oy');
    expect(card.querySelector('a[href="mailto:apu@numero.example"]')?.textContent).toBe('apu@numero.example');
    // the link dials the digits; the text stays as the firm writes it
    expect(card.querySelector('a[href="tel:091234567"]')?.textContent).toBe('09 123 4567');
  });

  it('without a configured contact still says whom to turn to, and offers no empty links', async () => {
    await render(
      <FirmContactProvider firm={undefined}>
        <FirmContactCard />
      </FirmContactProvider>,
    );
    expect(container().textContent).toContain('Ota yhteyttä tilitoimistoosi tavalliseen tapaan.');
    expect(container().querySelectorAll('a')).toHaveLength(0);
  });
});

describe('the firm in the runtime configuration', () => {
  it('comes from PORTAL_FIRM_NAME, _EMAIL and _PHONE, and is the sandbox firm when none is set', () => {
    expect(runtimeConfigFromEnv({ PORTAL_FIRM_NAME: 'Numero Oy', PORTAL_FIRM_PHONE: '+358 9 123 4567' }).firm).toEqual({
      name: 'Numero Oy',
      phone: '+358 9 123 4567',
    });
    expect(runtimeConfigFromEnv({}).firm?.name).toBe('Tilitoimisto Esimerkki Oy');
  });

  it('is optional: a configuration without it still boots', () => {
    const base = { serviceUrl: '/portal', authority: 'https://idp.example', clientId: 'portal' };
    expect(parseRuntimeConfig(base).firm).toBeUndefined();
    expect(() => parseRuntimeConfig({ ...base, firm: { name: '' } })).toThrow(/firm\.name/);
  });
});
