import { describe, expect, it } from 'vitest';
import { isUnreadable, UnreadableItem } from '../../api/reading.ts';
import { ConnectAcquirerRequest, type ConnectionDataSummary, type CredentialCheck, type CredentialConnection } from '../../api/schemas/connections.ts';
import { apiKeyProblem, attentionFirst, canConnect, canRemove, checkOutcomeOf, connectedInOrder, connectedSummary, findAccountConnection, findConnection, findTile, inBooksShare, merchantAccountProblem, safeNavigationTarget, statusWordOf, tileRoute, tilesByCategory, unknownErrorCode, unreadableField,
  laterChecked,
} from './model.ts';
import { canHaveData } from '../../api/queries/connections.ts';
import { coverageCalendar, currentMonthInFinland, monthsEndingWith, sourceCoverage } from './coverage-model.ts';

const connection = (over: Partial<CredentialConnection>): CredentialConnection => ({
  id: 'conn_x',
  provider: 'acquirer',
  status: 'connected',
  attention_required: false,
  reauth_required: false,
  recheck_available: false,
  ...over,
});

describe('who may connect (spec §4.4: a mutating portal role)', () => {
  it('lets admins, approvers and operators connect, and no one else', () => {
    expect(canConnect(['admin'])).toBe(true);
    expect(canConnect(['approver', 'invoice_reviewer'])).toBe(true);
    expect(canConnect(['operator'])).toBe(true);
    expect(canConnect(['claimant'])).toBe(false);
    expect(canConnect(['purchase_invoices'])).toBe(false);
    expect(canConnect([])).toBe(false);
  });
});

describe('which connections can be removed (docs/decisions/0026)', () => {
  const at = '2026-11-21T10:00:00Z';
  const waiting = (over: Partial<CredentialConnection>) =>
    connection({ status: 'reauth_required', attention_required: true, reauth_required: true, recheck_available: true, ...over });

  it('offers removal for an acquirer key that was refused or could not be checked, claiming nothing and having imported nothing', () => {
    expect(canRemove(waiting({ last_error_code: 'credential_rejected', credential_check: { state: 'rejected', checked_at: at } }))).toBe(true);
    expect(canRemove(waiting({ last_error_code: 'credential_unverified', credential_check: { state: 'unverified', checked_at: at } }))).toBe(true);
    // no check recorded, or one the portal does not know: never verified as far as anyone can tell
    expect(canRemove(waiting({}))).toBe(true);
    expect(canRemove(waiting({ credential_check: { state: 'expired', checked_at: at } }))).toBe(true);
  });

  it('never offers it for a connection whose key works, whose key is verified for another company’s account, or that has imported', () => {
    expect(canRemove(connection({ status: 'syncing', backfill_status: 'running', external_company_id: 'ACQCO-1' }))).toBe(false);
    expect(canRemove(connection({ status: 'connected', credential_check: { state: 'verified', checked_at: at } }))).toBe(false);
    expect(canRemove(waiting({ credential_check: { state: 'verified', checked_at: at } }))).toBe(false);
    // refused after importing: its material stays in the books
    expect(canRemove(waiting({ last_error_code: 'credential_rejected', backfill_status: 'complete' }))).toBe(false);
    expect(canRemove(waiting({ external_company_id: 'ACQCO-1' }))).toBe(false);
  });

  it('offers it only for acquirer connections: other sources are removed with their provider', () => {
    expect(canRemove(waiting({ provider: 'bank' }))).toBe(false);
    expect(canRemove(waiting({ provider: 'storefront' }))).toBe(false);
  });
});

