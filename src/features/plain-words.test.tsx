// @vitest-environment jsdom
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { refusedFieldsIn } from '../api/refused-fields.ts';
import type { Language } from '../i18n/format.ts';
import { startI18n } from '../i18n/i18n.ts';
import { loadLanguage } from '../i18n/namespaces.ts';
import { mountEachTest } from '../testing/dom-test-root.tsx';
import { CreateKeyFailure } from './api-keys/create-key-form.tsx';
import { API_KEYS_NAMESPACE } from './api-keys/messages.ts';
import { RevokeRefusal } from './api-keys/revoke-dialog.tsx';
import { AcquirerFailureBanner, type AcquirerFailure } from './connections/connect-acquirer-outcome.tsx';
import { CheckOutcomeText, RecheckConflict } from './connections/credential-check.tsx';
import { CONNECTIONS_NAMESPACE } from './connections/messages.ts';
import { NotSharedRefusal } from './connections/mobilewallet-page.tsx';
import type { CheckOutcome } from './connections/model.ts';
import type { PaywalletGrant } from './connections/paywallet.ts';
import { FeedCell } from './connections/paywallet-page.tsx';
import { EmployeeSaveFailure } from './payroll/employee-save-failure.tsx';
import { EMPLOYEE_FORM_FIELDS } from './payroll/employee-form-schema.ts';
import { PAYROLL_NAMESPACE } from './payroll/messages.ts';
import { EMPLOYEE_REFUSALS, employeeFieldMessage } from './payroll/server-errors.ts';
import { TaxCardFetchFailure } from './payroll/tax-card-page.tsx';
import { WorklogSaveFailure } from './worklog/add-entry-form.tsx';
import { WORKLOG_NAMESPACE } from './worklog/messages.ts';
import { VoidRefusal } from './worklog/void-dialog.tsx';

/**
 * Plain words first (docs/decisions/0021, principle 10): every refusal and outcome the portal knows by name —
 * each acquirer outcome, each tax-card error, the wallets' errors, the work log's and the employee form's
 * refusals, the API-key form's — is said in Finnish and in Swedish in the person's own language first: the
 * sentences a person sees carry none of the service's (or the provider's) English words, no error code and no
 * HTTP status, and those appear only inside the folded technical details.
 */

beforeAll(async () => {
  // as the portal starts: Finnish, the shell's texts bundled, each area's fetched when its views load
  await startI18n('fi');
  await i18next.loadNamespaces([CONNECTIONS_NAMESPACE, PAYROLL_NAMESPACE, WORKLOG_NAMESPACE, API_KEYS_NAMESPACE]);
  await loadLanguage('sv');
  await loadLanguage('en');
});

const dom = mountEachTest();

const LANGUAGES = ['fi', 'sv'] as const satisfies readonly Language[];

/** The texts of a namespace in a language, looked up by a key the test builds (the typed `t` takes only literal keys). */
type LooseT = (key: string, values?: Record<string, unknown>) => string;
const textsOf = (language: Language, namespace: string) => i18next.getFixedT(language, namespace as never) as unknown as LooseT;

/** What the language's texts say for `key` of `namespace`: the sentence the view must lead with. */
const text = (language: Language, namespace: string, key: string, values: Record<string, unknown> = {}) => {
  const said = textsOf(language, namespace)(key, values);
  if (said === key) throw new Error(`no text ${namespace}:${key} in ${language}`);
  // the language's own words: Swedish is not Finnish, neither is English
  if (language !== 'en') {
    for (const other of ['fi', 'sv', 'en'] as const) {
      if (other !== language && textsOf(other, namespace)(key, values) === said) throw new Error(`${namespace}:${key} is the same in ${language} and ${other}`);
    }
  }
  return said;
};

/** The texts a person sees without opening anything: everything but the technical details. */
function openText(): string {
  const copy = dom.container().cloneNode(true) as HTMLElement;
  for (const details of copy.querySelectorAll('details')) details.remove();
  return copy.textContent ?? '';
}

