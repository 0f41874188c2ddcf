import type { ConnectionDataSummary } from '../../../src/api/schemas/connections.ts';
import { notFound } from '../errors.ts';
import { companyOf, type Handler } from '../handler.ts';
import { connectionByPathId, customerVisibleStatus } from './connection-row.ts';

/** Spec §2.10, §8: at most 36 months in one answer, the undated ones included. */
export const MAX_MONTHS = 36;

/** What each kind of record is called; a kind not listed here is named by its code. */
const KIND_LABELS: Readonly<Record<string, string>> = {
  bank_credit: 'Incoming bank transactions',
  bank_debit: 'Outgoing bank transactions',
  card_settlement: 'Card settlements',
  card_fee: 'Acquirer fees',
  chargeback: 'Chargebacks',
  order: 'Orders',
  refund: 'Refunds',
  payout: 'Payouts',
  wallet_payment: 'Wallet payments',
  wallet_fee: 'Wallet fees',
};
const KIND_ORDER = Object.keys(KIND_LABELS);

interface GroupRow {
  month: string | null;
  kind: string;
  currency: string;
  count: number;
  sum_cents: string;
  in_books_count: number;
}

type Month = ConnectionDataSummary['months'][number];

/**
 * GET /connections/{connection_id}/data: what one source delivered, by month and kind, newest month
 * first. The path names the connection by its `id` or by its number, the integer `connection.id`. The undated records come last under `month: null` and take one of the 36 places, so the
 * answer then holds the 35 newest months.
 */
export const getConnectionDataSummary: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  // Its `id` or the integer this answer names it by (the contract's assumption on ConnectionDataSummary).
  const connection = await connectionByPathId(ctx.db, customer_id, ctx.params.connection_id ?? '');
  if (!connection) throw notFound('This company has no connection with that ID.');

  const groups = (
    await ctx.db.query<GroupRow>(
      `select to_char(record_date, 'YYYY-MM') as month, kind, currency, count(*)::int as count,
         sum(amount_cents)::text as sum_cents, count(journal_entry_id)::int as in_books_count
       from connection_records where connection_id = $1
       group by 1, 2, 3`,
      [connection.id],
    )
  ).rows;

  const byMonth = new Map<string | null, GroupRow[]>();
  for (const group of groups) byMonth.set(group.month, [...(byMonth.get(group.month) ?? []), group]);
  const undated = byMonth.get(null);
  const dated = [...byMonth.keys()]
    .filter((month): month is string => month !== null)
    .sort()
    .reverse()
    .slice(0, undated ? MAX_MONTHS - 1 : MAX_MONTHS);
  const months: Month[] = [...dated, ...(undated ? [null] : [])].map((month) => ({
    month,
    groups: (byMonth.get(month) ?? []).sort(byKind).map((group) => ({
      kind: group.kind,
      label: KIND_LABELS[group.kind] ?? group.kind,
      count: group.count,
      sum_cents: Number(group.sum_cents),
      currency: group.currency,
      in_books_count: group.in_books_count,
    })),
  }));

  const body: ConnectionDataSummary = {
    customer_id,
    connection: {
      id: connection.number,
      provider: connection.provider,
      label: connection.display_name,
      environment: connection.environment,
      customer_visible_status: customerVisibleStatus(connection),
      // A source that has never synced has no time to give: an empty string says so (the contract's assumption).
      last_synced_at: connection.last_synced_at?.toISOString() ?? '',
    },
    months,
  };
  return { status: 200, body };
};

function byKind(a: GroupRow, b: GroupRow): number {
  const rank = (kind: string) => {
    const index = KIND_ORDER.indexOf(kind);
    return index === -1 ? KIND_ORDER.length : index;
  };
  return rank(a.kind) - rank(b.kind) || a.kind.localeCompare(b.kind) || a.currency.localeCompare(b.currency);
}