describe('a connection’s state in words (spec §3, §2.3)', () => {
  it('tells a refused key from one that could not be checked', () => {
    expect(statusWordOf(connection({ status: 'reauth_required', last_error_code: 'credential_rejected' }))).toBe('credentialRejected');
    expect(statusWordOf(connection({ status: 'reauth_required', last_error_code: 'credential_unverified' }))).toBe('credentialUnverified');
    expect(statusWordOf(connection({ status: 'reauth_required' }))).toBe('reauthRequired');
  });

  it('tells a verified key whose merchant account another company holds from one that needs new authorisation', () => {
    const check = { state: 'verified', checked_at: '2026-11-21T10:00:00Z' } as const;
    expect(statusWordOf(connection({ status: 'reauth_required', credential_check: check }))).toBe('claimedElsewhere');
    expect(statusWordOf(connection({ status: 'connected', credential_check: check }))).toBe('connected');
  });

  it('tells a history import from ordinary syncing, and names the other states', () => {
    expect(statusWordOf(connection({ status: 'syncing', backfill_status: 'running' }))).toBe('importingHistory');
    expect(statusWordOf(connection({ status: 'syncing' }))).toBe('syncing');
    expect(statusWordOf(connection({ status: 'sync_failed' }))).toBe('syncFailed');
    expect(statusWordOf(connection({ status: 'connected' }))).toBe('connected');
  });

  it('says each credential check state as its own outcome', () => {
    const waiting = { status: 'reauth_required' } as const;
    expect(checkOutcomeOf({ state: 'verified' }, { status: 'syncing' })).toBe('verified');
    expect(checkOutcomeOf({ state: 'rejected' }, waiting)).toBe('refused');
    expect(checkOutcomeOf({ state: 'unverified' }, waiting)).toBe('unreachable');
    expect(checkOutcomeOf({ state: 'not_checked' }, { status: 'connected' })).toBe('notChecked');
  });

  it('never says "verified and connected" of a verified key whose connection still waits: another company holds its account', () => {
    expect(checkOutcomeOf({ state: 'verified' }, { status: 'reauth_required' })).toBe('claimedElsewhere');
  });
});

describe('attention first', () => {
  it('puts connections needing attention first, the most urgent state first, and keeps the service’s order otherwise', () => {
    const ordered = attentionFirst([
      connection({ id: 'a', status: 'connected' }),
      connection({ id: 'b', status: 'sync_failed', attention_required: true }),
      connection({ id: 'c', status: 'syncing' }),
      connection({ id: 'd', status: 'reauth_required', attention_required: true }),
      connection({ id: 'e', status: 'connected' }),
    ]);
    expect(ordered.map((c) => c.id)).toEqual(['d', 'b', 'c', 'a', 'e']);
  });
});

describe('tiles', () => {
  const tile = (brand_key: string, category: string) => ({
    brand_key,
    provider: brand_key,
    label: brand_key,
    category,
    connect: 'assisted' as const,
    connect_path: `connections/assisted/${brand_key}`,
  });

  it('groups tiles by category in the portal’s order, unknown categories last', () => {
    const groups = tilesByCategory([tile('x', 'spreadsheet'), tile('y', 'crypto'), tile('z', 'bank'), tile('w', 'bank')]);
    expect(groups.map((g) => g.category)).toEqual(['bank', 'spreadsheet', 'crypto']);
    expect(groups[0]?.tiles.map((t) => t.brand_key)).toEqual(['z', 'w']);
  });

  it('follows a connect path only under connections/ of the same company', () => {
    expect(tileRoute('cus_aurora', 'connections/acquirer/connect')).toBe('/cus_aurora/connections/acquirer/connect');
    expect(tileRoute('cus a/b', 'connections/paywallet')).toBe('/cus%20a%2Fb/connections/paywallet');
    for (const bad of ['https://evil.example/x', '//evil.example', 'connections/../api-keys', 'payroll', 'connections//x', 'javascript:alert(1)']) {
      expect(tileRoute('cus_aurora', bad), bad).toBeNull();
    }
  });
});

describe('leaving the portal for the app home', () => {
  it('sends the browser only to http and https addresses', () => {
    expect(safeNavigationTarget('https://shop.example/app-home?state=s')).toBe('https://shop.example/app-home?state=s');
    expect(safeNavigationTarget('http://localhost:4000/storefront/app-home')).toBe('http://localhost:4000/storefront/app-home');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative', 'not a url', 'ftp://x.example']) {
      expect(safeNavigationTarget(bad), bad).toBeNull();
    }
  });
});

