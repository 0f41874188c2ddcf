import { validateIban } from '../../src/api/schemas/finnish-identifiers.ts';

/**
 * The simulated bank that takes a released payment batch straight from the service through the company's
 * bank connection (spec §1 Payments: direct delivery is the only rail; a batch that cannot be delivered
 * fails closed). Deterministic — decided by the company's bank connection and the batch's accounts, never
 * by time or chance — and all or nothing: the bank takes every payment of a batch or none.
 *
 * | The company's bank connection                | The batch's payee accounts          | The bank             |
 * |----------------------------------------------|-------------------------------------|----------------------|
 * | none, or one that needs re-authorisation     | —                                   | `no_bank_connection` |
 * | `sync_failed` (the bank stopped answering)   | —                                   | `bank_unreachable`   |
 * | `connected` or `syncing`                     | one missing or not a valid IBAN     | `account_refused`    |
 * | `connected` or `syncing`                     | all valid                           | takes the batch      |
 *
 * The account a batch is paid from is the connection's account (its `external_company_id`, an IBAN).
 */

export interface BankConnection {
  id: string;
  status: string;
  /** the company's account at the bank */
  account: string | null;
}

export interface BankPayment {
  payee_name: string;
  iban: string | null;
  amount_cents: number;
}

export type BankAnswer =
  | { outcome: 'accepted'; message: string }
  | { outcome: 'refused'; code: 'no_bank_connection' | 'account_refused' | 'bank_unreachable'; detail: string };

/** Picks the connection the bank is reached through: a usable one first. */
export function payingConnection(connections: readonly BankConnection[]): BankConnection | null {
  const rank = (status: string) => (status === 'connected' ? 0 : status === 'syncing' ? 1 : status === 'sync_failed' ? 2 : 3);
  return [...connections].sort((a, b) => rank(a.status) - rank(b.status))[0] ?? null;
}

export interface PaymentBlock {
  code: 'no_bank_connection' | 'bank_connection_cannot_pay';
  detail: string;
}

/**
 * Why nothing can be paid through the company's bank connections as they are (null: the bank can be
 * reached to pay): the service checks this before a release is sent, so that such a batch is not
 * released only to fail at once (docs/decisions/0009). A connection whose bank stopped answering (`sync_failed`) is
 * not a block: the bank may answer again, and says so itself when it does not.
 */
export function paymentBlock(connection: BankConnection | null): PaymentBlock | null {
  if (!connection) {
    return { code: 'no_bank_connection', detail: 'The company has no bank connection: connect the company’s bank account, then release the batch.' };
  }
  if (connection.status === 'reauth_required' || connection.account === null) {
    return {
      code: 'bank_connection_cannot_pay',
      detail: `The company's bank connection ${connection.id} cannot pay: ${connection.status === 'reauth_required' ? 'its consent needs renewing' : 'it has no account'}. Fix it in Connections, then release the batch.`,
    };
  }
  return null;
}

export function deliverBatch(connection: BankConnection | null, payments: readonly BankPayment[]): BankAnswer {
  if (!connection || paymentBlock(connection) !== null) {
    return {
      outcome: 'refused',
      code: 'no_bank_connection',
      detail: 'The company has no bank connection able to pay: connect the company’s bank account (or renew its consent), then re-create the batch.',
    };
  }
  if (connection.status === 'sync_failed') {
    return {
      outcome: 'refused',
      code: 'bank_unreachable',
      detail: 'The bank did not answer through the company’s bank connection; the batch was not delivered.',
    };
  }
  const refused = payments.filter((payment) => payment.iban === null || !validateIban(payment.iban).ok);
  if (refused.length > 0) {
    return {
      outcome: 'refused',
      code: 'account_refused',
      detail: `The bank refused the batch: no valid account for ${refused.map((payment) => payment.payee_name).join(', ')}.`,
    };
  }
  return { outcome: 'accepted', message: `The bank took ${payments.length} payment${payments.length === 1 ? '' : 's'}.` };
}
