import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadDocumentContentMutation } from '../../api/queries/documents-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import { messageThreadsQuery } from '../../api/queries/messages.ts';
import { isUnreadable, readableItems, type UnreadableItem } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { downloadName } from '../../api/document-names.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useKnownLabel, OpenValueText, TechnicalDetails, UnreadableListItem } from '../../ui/open-value.tsx';
import { subjectThreadUrl } from '../../portal/subject-thread.ts';
import { saveFile } from '../../ui/save-file.ts';
import { Empty } from '../../ui/states.tsx';
import { standingOf, type Claim } from './claim-state.ts';
import { CLAIMS_NAMESPACE } from './messages.ts';
import styles from './claims.module.css';

/**
 * "Omat kulukorvaukset": each of the claimant's claims, newest first, with its state in plain words and what
 * it asks of them — a returned claim says who returned it and why, and that a new claim is the way on; an
 * approved one that it waits for the payment batch; a paid one the day it was paid — then the amount, the
 * purpose and the receipts, its number (KL-4, as the firm and the thread name it) and its conversation with
 * the accounting firm: the thread about it (its unread messages counted) or the way to ask. A claim that could
 * not be read stands in its place; its siblings are shown.
 */
export function ClaimsList({ customerId, claims }: { customerId: string; claims: readonly (Claim | UnreadableItem)[] }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const unread = useUnreadByClaim(customerId);
  if (claims.length === 0) return <Empty>{t('list.empty')}</Empty>;
  return (
    <ul className={styles.claimList}>
      {claims.map((claim, index) =>
        isUnreadable(claim) ? (
          <UnreadableListItem key={claim.id ?? `unreadable-${index}`} item={claim} className="card" />
        ) : (
          <ClaimCard key={claim.id} customerId={customerId} claim={claim} unread={unread.get(claim.id)} />
        ),
      )}
    </ul>
  );
}

/**
 * The unread messages of each claim's thread, by the claim's id, from the person's thread list (the messages'
 * own read, shared with the messages area). Whatever goes wrong with it, the claims stand without counts: the
 * link to each claim's conversation finds its thread by itself.
 */
function useUnreadByClaim(customerId: string): Map<string, number> {
  const client = useService();
  const threads = useQuery(messageThreadsQuery(client, customerId));
  const unread = new Map<string, number>();
  for (const thread of readableItems(threads.data?.threads ?? [])) {
    if (thread.subject?.kind === 'expense_claim') unread.set(thread.subject.id, thread.unread_count);
  }
  return unread;
}

function ClaimCard({ customerId, claim, unread }: { customerId: string; claim: Claim; unread: number | undefined }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const label = useKnownLabel(CLAIMS_NAMESPACE);
  const format = useFormat();
  const standing = standingOf(claim);
  const purpose = claim.claim?.purpose ?? claim.number;
  const next = claim.circulation.next;
  return (
    <li className={`card ${styles.claim}`} data-claim-id={claim.id} data-claim-state={claim.circulation.state}>
      <h3 className={styles.claimTitle}>{purpose}</h3>
      <p className={styles.muted} data-claim-number="">
        {t('list.number', { number: claim.number })}
      </p>
      <p className={styles.state}>
        <strong data-claim-standing="">
          {standing.state === 'unknown' ? <OpenValueText value={claim.circulation.state} label={undefined} /> : (label('list.states', standing.state) ?? standing.state)}
        </strong>
      </p>
      {standing.returned ? (
        <div className={styles.returned} data-returned="">
          <p>{t('list.returnedBy', { name: standing.returned.name, reason: standing.returned.reason })}</p>
          <p>{t('list.returnedAdvice')}</p>
        </div>
      ) : null}
      {standing.state === 'paid' && standing.paidAt !== null ? <p data-paid-on="">{t('list.paidOn', { date: format.date(standing.paidAt.slice(0, 10)) })}</p> : null}
      {standing.held ? <p className={styles.returned}>{t('list.held')}</p> : null}
      {standing.state === 'approved' && !standing.held && claim.claim ? <p>{t('list.inBatch', { iban: claim.claim.iban_masked })}</p> : null}
      {(standing.state === 'waiting_for_check' || standing.state === 'waiting_for_approval') && next && next.people.length > 0 ? (
        <p>{t('list.next', { people: next.people.map((person) => person.name).join(', ') })}</p>
      ) : null}
      <p className={styles.figures}>{t('list.amount', { amount: format.money(claim.total_cents), vat: format.money(claim.vat_cents) })}</p>
      {claim.claim ? <p className={styles.muted}>{t('list.date', { date: format.date(claim.claim.date) })}</p> : null}
      {claim.claim && claim.claim.document_ids.length > 0 ? (
        <ul className={styles.receiptLinks}>
          {claim.claim.document_ids.map((documentId, index) => (
            <li key={documentId}>
              <ReceiptLink customerId={customerId} documentId={documentId} number={index + 1} purpose={purpose} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.conversation}>
        <Link
          to={subjectThreadUrl(customerId, { kind: 'expense_claim', id: claim.id })}
          aria-label={t(unread === undefined ? 'list.askAbout' : 'list.conversationAbout', { number: claim.number })}
          data-claim-conversation=""
        >
          {unread === undefined ? t('list.ask') : t('list.conversation')}
        </Link>
        {unread !== undefined && unread > 0 ? (
          <>
            {' '}
            <strong data-unread={unread}>{t('list.unread', { count: unread })}</strong>
          </>
        ) : null}
      </p>
      <TechnicalDetails lines={[t('technical.claimId', { id: claim.id }), t('technical.number', { number: claim.number }), t('technical.state', { state: claim.circulation.state })]} />
    </li>
  );
}

/** A receipt of the claim: its stored bytes, fetched and handed to the browser (ui/save-file.ts). */
function ReceiptLink({ customerId, documentId, number, purpose }: { customerId: string; documentId: string; number: number; purpose: string }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const fetching = useWrite(downloadDocumentContentMutation, customerId);
  const state = fetching.isPending ? 'loading' : fetching.isError ? 'failed' : 'idle';
  const open = () => fetching.mutate(documentId, { onSuccess: (stored) => saveFile(stored.blob, downloadName(t('list.receipt', { number }), stored.contentType)) });
  return (
    <>
      <button type="button" className="secondary" aria-label={t('list.receiptOpen', { number, purpose })} disabled={state === 'loading'} onClick={open} data-receipt={documentId}>
        {t('list.receipt', { number })}
      </button>
      {state === 'failed' ? (
        <span role="alert" className={styles.failed}>
          {t('list.receiptFailed', { number })}
        </span>
      ) : null}
    </>
  );
}