describe('merchant account as it is typed (spec §4.1 pattern, §8 length)', () => {
  it.each([
    ['', 'required'],
    ['M'.repeat(81), 'tooLong'],
    ['_shop', 'firstCharacter'],
    ['-shop', 'firstCharacter'],
    ['shop account', 'characters'],
    ['kauppa-ä', 'characters'],
    ['A', null],
    ['M'.repeat(80), null],
    ['Shop_1.fi-2', null],
  ])('%j → %s', (value, problem) => {
    expect(merchantAccountProblem(value)).toBe(problem);
  });
});

describe('the API key, checked in the portal before it is sent (the contract’s rule)', () => {
  it.each([
    ['', 'apiKeyRequired'],
    ['abc1234', 'apiKeyTooShort'],
    ['k'.repeat(513), 'apiKeyTooLong'],
    ['acq rpt live 1234', 'apiKeyCharacters'],
    ['acq_rpt_live\n12345678', 'apiKeyCharacters'],
    ['acq_rpt_live_ä12345678', 'apiKeyCharacters'],
    ['ab c', 'apiKeyCharacters'],
    ['abcd1234', null],
    ['k'.repeat(512), null],
    ['acq_rpt_!"#$%&()*+,-./:;<=>?@[]^`{|}~', null],
  ])('%j → %s', (value, problem) => {
    expect(apiKeyProblem(value)).toBe(problem);
  });

  it.each(['', 'abc1234', 'abcd1234', 'k'.repeat(512), 'k'.repeat(513), 'acq rpt live 1234', 'acq_rpt\t12345678', 'acq_rpt_live_ä12345678', '~!@#$%^&*()'])(
    'agrees with the contract the service checks: %j',
    (value) => {
      const contract = ConnectAcquirerRequest.shape.api_key.safeParse(value).success;
      expect(apiKeyProblem(value) === null).toBe(contract);
    },
  );
});

describe('in-books share', () => {
  it('is basis points of the records, rounded, and nothing when there are no records', () => {
    expect(inBooksShare(3, 4)).toBe(7500);
    expect(inBooksShare(1, 3)).toBe(3333);
    expect(inBooksShare(5, 5)).toBe(10_000);
    expect(inBooksShare(0, 0)).toBeNull();
  });
});

