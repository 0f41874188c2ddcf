import { createHash } from 'node:crypto';

/**
 * The simulated card acquirer: checks a report user's API key for a merchant account, as the real
 * provider's API would. Deterministic, decided by words in the key and by which check it is:
 *
 * | The key contains | Storing it    | First check               | Later checks (rechecks)    |
 * |------------------|---------------|---------------------------|----------------------------|
 * | `store-fail`     | fails (503)   | —                         | —                          |
 * | `reject-once`    | works         | refused                   | verified                   |
 * | `reject`         | works         | refused                   | refused                    |
 * | `unreachable`    | works         | cannot be checked         | checked by the other rules |
 * | anything else    | works         | verified                  | verified                   |
 *
 * A verified key reports the provider's own company ID for the merchant account, the same for the
 * same merchant account code every time. A merchant account code containing `malformed` is one the
 * acquirer never issues: the service refuses it with 400 naming `merchant_account`, a refusal that a
 * client's own check of the contract's pattern cannot foresee.
 */
export const ACQUIRER_PROVIDER = 'acquirer';

export type AcquirerCheck =
  | { outcome: 'verified'; externalCompanyId: string; message: string }
  | { outcome: 'rejected'; message: string }
  | { outcome: 'unreachable'; message: string };

/** True when the sandbox's credential store refuses this key (the 503 of §4.1 rule 8). */
export function acquirerKeyStorageFails(apiKey: string): boolean {
  return apiKey.includes('store-fail');
}

/** True for a well-formed merchant account code the acquirer does not issue (400, nothing stored). */
export function acquirerRefusesMerchantAccount(merchantAccount: string): boolean {
  return merchantAccount.toLowerCase().includes('malformed');
}

/** `attempt` counts the checks of this stored key: 1 when it is first connected, 2 on the first recheck. */
export function checkAcquirerKey(apiKey: string, merchantAccount: string, attempt: number): AcquirerCheck {
  if (apiKey.includes('reject-once')) {
    if (attempt <= 1) return refused(merchantAccount);
    return verified(merchantAccount);
  }
  if (apiKey.includes('unreachable') && attempt <= 1) {
    return {
      outcome: 'unreachable',
      message: 'The acquirer reporting API did not answer within 10 seconds (connect timeout); the key could not be checked.',
    };
  }
  if (apiKey.includes('reject')) return refused(merchantAccount);
  return verified(merchantAccount);
}

/** The provider's account ID behind a merchant account code. */
export function acquirerCompanyIdOf(merchantAccount: string): string {
  return `ACQCO-${createHash('sha256').update(merchantAccount).digest('hex').slice(0, 10).toUpperCase()}`;
}

function verified(merchantAccount: string): AcquirerCheck {
  return {
    outcome: 'verified',
    externalCompanyId: acquirerCompanyIdOf(merchantAccount),
    message: `Report user authorised for merchant account ${merchantAccount}.`,
  };
}

function refused(merchantAccount: string): AcquirerCheck {
  return {
    outcome: 'rejected',
    message: `403 Forbidden: the report user of this API key lacks the role merchant-report-download for merchant account ${merchantAccount}.`,
  };
}

/**
 * Report-user keys the seed's acquirer connections were connected with. They are published here
 * (as the demo API keys are in the README) so that a seeded connection can be rechecked; the
 * database refers to them by name and never holds them. Keys a person sends are sealed instead.
 */
export const DEMO_ACQUIRER_KEYS: Readonly<Record<string, string>> = {
  'aurora-ecom': 'acq_rpt_aurora_ecom_live_Jw7Tq2mZ',
  'aurora-pos': 'acq_rpt_aurora_pos_reject-once_H3kP',
  'aurora-kiosk': 'acq_rpt_aurora_kiosk_unreachable_V9sD',
  'birch-ecom': 'acq_rpt_birch_ecom_live_Rm4N',
};