/** The paragraphs a person sees without opening anything, in order. */
const openParagraphs = () => [...dom.container().querySelectorAll('p')].filter((p) => !p.closest('details')).map((p) => p.textContent);

/** The lines of the technical details, closed until opened. */
function detailLines(): string[] {
  const details = [...dom.container().querySelectorAll('details')];
  for (const element of details) expect(element.open).toBe(false);
  return details.flatMap((element) => [...element.querySelectorAll('p')].map((p) => p.textContent));
}

/**
 * The view leads with `first` (after its title, when it has one), in the language shown; the service's words,
 * its code and its status are nowhere in the open, and each is in the technical details.
 */
async function expectPlainWordsFirst(
  language: Language,
  node: ReactNode,
  expected: { title?: string; first: string; said?: string; code?: string; status?: number },
) {
  await i18next.changeLanguage(language);
  await dom.render(node);
  const open = openText();
  const paragraphs = openParagraphs();
  expect(paragraphs.slice(0, expected.title === undefined ? 1 : 2)).toEqual(expected.title === undefined ? [expected.first] : [expected.title, expected.first]);
  const details = detailLines().join('\n');
  if (expected.said !== undefined) {
    expect(open).not.toContain(expected.said);
    expect(details).toContain(expected.said);
  }
  if (expected.code !== undefined) {
    expect(open).not.toContain(expected.code);
    expect(details).toContain(expected.code);
  }
  if (expected.status !== undefined) {
    expect(open).not.toMatch(new RegExp(`\\b${expected.status}\\b`));
    expect(details).toMatch(new RegExp(`\\b${expected.status}\\b`));
  }
}

const refusal = (status: number, code: string, detail: string) => new ApiError('http', status, code, detail);