describe('the coverage calendar (sources × months)', () => {
  const month = (m: string | null, groups: [string, number, number][]): ConnectionDataSummary['months'][number] => ({
    month: m,
    groups: groups.map(([kind, count, inBooks]) => ({ kind, label: kind, count, sum_cents: 100, currency: 'EUR', in_books_count: inBooks })),
  });

  it('marks a month the source delivered nothing in as a gap, and a kind missing in a delivered month as none', () => {
    const calendar = coverageCalendar(
      [month('2026-04', [['settlement', 3, 3], ['fee', 1, 0]]), month('2026-02', [['settlement', 2, 1]]), month(null, [['settlement', 1, 0]])],
      '2026-04',
      'All',
    );
    expect(calendar).toMatchObject({ from: '2026-02', to: '2026-04', gapCount: 1 });
    const [all, settlement, fee] = calendar?.years[0]?.rows ?? [];
    expect(all?.label).toBe('All');
    expect(all?.cells.slice(0, 5).map((c) => c.state)).toEqual(['outside', 'partial', 'gap', 'partial', 'outside']);
    expect(settlement?.cells[3]).toEqual({ state: 'booked', count: 3, inBooks: 3 });
    expect(fee?.cells[1]).toEqual({ state: 'none' });
    expect(fee?.cells[3]).toEqual({ state: 'unbooked', count: 1, inBooks: 0 });
  });

  it('runs to the current month, so a source that went quiet shows its missing months', () => {
    const calendar = coverageCalendar([month('2026-08', [['x', 1, 1]])], '2026-11', 'All');
    expect(calendar).toMatchObject({ from: '2026-08', to: '2026-11', gapCount: 3 });
  });

  it('spans years newest first and never more than 36 months', () => {
    const months = Array.from({ length: 40 }, (_, i) => {
      const index = 2026 * 12 + 10 - i;
      return month(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`, [['x', 1, 1]]);
    });
    const calendar = coverageCalendar(months, '2026-11', 'All');
    expect(calendar?.from).toBe('2023-12');
    expect(calendar?.to).toBe('2026-11');
    expect(calendar?.years.map((y) => y.year)).toEqual([2026, 2025, 2024, 2023]);
    const inside = calendar?.years.flatMap((y) => y.rows[0]?.cells ?? []).filter((c) => c.state !== 'outside');
    expect(inside).toHaveLength(36);
  });

  it('has nothing to draw for a source without dated records', () => {
    expect(coverageCalendar([month(null, [['x', 1, 0]])], '2026-11', 'All')).toBeNull();
    expect(coverageCalendar([], '2026-11', 'All')).toBeNull();
  });

  it('takes the current month in Finnish time', () => {
    expect(currentMonthInFinland(new Date('2026-11-30T22:30:00Z'))).toBe('2026-12');
    expect(currentMonthInFinland(new Date('2026-11-30T21:30:00Z'))).toBe('2026-11');
  });
});

describe('the company’s coverage calendar (connected sources × the last twelve months)', () => {
  const month = (m: string | null, groups: [number, number][]): ConnectionDataSummary['months'][number] => ({
    month: m,
    groups: groups.map(([count, inBooks], i) => ({ kind: `k${i}`, label: `k${i}`, count, sum_cents: 100, currency: 'EUR', in_books_count: inBooks })),
  });
  const window = monthsEndingWith('2026-11');
  const stateIn = (cells: { state: string }[], period: string) => cells[window.indexOf(period)]?.state;

  it('is the twelve months ending with the current one, oldest first, across a year boundary', () => {
    expect(window).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(monthsEndingWith('2027-01', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('gives a month its record count summed over the groups, with how much of it is in the books', () => {
    const { cells } = sourceCoverage([month('2026-11', [[3, 1], [1, 0]]), month('2026-10', [[4, 4], [2, 2]]), month('2026-09', [[2, 0]])], window, '2026-11');
    expect(cells[window.indexOf('2026-10')]).toEqual({ state: 'booked', count: 6, inBooks: 6, share: 10_000 });
    expect(cells[window.indexOf('2026-11')]).toEqual({ state: 'partial', count: 4, inBooks: 1, share: 2500 });
    expect(cells[window.indexOf('2026-09')]).toEqual({ state: 'unbooked', count: 2, inBooks: 0, share: 0 });
  });

  it('marks a month without records after the first delivered month as a gap, and nothing before that month', () => {
    const coverage = sourceCoverage([month('2026-10', [[1, 1]]), month('2026-06', [[1, 1]]), month('2026-04', [[1, 1]])], window, '2026-11');
    expect(coverage.firstDelivered).toBe('2026-04');
    expect(coverage.cells.map((c) => c.state)).toEqual([
      'before', 'before', 'before', 'before', // 2025-12 … 2026-03: the source had not started
      'booked', 'gap', 'booked', 'gap', 'gap', 'gap', 'booked', // 2026-04 … 2026-10
      'pending', // 2026-11: this month is not over, so nothing yet is not a gap
    ]);
    expect(coverage.gapCount).toBe(4);
  });

  it('takes the first delivery from the whole summary: a source that started before the window has gaps from its start', () => {
    const coverage = sourceCoverage([month('2026-11', [[1, 1]]), month('2024-02', [[1, 1]])], window, '2026-11');
    expect(coverage.firstDelivered).toBe('2024-02');
    expect(stateIn(coverage.cells, '2025-12')).toBe('gap');
    expect(coverage.gapCount).toBe(11);
  });

  it('counts months outside the window in no cell', () => {
    const coverage = sourceCoverage([month('2026-12', [[9, 9]]), month('2026-11', [[1, 1]]), month('2025-11', [[5, 5]])], window, '2026-11');
    expect(coverage.cells).toHaveLength(12);
    expect(coverage.cells.filter((c) => 'count' in c).map((c) => ('count' in c ? c.count : 0))).toEqual([1]);
  });

  it('ignores the undated month: records without a date neither fill a month nor start the source', () => {
    const onlyUndated = sourceCoverage([month(null, [[4, 0]])], window, '2026-11');
    expect(onlyUndated.firstDelivered).toBeNull();
    expect(onlyUndated.cells.every((c) => c.state === 'before')).toBe(true);
    expect(onlyUndated.gapCount).toBe(0);
    const withDated = sourceCoverage([month('2026-10', [[2, 2]]), month(null, [[4, 0]])], window, '2026-11');
    expect(stateIn(withDated.cells, '2026-10')).toBe('booked');
    expect(withDated.gapCount).toBe(0);
  });

  it('does not take a month whose groups hold no records for a delivery', () => {
    const coverage = sourceCoverage([month('2026-10', [[1, 1]]), month('2026-09', [[0, 0]]), month('2026-08', [[1, 1]])], window, '2026-11');
    expect(stateIn(coverage.cells, '2026-09')).toBe('gap');
  });

  it('has a row only for connections that can have delivered: an import started or a provider account claimed', () => {
    expect(canHaveData({ backfill_status: 'complete' })).toBe(true);
    expect(canHaveData({ backfill_status: 'running', external_company_id: 'x' })).toBe(true);
    // refused after it had imported: the claim is gone, its data is not
    expect(canHaveData({ backfill_status: 'complete', external_company_id: undefined })).toBe(true);
    expect(canHaveData({ external_company_id: 'shop.example' })).toBe(true);
    // a key still waiting for its first successful check has imported nothing
    expect(canHaveData({})).toBe(false);
  });
});

describe('laterChecked: the connect page shows the latest recorded check', () => {
  const reading = (checked_at: string | null, state: CredentialCheck['state']) => ({
    credential_check: checked_at === null ? undefined : { state, checked_at },
  });

  it('takes the catalog’s reading when its check is later (a recheck answered 409 recorded one)', () => {
    const answered = reading('2026-11-23T10:00:00Z', 'rejected');
    const known = reading('2026-11-23T12:00:05+02:00', 'verified');
    expect(laterChecked(known, answered)).toBe(known);
  });

  it('keeps the answer when the catalog is older or the same, absent, or without a check', () => {
    const answered = reading('2026-11-23T10:00:00Z', 'verified');
    expect(laterChecked(reading('2026-11-23T11:59:59+02:00', 'rejected'), answered)).toBe(answered);
    expect(laterChecked(reading('2026-11-23T10:00:00Z', 'rejected'), answered)).toBe(answered);
    expect(laterChecked(undefined, answered)).toBe(answered);
    expect(laterChecked(reading(null, 'verified'), answered)).toBe(answered);
  });
});

describe('values the spec leaves open, and rows that cannot be read (docs/decisions/0021, principle 8)', () => {
  const broken = (raw: unknown) => new UnreadableItem(raw, 'status: Invalid input');

  it('never says a check state it does not know is verified: it is its own outcome, and the recheck stays offered', () => {
    expect(checkOutcomeOf({ state: 'pending_review' }, { status: 'connected' })).toBe('unknown');
    expect(checkOutcomeOf({ state: '' }, { status: 'reauth_required' })).toBe('unknown');
  });

  it('says a waiting connection with an error code or check state it does not know as needing new authorisation, never as well', () => {
    const odd = connection({
      status: 'reauth_required',
      attention_required: true,
      last_error_code: 'credential_expired',
      credential_check: { state: 'pending_review', checked_at: '2026-11-20T08:00:00Z' },
    });
    expect(statusWordOf(odd)).toBe('reauthRequired');
  });

  it('hands an error code it does not know over to be shown as it came, and keeps the known ones to the state’s words', () => {
    expect(unknownErrorCode({ last_error_code: 'credential_expired' })).toBe('credential_expired');
    expect(unknownErrorCode({ last_error_code: 'credential_rejected' })).toBeNull();
    expect(unknownErrorCode({ last_error_code: 'credential_unverified' })).toBeNull();
    expect(unknownErrorCode({})).toBeNull();
  });

  it('lists the connections needing attention first, then those it could not read, then the rest', () => {
    const ordered = connectedInOrder([
      connection({ id: 'ok' }),
      broken({ id: 'conn_broken' }),
      connection({ id: 'waiting', status: 'reauth_required', attention_required: true }),
    ]);
    expect(ordered.map((c) => (isUnreadable(c) ? `unreadable:${c.id ?? ''}` : c.id))).toEqual(['waiting', 'unreadable:conn_broken', 'ok']);
  });

  it('never says "all well" while a connection could not be read, and counts attention only over the readable ones', () => {
    expect(connectedSummary([connection({ id: 'a' }), broken({ id: 'b' })])).toEqual({ needing: 0, unreadable: 1, allWell: false });
    expect(connectedSummary([connection({ id: 'a', attention_required: true }), broken({})])).toEqual({ needing: 1, unreadable: 1, allWell: false });
    expect(connectedSummary([connection({ id: 'a' })])).toEqual({ needing: 0, unreadable: 0, allWell: true });
  });

  it('reads a field an unreadable row still carries, and nothing from one that is not an object', () => {
    expect(unreadableField(broken({ id: 'conn_x', provider: 'mobilewallet' }), 'provider')).toBe('mobilewallet');
    expect(unreadableField(broken({ id: 42 }), 'id')).toBe('42');
    expect(unreadableField(broken({ id: { nested: true } }), 'id')).toBeUndefined();
    expect(unreadableField(broken('garbage'), 'id')).toBeUndefined();
    expect(unreadableField(broken(null), 'id')).toBeUndefined();
  });

  it('finds the connection a page is about: its readable row first, else an unreadable row that names it, never another broken row', () => {
    const catalog = { connected: [broken({ id: 'conn_a' }), connection({ id: 'conn_a' }), broken({ id: 'conn_b' }), broken({ provider: 'x' })] };
    expect(findConnection(catalog, 'conn_a')).toMatchObject({ kind: 'readable', item: { id: 'conn_a' } });
    const b = findConnection(catalog, 'conn_b');
    expect(b.kind).toBe('unreadable');
    expect(b.kind === 'unreadable' && b.item.id).toBe('conn_b');
    expect(findConnection(catalog, 'conn_c')).toEqual({ kind: 'absent' });
  });

  it('finds a tile by its brand key, a broken tile only when it still names it', () => {
    const tile = { brand_key: 'bank-psd2', provider: 'bank', label: 'Pankki', category: 'bank', connect: 'assisted', connect_path: 'connections/assisted/bank-psd2' };
    const catalog = { tiles: [tile, broken({ brand_key: 'broken_tile' })] };
    expect(findTile(catalog, 'bank-psd2')).toEqual({ kind: 'readable', item: tile });
    expect(findTile(catalog, 'broken_tile').kind).toBe('unreadable');
    expect(findTile(catalog, 'other')).toEqual({ kind: 'absent' });
  });

  it('after a connect whose answer could not be read, finds the merchant account’s acquirer connection, the one checked last', () => {
    const check = (checked_at: string) => ({ state: 'verified', checked_at });
    const older = connection({ id: 'old', merchant_account: 'Shop1', credential_check: check('2026-11-20T08:00:00Z') });
    const newer = connection({ id: 'new', merchant_account: 'Shop1', credential_check: check('2026-11-21T08:00:00Z') });
    const elsewhere = connection({ id: 'other', provider: 'storefront', merchant_account: 'Shop1', credential_check: check('2026-11-22T08:00:00Z') });
    expect(findAccountConnection([older, newer, elsewhere], 'Shop1')).toMatchObject({ kind: 'readable', item: { id: 'new' } });
    expect(findAccountConnection([newer, older], 'Shop1')).toMatchObject({ kind: 'readable', item: { id: 'new' } });
    expect(findAccountConnection([broken({ id: 'conn_x', merchant_account: 'Shop2' })], 'Shop2').kind).toBe('unreadable');
    expect(findAccountConnection([older], 'Shop3')).toEqual({ kind: 'absent' });
  });
});
