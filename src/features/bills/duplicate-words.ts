/**
 * What a possible duplicate is called on a bill and on an expense claim (docs/decisions/0002-expense-claim-limits.md):
 * the same mark, warning and approval check for both — the service's `duplicate_of` and `duplicate_checked` —
 * in each one's words. A claim is a duplicate of another claim holding one of its receipts, or of itself when a
 * receipt is in it twice: then there is no other to open. Keys of the `bills` namespace.
 */
const BILL = {
  title: 'waiting.duplicate',
  text: 'circulation.duplicate',
  link: 'circulation.duplicateLink',
  check: 'decide.duplicateCheck',
  required: 'decide.duplicateRequired',
} as const;

const CLAIM = {
  title: 'claim.duplicate',
  text: 'claim.duplicateText',
  link: 'claim.duplicateLink',
  check: 'claim.duplicateCheck',
  required: 'claim.duplicateRequired',
} as const;

const CLAIM_ITSELF = { ...CLAIM, text: 'claim.duplicateItself', link: null } as const;

export type DuplicateWords = typeof BILL | typeof CLAIM | typeof CLAIM_ITSELF;

export function duplicateWordsOf(invoice: { id: string; kind: string; circulation: { duplicate_of: string | null } }): DuplicateWords {
  if (invoice.kind !== 'expense_claim') return BILL;
  return invoice.circulation.duplicate_of === invoice.id ? CLAIM_ITSELF : CLAIM;
}
