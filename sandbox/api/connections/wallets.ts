import type { PaywalletConnections } from '../../../src/api/schemas/connections.ts';
import type { MobilewalletActivation } from '../../../src/api/schemas/storefront-and-wallets.ts';
import { ledgersSharedBy, MOBILEWALLET_PROVIDER } from '../../providers/mobilewallet.ts';
import { paywalletGrantsOf } from '../../providers/paywallet.ts';
import { ApiError } from '../errors.ts';
import { companyOf, type Handler } from '../handler.ts';
import { newId, recordEvent, startImport } from './connection-row.ts';

/** GET /paywallet-connections: the provider's own object (spec §4.6), with the company named. */
export const listPaywalletConnections: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const body: PaywalletConnections = { customer_id, ...(await paywalletGrantsOf(ctx.db, customer_id)) };
  return { status: 200, body };
};

/**
 * POST /mobilewallet-connections/activate (spec §4.5, docs/decisions/0031): activates the read-only
 * settlement feed once the company's business ID has shared a ledger with the service. Activating
 * an active feed answers the first activation again and changes nothing.
 */
export const activateMobilewalletConnection: Handler = async (ctx) => {
  const company = companyOf(ctx);
  const activation = await ctx.db.transaction(async (tx): Promise<MobilewalletActivation> => {
    const active = (
      await tx.query<{ activated_at: Date }>('select activated_at from mobilewallet_activations where customer_id = $1', [company.customer_id])
    ).rows[0];
    if (active) return { customer_id: company.customer_id, status: 'active', activated_at: active.activated_at.toISOString() };

    const ledgers = await ledgersSharedBy(tx, company.business_id);
    const ledger = ledgers[0];
    if (ledger === undefined) {
      throw new ApiError(
        422,
        'no_ledger_shared',
        `Business ID ${company.business_id} has not shared a ledger with the service. A company admin first grants access in the mobile wallet's business portal; then activate again.`,
      );
    }
    const now = new Date();
    const connectionId = newId('conn');
    await tx.query(
      `insert into connections (id, customer_id, provider, display_name, status, backfill_status, external_company_id, created_at, updated_at)
       values ($1, $2, $3, $4, 'syncing', 'running', $5, $6, $6)`,
      [connectionId, company.customer_id, MOBILEWALLET_PROVIDER, company.business_id, ledger, now],
    );
    await tx.query('insert into mobilewallet_activations (customer_id, connection_id, activated_at) values ($1, $2, $3)', [
      company.customer_id,
      connectionId,
      now,
    ]);
    await recordEvent(tx, { connectionId, customerId: company.customer_id, kind: 'mobilewallet_activated', at: now, detail: { ledgers } });
    await startImport(tx, { connectionId, customerId: company.customer_id, kind: 'first_import', at: now });
    return { customer_id: company.customer_id, status: 'active', activated_at: now.toISOString() };
  });
  return { status: 200, body: activation };
};