describe.each(LANGUAGES)('connections in %s', (language) => {
  const t = (key: string, values?: Record<string, unknown>) => text(language, CONNECTIONS_NAMESPACE, key, values);
  const connection = { provider: 'acquirer', merchant_account: 'AuroraOyPOS', id: 'conn_aurora_pos', backfill_status: 'not_started' };
  const providerSaid = 'HTTP 403 Forbidden from the reporting API: the report user of this API key has no access to the requested reports.';

  it.each([
    ['verified', 'check.verified'],
    ['claimedElsewhere', 'check.claimedElsewhere'],
    ['refused', 'check.refused'],
    ['unreachable', 'check.unreachable'],
    ['notChecked', 'check.notChecked'],
    ['unknown', 'check.unknown'],
  ] as const satisfies readonly (readonly [CheckOutcome, string])[])('says the key check outcome %s in its own words, the provider’s message only in the details', async (outcome, key) => {
    await expectPlainWordsFirst(
      language,
      <CheckOutcomeText outcome={outcome} check={{ state: outcome === 'unknown' ? 'pending_review' : 'rejected', message: providerSaid }} connection={connection} />,
      { first: t(key, { account: 'AuroraOyPOS' }), said: providerSaid },
    );
    expect(openText()).not.toMatch(/403|Forbidden/);
  });

  it.each<[string, AcquirerFailure, string, string]>([
    [
      'a merchant account another company holds (409)',
      {
        kind: 'conflict',
        account: 'BirchTmiECOM',
        error: refusal(409, 'merchant_account_claimed', 'The acquirer verified the key, but merchant account BirchTmiECOM is already connected to another company. Nothing was stored.'),
      },
      'acquirer.errors.conflictTitle',
      'acquirer.errors.conflict',
    ],
    [
      'a refused field (400)',
      { kind: 'badRequest', placed: true, error: refusal(400, 'invalid_request', 'The body is not valid. merchant_account: the acquirer issues no merchant account code like this one.') },
      'acquirer.errors.badRequestTitle',
      'acquirer.errors.badRequest',
    ],
    [
      'a refusal naming no field of the form (400)',
      { kind: 'badRequest', placed: false, error: refusal(400, 'invalid_request', 'The body is not valid. merchant_reference: not a reference the acquirer issues.') },
      'acquirer.errors.badRequestTitle',
      'acquirer.errors.badRequestUnplaced',
    ],
    ['a person who may not connect (403)', { kind: 'forbidden', error: refusal(403, 'role_required', 'This needs admin, approver or operator.') }, 'acquirer.errors.forbiddenTitle', 'acquirer.errors.forbidden'],
    [
      'a key that could not be stored (503)',
      { kind: 'unavailable', error: refusal(503, 'credential_store_unavailable', 'The API key could not be stored, so nothing was kept. Try again; send the key again.') },
      'acquirer.errors.unavailableTitle',
      'acquirer.errors.unavailable',
    ],
  ])('says a connect refused for %s in its own words', async (_case, failure, title, first) => {
    if (failure.kind === 'other') throw new Error('a named refusal only');
    const error = failure.error;
    await expectPlainWordsFirst(language, <AcquirerFailureBanner failure={failure} />, {
      title: t(title),
      first: t(first, { account: 'BirchTmiECOM' }),
      said: error.detail,
      code: error.error,
      status: error.status,
    });
  });

  it('says a refused merchant account and key at their fields in its own words, never the service’s', () => {
    for (const key of ['acquirer.errors.accountRefused', 'acquirer.errors.keyRefused']) {
      expect(t(key)).not.toMatch(/acquirer issues|merchant account code|[{}]/);
      expect(t(key)).not.toBe(text('en', CONNECTIONS_NAMESPACE, key));
    }
  });

  it('says a recheck whose merchant account another company holds (409) in its own words', async () => {
    const error = refusal(409, 'merchant_account_claimed', 'The key stays stored; the merchant account SharedPOS is connected to another company.');
    await expectPlainWordsFirst(language, <RecheckConflict account="SharedPOS" error={error} />, {
      first: t('check.recheckConflict', { account: 'SharedPOS' }),
      said: error.detail,
      code: error.error,
      status: 409,
    });
  });

  it.each([
    [true, 'mobilewallet.notSharedYou'],
    [false, 'mobilewallet.notSharedAdmin'],
  ] as const)('says a mobile wallet without a shared ledger (422) to an admin (%s) naming who grants the access', async (isAdmin, action) => {
    const error = refusal(422, 'no_ledger_shared', 'Business ID 2345678-0 has not shared a ledger with the service. A company admin first grants access in the mobile wallet’s business portal; then activate again.');
    await expectPlainWordsFirst(language, <NotSharedRefusal businessId="2345678-0" isAdmin={isAdmin} error={error} />, {
      title: t('mobilewallet.notSharedTitle'),
      first: `${t('mobilewallet.notShared', { businessId: '2345678-0' })} ${t(action)}`,
      said: error.detail,
      code: error.error,
      status: 422,
    });
    // an admin is never told to ask the admin
    if (isAdmin) expect(openText()).not.toContain(t('mobilewallet.notSharedAdmin'));
  });

  const grant = (mode: string, state: string, message?: string): PaywalletGrant => ({
    grant_id: 'pwg_aurora_pos',
    merchant_id: 'PW-AURORA-POS',
    display_name: 'Aurora Oy – myymälä',
    mode,
    scopes: ['transactions:read', 'disputes:read'],
    granted_at: '2026-05-04T05:00:00Z',
    feed: { state, last_event_at: '2026-11-13T20:00:00Z', checked_at: '2026-11-21T21:55:00Z', lag_minutes: 11_515, ...(message === undefined ? {} : { message }) },
  });

  it.each([
    ['app_credentials', '401 invalid_client: the app credentials were rotated at the provider on 13.11.2026; the new client secret has not been given to the service.', false, 'invalidClient', 'appCredentials'],
    ['partner_consent', '400 invalid_grant: the consent was revoked by the merchant.', true, 'invalidGrant', 'consentYou'],
    ['partner_consent', '400 invalid_grant: the consent was revoked by the merchant.', false, 'invalidGrant', 'consentAdmin'],
    ['partner_consent', '403 insufficient_scope: transactions:read is required.', false, 'insufficientScope', 'consentAdmin'],
    ['app_credentials', 'The provider answered 500 Internal Server Error three times.', false, 'failing', 'contactFirm'],
  ] as const)('says a failing payment-wallet feed (%s: %s) in its own words, naming who acts', async (mode, message, isAdmin, problem, action) => {
    await i18next.changeLanguage(language);
    await dom.render(<FeedCell grant={grant(mode, 'failing', message)} isAdmin={isAdmin} />);
    const said = dom.container().querySelector('[data-feed-problem]')?.textContent;
    expect(said).toBe(`${t(`paywallet.feedProblems.${problem}`)} ${t(`paywallet.feedActions.${action}`)}`);
    const open = openText();
    expect(open).not.toContain(message);
    expect(open).not.toMatch(/\b(401|400|403|500)\b|invalid_client|invalid_grant|insufficient_scope|transactions:read|disputes:read/);
    const details = detailLines().join('\n');
    expect(details).toContain(message);
    expect(details).toContain('transactions:read, disputes:read');
    // the state is in words of the language shown
    expect(open).toContain(t('paywallet.feedStates.failing'));
  });

  it('says a delayed payment-wallet feed plainly, with nothing to do, the provider’s words in the details', async () => {
    const message = 'The provider reports a delay in its transaction reporting; events arrive in batches.';
    await i18next.changeLanguage(language);
    await dom.render(<FeedCell grant={grant('partner_consent', 'delayed', message)} isAdmin={false} />);
    expect(dom.container().querySelector('[data-feed-problem]')?.textContent).toBe(t('paywallet.feedProblems.delayed'));
    expect(openText()).not.toContain(message);
    expect(detailLines().join('\n')).toContain(message);
  });
});

