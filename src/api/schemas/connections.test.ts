import { describe, expect, it } from 'vitest';
import { ConnectAcquirerRequest, ConnectionDataSummary, CredentialConnection, PaywalletConnections, RevalidateAcquirerConnectionRequest } from './connections.ts';
import { MobilewalletActivateRequest, StorefrontInstallStart, StorefrontInstallStartRequest } from './storefront-and-wallets.ts';

const KEY = 'acq_rpt_live_12345678';
const connect = (merchant_account: string) => ConnectAcquirerRequest.safeParse({ merchant_account, api_key: KEY });
const withKey = (api_key: string) => ConnectAcquirerRequest.safeParse({ merchant_account: 'M', api_key });

describe('ConnectAcquirerRequest', () => {
  it('accepts a merchant account of 1 and of 80 characters', () => {
    expect(connect('A').success).toBe(true);
    expect(connect('M'.repeat(80)).success).toBe(true);
    expect(connect('Shop_1.fi-2').success).toBe(true);
  });

  it('refuses a merchant account of 81 characters', () => {
    expect(connect('M'.repeat(81)).success).toBe(false);
  });

  it.each(['_shop', '.shop', '-shop', '', 'shop account', 'shop/1', 'kauppa-ä'])(
    'refuses the merchant account %j: it starts with a letter or digit and holds only A-Z a-z 0-9 _ . -',
    (value) => {
      expect(connect(value).success).toBe(false);
    },
  );

  it('requires merchant_account and api_key', () => {
    expect(ConnectAcquirerRequest.safeParse({ api_key: KEY }).success).toBe(false);
    expect(ConnectAcquirerRequest.safeParse({ merchant_account: 'M' }).success).toBe(false);
  });

  it('takes an api_key of 8 to 512 characters (assumption: the spec gives no length)', () => {
    expect(withKey('').success).toBe(false);
    expect(withKey('k'.repeat(7)).success).toBe(false);
    expect(withKey('k'.repeat(8)).success).toBe(true);
    expect(withKey('k'.repeat(512)).success).toBe(true);
    expect(withKey('k'.repeat(513)).success).toBe(false);
  });

  it.each([
    ['a space', 'acq_rpt live_1234'],
    ['a line break', 'acq_rpt_live\n12345678'],
    ['a tab', 'acq_rpt_live\t12345678'],
    ['a non-breaking space', 'acq_rpt_live\u00a012345678'],
    ['a letter outside ASCII', 'acq_rpt_live_ä12345678'],
    ['a control character', 'acq_rpt_live_\u000712345678'],
  ])('refuses an api_key with %s (assumption: printable ASCII without spaces)', (_case, apiKey) => {
    expect(withKey(apiKey).success).toBe(false);
  });

  it('accepts every printable ASCII character but the space in an api_key', () => {
    const printable = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join('');
    expect(withKey(printable).success).toBe(true);
  });

  it('says what is wrong with an api_key in the form a 400 detail places at its field', () => {
    const short = withKey('abc1234');
    expect(short.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['api_key', 'an acquirer API key has at least 8 characters'],
    ]);
    expect(withKey('acq rpt live').error?.issues[0]?.message).toMatch(/spaces, line breaks/);
  });

  it('refuses an unknown field instead of dropping it', () => {
    expect(ConnectAcquirerRequest.safeParse({ merchant_account: 'M', api_key: KEY, merchant: 'M' }).success).toBe(false);
  });
});

const waitingConnection = {
  id: 'conn_1',
  provider: 'acquirer',
  status: 'reauth_required',
  attention_required: true,
  reauth_required: true,
  recheck_available: true,
  key_last4: 'abcd',
  last_error_code: 'credential_unverified',
  last_error_message: 'provider unreachable',
  credential_check: { state: 'unverified', checked_at: '2026-10-06T12:00:00Z' },
};

