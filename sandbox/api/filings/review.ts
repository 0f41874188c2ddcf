import { FilingReviewCreate, type FilingReviewResult } from '../../../src/api/schemas/filings.ts';
import { newDocumentId } from '../../documents/store.ts';
import { postAboutSubject } from '../../messages/post-message.ts';
import { fileFiling } from '../../filings/file.ts';
import { obligationOfId, readBasis, readPaydays } from '../../filings/obligations.ts';
import { filingLabel } from '../../filings/subject.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { filingIdOf, filingNotFound, readFiling } from './filings.ts';

/**
 * POST /filings/{filing_id}/review (docs/decisions/0015): the company's decision on a prepared
 * return, by a named person, bound to the figures they saw. Refusals, in order: 422 `note_required` (the
 * request alone), 404 `filing_not_found`, 422 `not_awaiting_review`, 409 `figures_changed`; a refusal records
 * nothing. An approval files it at once (state `filed`, a reference and a receipt document); a question sends
 * it back to `in_preparation` and posts the note into the filing's thread in Messages as the person's.
 */
export const reviewFiling: Handler = async (ctx) => {
  const company = companyOf(ctx);
  const { customer_id } = company;
  const input = inputOf(FilingReviewCreate, ctx.body);
  const note = (input.note ?? '').trim();
  if (input.decision === 'question' && note === '') {
    throw new ApiError(422, 'note_required', 'A question needs a note: say what should be checked or changed.');
  }
  const { principal } = ctx;
  if (principal.kind !== 'interactive') throw new Error('route table error: a review by a key reached its handler');
  const filingId = filingIdOf(ctx);
  const threadId = await ctx.db.transaction(async (tx) => {
    const obligation = obligationOfId(filingId, await readBasis(tx, customer_id), await readPaydays(tx, customer_id));
    if (!obligation) throw filingNotFound(filingId);
    const stored = (
      await tx.query<{ state: string; figures_digest: string | null; figures: unknown; review_requested_by: string | null }>(
        'select state, figures_digest, figures, review_requested_by from filings where customer_id = $1 and id = $2 for update',
        [customer_id, filingId],
      )
    ).rows[0];
    if (!stored || stored.state !== 'awaiting_review') {
      throw new ApiError(422, 'not_awaiting_review', `Filing ${filingId} is not waiting for the company's review (it is ${stored?.state ?? 'not prepared'}).`);
    }
    if (stored.figures_digest !== input.figures_digest) {
      throw new ApiError(409, 'figures_changed', `The figures of ${filingId} have changed since they were read (now ${stored.figures_digest ?? 'none'}): read the filing again and decide on its current figures.`);
    }
    const at = new Date().toISOString();
    await tx.query(
      'insert into filing_reviews (customer_id, filing_id, decision, figures_digest, note, name, email, at) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [customer_id, filingId, input.decision, input.figures_digest, note === '' ? null : note, principal.name, principal.email, at],
    );
    if (input.decision === 'approve') {
      const current = await readFiling(tx, customer_id, filingId);
      await fileFiling(tx, current, { company, by: stored.review_requested_by ?? 'Tilitoimisto', at, receiptDocumentId: newDocumentId(new Date(at), 0) });
      return null;
    }
    await tx.query(`update filings set state = 'in_preparation' where customer_id = $1 and id = $2`, [customer_id, filingId]);
    const posted = await postAboutSubject(
      tx,
      customer_id,
      { kind: 'filing', id: filingId, label: filingLabel(obligation.kind, obligation.period) },
      { author: { kind: 'member', ref: principal.email, name: principal.name, email: principal.email }, body: note, at },
    );
    return posted.thread_id;
  });
  const body: FilingReviewResult = { customer_id, filing: await readFiling(ctx.db, customer_id, filingId), thread_id: threadId };
  return { status: 200, body };
};
