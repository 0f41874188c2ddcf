import type { ConnectionsCatalog } from '../../../src/api/schemas/connections.ts';
import { companyOf, type Handler } from '../handler.ts';
import { connectionsOf, toCredentialConnection } from './connection-row.ts';

type Tile = ConnectionsCatalog['tiles'][number];

/**
 * Every source a company can add (docs/decisions/0031). `connect` says who does the
 * connecting: `one_click` — the person does it in the portal in one step (a form or a button);
 * `assisted` — it starts outside the portal (at the provider, in the shop's admin, with the
 * accounting firm). `connect_path` is where the tile leads in the portal, relative to the company:
 * always under `connections/`.
 */
export const TILES: readonly Tile[] = [
  { brand_key: 'bank-psd2', provider: 'bank', label: 'Bank account', category: 'bank', connect: 'assisted', connect_path: 'connections/assisted/bank-psd2' },
  { brand_key: 'card-acquirer', provider: 'acquirer', label: 'Card acquirer', category: 'settlement', connect: 'one_click', connect_path: 'connections/acquirer/connect' },
  { brand_key: 'mobile-wallet', provider: 'mobilewallet', label: 'Mobile wallet', category: 'settlement', connect: 'one_click', connect_path: 'connections/mobilewallet' },
  { brand_key: 'payment-wallet', provider: 'paywallet', label: 'Payment wallet', category: 'settlement', connect: 'assisted', connect_path: 'connections/paywallet' },
  { brand_key: 'storefront', provider: 'storefront', label: 'Online shop', category: 'commerce', connect: 'assisted', connect_path: 'connections/assisted/storefront' },
  { brand_key: 'accounting-system', provider: 'accounting_system', label: 'Previous accounting system', category: 'accounting_system', connect: 'assisted', connect_path: 'connections/assisted/accounting-system' },
  { brand_key: 'receipt-inbox', provider: 'inbox', label: 'Receipt and invoice inbox', category: 'inbox', connect: 'assisted', connect_path: 'connections/assisted/receipt-inbox' },
  { brand_key: 'spreadsheet', provider: 'spreadsheet', label: 'Spreadsheet', category: 'spreadsheet', connect: 'assisted', connect_path: 'connections/assisted/spreadsheet' },
];

/** Attention needed first, then the ones still working, then the healthy ones; oldest first within each. */
const ORDER = { reauth_required: 0, sync_failed: 1, syncing: 2, connected: 3 } as const;

/** GET /lens/connections-catalog: what is connected (resolved identities) and every addable tile. */
export const getConnectionsCatalog: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const rows = await connectionsOf(ctx.db, customer_id);
  const connected = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => ORDER[a.row.status] - ORDER[b.row.status] || a.index - b.index)
    .map(({ row }) => toCredentialConnection(row));
  const body: ConnectionsCatalog = { customer_id, connected, tiles: [...TILES] };
  return { status: 200, body };
};