describe.each(LANGUAGES)('payroll in %s', (language) => {
  const t = (key: string, values?: Record<string, unknown>) => text(language, PAYROLL_NAMESPACE, key, values);
  // Finnish and Swedish write a percentage with a no-break space
  const percent = '60\u00a0%';

  it.each([
    [404, 'employee_not_found', 'employee_id: the company has no employee with this id.', 'taxCard.errors.notFound'],
    [404, 'contract_not_found', 'contract_id: the employee has no contract with this id.', 'taxCard.errors.notFound'],
    [422, 'no_tax_card', 'The tax authority has no wage tax card for this employee for 2026-11-30. No card has been issued for the tax year.', 'taxCard.errors.noCard'],
    [503, 'tax_authority_unreachable', 'The tax authority could not be reached; nothing was changed. Try again later. (connect timeout)', 'taxCard.errors.unreachable'],
  ] as const)('says the tax-card error %i %s in its own words', async (status, code, detail, key) => {
    await expectPlainWordsFirst(language, <TaxCardFetchFailure error={refusal(status, code, detail)} />, {
      title: t('taxCard.errors.failed'),
      first: t(key, { rate: percent }),
      said: detail,
      code,
      status,
    });
  });

  it('says the rate withheld without a tax card as the formatter writes a percentage', () => {
    expect(t('taxCard.errors.noCard', { rate: percent })).toContain(percent);
  });

  it.each([
    ['payment_date_in_past', 'taxCard.errors.past'],
    ['payment_date_outside_employment', 'taxCard.errors.outside'],
  ])('says the payday refusal %s at the field in its own words', (_code, key) => {
    expect(t(key)).not.toMatch(/payment_date|before today|[{}]/);
    expect(t(key)).not.toBe(text('en', PAYROLL_NAMESPACE, key));
  });

  it.each([
    [404, 'employee_not_found', 'employee_id: the company has no employee with this id.'],
    [404, 'contract_not_found', 'contract_id: the employee has no contract with this id.'],
    [422, 'duplicate_contract_id', 'contract_id: the company already has a contract with this id.'],
  ] as const)('says the employee save refusal %i %s, which names no field of the form, in its own words', async (status, code, detail) => {
    await expectPlainWordsFirst(language, <EmployeeSaveFailure error={refusal(status, code, detail)} onFields={false} />, {
      title: t('form.failed'),
      first: t(`form.refusals.${code}`),
      said: detail,
      code,
      status,
    });
  });

  const fieldRefusals = [
    ...EMPLOYEE_REFUSALS.map((code) => [422, code, `tax_identifier: another employee of the company already has this personal identity code (${code}).`] as const),
    [422, 'tax_identifier_not_issued', 'tax_identifier: the population register has no such code.'] as const,
    [400, 'invalid_request', 'The body is not valid. iban: The bank has closed this account.'] as const,
  ];

  it.each(fieldRefusals)('says the employee field refusal %i %s at its field in its own words, the service’s in the details', async (status, code, detail) => {
    const error = refusal(status, code, detail);
    const [named] = refusedFieldsIn(detail, EMPLOYEE_FORM_FIELDS);
    if (!named) throw new Error('the refusal names a field of the form');
    const atField = t(employeeFieldMessage({ ...named, error }).key, { sign: '-', birthDate: '' });
    expect(atField).not.toContain(named.text);
    expect(atField).not.toMatch(new RegExp(`${code}|\\b${status}\\b`));
    await expectPlainWordsFirst(language, <EmployeeSaveFailure error={error} onFields />, { first: t('form.fixFields'), said: detail, code, status });
  });
});