describe('CredentialConnection', () => {
  it('keeps additional properties, which the spec allows', () => {
    const parsed = CredentialConnection.parse({ ...waitingConnection, provider_region: 'eu', sync_cursor: 7 });
    expect(parsed).toMatchObject({ provider_region: 'eu', sync_cursor: 7 });
  });

  it('accepts a connection without the optional fields and without credential_check (older connections)', () => {
    const bare = {
      id: 'conn_2',
      provider: 'acquirer',
      status: 'connected',
      attention_required: false,
      reauth_required: false,
      recheck_available: false,
    };
    expect(CredentialConnection.safeParse(bare).success).toBe(true);
  });

  it('requires attention_required, reauth_required and recheck_available', () => {
    for (const field of ['attention_required', 'reauth_required', 'recheck_available'] as const) {
      expect(CredentialConnection.safeParse({ ...waitingConnection, [field]: undefined }).success, field).toBe(false);
    }
  });

  it('refuses a status or last_error_code outside the enums', () => {
    expect(CredentialConnection.safeParse({ ...waitingConnection, status: 'healthy' }).success).toBe(false);
    expect(CredentialConnection.safeParse({ ...waitingConnection, last_error_code: 'timeout' }).success).toBe(false);
  });

  it('refuses key_last4 longer than four characters, so a response can never carry the key', () => {
    expect(CredentialConnection.safeParse({ ...waitingConnection, key_last4: 'svc_secret' }).success).toBe(false);
  });
});

describe('other connection bodies and results', () => {
  it('recheck and mobile-wallet bodies take only customer_id', () => {
    expect(RevalidateAcquirerConnectionRequest.safeParse({}).success).toBe(true);
    expect(RevalidateAcquirerConnectionRequest.safeParse({ api_key: 'k' }).success).toBe(false);
    expect(MobilewalletActivateRequest.safeParse({ customer_id: 'c_1' }).success).toBe(true);
    expect(MobilewalletActivateRequest.safeParse({ customer_id: 'c_1', business_id: '1234567-1' }).success).toBe(false);
  });

  it('storefront start requires shop_domain and install_ticket, and history_start is a real date', () => {
    const body = { shop_domain: 'shop.example', install_ticket: 't' };
    expect(StorefrontInstallStartRequest.safeParse(body).success).toBe(true);
    expect(StorefrontInstallStartRequest.safeParse({ shop_domain: 'shop.example' }).success).toBe(false);
    expect(StorefrontInstallStartRequest.safeParse({ ...body, history_start: '2026-02-30' }).success).toBe(false);
    expect(StorefrontInstallStartRequest.safeParse({ ...body, state: 's' }).success).toBe(false);
  });

  it('storefront start result names the provider storefront and an http(s) authorization URL only', () => {
    const result = {
      customer_id: 'c_1',
      provider: 'storefront',
      shop_domain: 'shop.example',
      authorization_url: 'http://localhost:4000/storefront/app-home',
      state: 's',
      expires_at: '2026-10-06T12:00:00Z',
    };
    expect(StorefrontInstallStart.safeParse(result).success).toBe(true);
    expect(StorefrontInstallStart.safeParse({ ...result, provider: 'shopify' }).success).toBe(false);
    expect(StorefrontInstallStart.safeParse({ ...result, authorization_url: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('paywallet connections keep the provider-specific object as is', () => {
    expect(PaywalletConnections.parse({ customer_id: 'c_1', grants: [{ id: 1 }] })).toEqual({
      customer_id: 'c_1',
      grants: [{ id: 1 }],
    });
  });

  const summary = (months: unknown) => ({
    customer_id: 'c_1',
    connection: {
      id: 7,
      provider: 'acquirer',
      label: 'Acquirer',
      environment: 'production',
      customer_visible_status: 'ok',
      last_synced_at: '2026-10-06T12:00:00Z',
    },
    months,
  });
  const month = (value: string | null) => ({
    month: value,
    groups: [{ kind: 'settlement', label: 'Settlements', count: 2, sum_cents: 1000, currency: 'EUR', in_books_count: 1 }],
  });

  it('connection data summary: integer connection id, undated records under a null month, at most 36 months', () => {
    expect(ConnectionDataSummary.safeParse(summary([month('2026-09'), month(null)])).success).toBe(true);
    expect(ConnectionDataSummary.safeParse({ ...summary([]), connection: { ...summary([]).connection, id: '7' } }).success).toBe(false);
    expect(ConnectionDataSummary.safeParse(summary([month('2026-9')])).success).toBe(false);
    expect(ConnectionDataSummary.safeParse(summary(Array.from({ length: 36 }, () => month('2026-01')))).success).toBe(true);
    expect(ConnectionDataSummary.safeParse(summary(Array.from({ length: 37 }, () => month('2026-01')))).success).toBe(false);
  });
});
