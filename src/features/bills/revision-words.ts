import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';

/**
 * Whether a sentence of the service (a review's reason, the draft's basis) names the bill's or its original's
 * versions by their revision ids ("koskee laskun versiota r2; nykyinen versio on r3"). Those ids mean nothing to
 * a reader: where a sentence names one, the page says the same in its own words (the review's time, what
 * changed) and keeps the sentence, ids and all, in the technical details.
 *
 * A revision is opaque in the spec (§2.11 `resource.revision`). The ids the snapshot itself carries are
 * recognised as they are; an id of the shape letters-then-digits (`r2`) also stands for the others of that
 * shape, since a sentence may name a version the snapshot no longer carries (the one a draft was made from).
 */
export interface NamedRevisions {
  /** The sentence names the bill's current revision. */
  current: boolean;
  /** It names another revision: an earlier one, or one of the original. */
  other: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SHAPED = /^([A-Za-z]+)\d+$/;

export function revisionsNamedIn(text: string, snapshot: PurchaseBillOriginalReview): NamedRevisions | null {
  const review = snapshot.latest_review;
  const known = [snapshot.bill.resource.revision, snapshot.original.resource.revision, review?.bill_revision, review?.document_revision].filter(
    // a revision of digits alone would be met in every date and amount: only ids with a letter are looked for
    (revision): revision is string => revision !== undefined && /[A-Za-z]/.test(revision),
  );
  if (known.length === 0 || text === '') return null;
  const shapes = new Set(known.map((revision) => SHAPED.exec(revision)?.[1]).filter((prefix): prefix is string => prefix !== undefined));
  const alternatives = [...known.map(escape), ...[...shapes].map((prefix) => `${escape(prefix)}\\d+`)];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  const named = text.match(pattern);
  if (!named) return null;
  const current = snapshot.bill.resource.revision;
  return { current: named.includes(current), other: named.some((revision) => revision !== current) };
}