describe.each(LANGUAGES)('the work log in %s', (language) => {
  const t = (key: string, values?: Record<string, unknown>) => text(language, WORKLOG_NAMESPACE, key, values);

  it('says a refused entry at its fields in its own words, the service’s in the details', async () => {
    const detail = 'The body is not valid. minutes: Too big: expected number to be <=1440; note: Too small: expected string to have >=1 characters.';
    await expectPlainWordsFirst(language, <WorklogSaveFailure error={refusal(400, 'invalid_request', detail)} />, {
      first: t('add.fixFields'),
      said: detail,
      code: 'invalid_request',
      status: 400,
    });
    for (const field of ['entry_date', 'minutes', 'note']) expect(t(`add.refused.${field}`)).not.toMatch(/Too big|expected|<=|[{}]/);
  });

  it.each([
    [403, 'not_entry_author', 'Only the entry’s author, a company admin or an approver may void it; you may void only your own entries.'],
    [404, 'not_found', 'No work-log entry wl_0123 in this company.'],
  ] as const)('says a refused void %i %s in its own words, naming who can act', async (status, code, detail) => {
    await expectPlainWordsFirst(language, <VoidRefusal error={refusal(status, code, detail)} />, {
      title: t('void.failed'),
      first: t(`void.refusals.${code}`),
      said: detail,
      code,
      status,
    });
  });
});

describe.each(LANGUAGES)('API keys in %s', (language) => {
  const t = (key: string, values?: Record<string, unknown>) => text(language, API_KEYS_NAMESPACE, key, values);

  it('says a refused key at its fields in its own words, the service’s in the details', async () => {
    const detail = 'The body is not valid. name: Too big: expected string to have <=100 characters.';
    await expectPlainWordsFirst(language, <CreateKeyFailure error={refusal(400, 'invalid_request', detail)} />, {
      first: t('create.fixFields'),
      said: detail,
      code: 'invalid_request',
      status: 400,
    });
    for (const field of ['name', 'scope']) expect(t(`create.refused.${field}`)).not.toMatch(/Too big|expected|<=|[{}]/);
  });

  it('says a key creation refused for a lost role (403) in its own words, naming who can act', async () => {
    const detail = 'This needs an interactive company admin.';
    await expectPlainWordsFirst(language, <CreateKeyFailure error={refusal(403, 'role_required', detail)} />, {
      title: t('create.failed'),
      first: t('create.refusals.role_required'),
      said: detail,
      code: 'role_required',
      status: 403,
    });
  });

  it.each([
    [404, 'not_found', 'The company has no API key with this id.'],
    [403, 'role_required', 'This needs an interactive company admin.'],
  ] as const)('says a refused revoke %i %s in its own words', async (status, code, detail) => {
    await expectPlainWordsFirst(language, <RevokeRefusal error={refusal(status, code, detail)} />, {
      title: t('revoke.failed'),
      first: t(`revoke.refusals.${code}`),
      said: detail,
      code,
      status,
    });
  });
});
