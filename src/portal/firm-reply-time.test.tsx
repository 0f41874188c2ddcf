// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../i18n/namespaces.ts';
import { parseRuntimeConfig } from '../runtime-config.ts';
import { runtimeConfigFromEnv } from '../runtime-config-env.ts';
import { CONVERSATION_NAMESPACE } from './conversation-texts.ts';
import { companyDom, memberOf, settle, type FakeService } from '../testing/dom-test-kit.tsx';
import { FirmContactCard, FirmContactProvider } from './firm-contact.tsx';
import { FirmReplyTime } from './firm-reply-time.tsx';

/**
 * docs/decisions/0013: the firm states how soon it answers messages, in the runtime configuration (one build serves every
 * firm), and the portal says it beside the firm's contact, in the person's language.
 */

const dom = companyDom([CONVERSATION_NAMESPACE]);
const anna = memberOf('admin@aurora.example', 'Anna Virtanen', ['admin']);
const nothing: FakeService = () => Response.json({ error: 'not_found', detail: 'no' }, { status: 404 });
const firm = { name: 'Tilitoimisto Numero Oy', email: 'apu@numero.example' };

async function renderCard(replyWithinBusinessDays?: number) {
  await dom.render(
    <FirmContactProvider firm={{ ...firm, ...(replyWithinBusinessDays === undefined ? {} : { replyWithinBusinessDays }) }}>
      <FirmContactCard />
    </FirmContactProvider>,
    anna,
    nothing,
  );
  await settle();
}

describe('the firm’s reply time', () => {
  it('is said beside the firm’s contact, from the configuration, in words', async () => {
    await renderCard(1);
    expect(dom.container().querySelector('[data-reply-time]')?.textContent).toBe('Vastaamme viesteihin yleensä yhden arkipäivän kuluessa.');
    await renderCard(3);
    expect(dom.container().querySelector('[data-reply-time]')?.textContent).toBe('Vastaamme viesteihin yleensä 3 arkipäivän kuluessa.');
  });

  it('is not said when the firm states none', async () => {
    await renderCard();
    expect(dom.container().textContent).toContain('Tilitoimisto Numero Oy');
    expect(dom.container().querySelector('[data-reply-time]')).toBeNull();
  });

  it('is said in the language the person reads the portal in, where the messages area shows it too', async () => {
    await loadLanguage('sv');
    await act(async () => {
      await i18next.changeLanguage('sv');
    });
    try {
      await dom.render(
        <FirmContactProvider firm={{ ...firm, replyWithinBusinessDays: 2 }}>
          <FirmReplyTime />
        </FirmContactProvider>,
        anna,
        nothing,
      );
      expect(dom.container().textContent).toBe('Vi svarar vanligtvis på meddelanden inom 2 arbetsdagar.');
    } finally {
      await act(async () => {
        await i18next.changeLanguage('fi');
      });
    }
  });
});

describe('the reply time in the runtime configuration', () => {
  it('comes from PORTAL_FIRM_REPLY_WITHIN_BUSINESS_DAYS, and the sandbox’s firm answers within one business day', () => {
    expect(runtimeConfigFromEnv({ PORTAL_FIRM_NAME: 'Numero Oy', PORTAL_FIRM_REPLY_WITHIN_BUSINESS_DAYS: '2' }).firm).toEqual({ name: 'Numero Oy', replyWithinBusinessDays: 2 });
    expect(runtimeConfigFromEnv({ PORTAL_FIRM_NAME: 'Numero Oy' }).firm).toEqual({ name: 'Numero Oy' });
    expect(runtimeConfigFromEnv({}).firm?.replyWithinBusinessDays).toBe(1);
    expect(() => runtimeConfigFromEnv({ PORTAL_FIRM_NAME: 'Numero Oy', PORTAL_FIRM_REPLY_WITHIN_BUSINESS_DAYS: 'huomenna' })).toThrow(/PORTAL_FIRM_REPLY_WITHIN_BUSINESS_DAYS/);
  });

  it('is read back as written, and a number of days that is not a whole one from 1 to 20 is refused', () => {
    const base = { serviceUrl: '/portal', authority: 'https://idp.example', clientId: 'portal' };
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(runtimeConfigFromEnv({})))).firm?.replyWithinBusinessDays).toBe(1);
    for (const wrong of [0, 1.5, 21, '1']) {
      expect(() => parseRuntimeConfig({ ...base, firm: { name: 'Numero Oy', replyWithinBusinessDays: wrong } })).toThrow(/firm\.replyWithinBusinessDays/);
    }
  });
});
