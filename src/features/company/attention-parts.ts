/** "Needs attention" read and put into words: each source's read, and the entries it comes to (docs/decisions/0025). */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogQuery } from '../../api/queries/connections.ts';
import { messagesUnreadQuery, messageThreadsQuery } from '../../api/queries/messages.ts';
import { filingAuthorizationsQuery, filingsQuery } from '../../api/queries/filings.ts';
import { expenseClaimsQuery, invoicesQuery, purchaseBillsQuery } from '../../api/queries/invoicing.ts';
import { paymentsQuery } from '../../api/queries/payments.ts';
import { workspaceQuery } from '../../api/queries/payroll.ts';
import { useService } from '../../api/service-context.tsx';
import { areaUrl } from '../../portal/areas.ts';
import { billReviewSegments } from '../../portal/bill-links.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useKnownLabel } from '../../ui/open-value.tsx';
import { authorizationsNeedingAction, billsAwaitingClarification, connectionsNeedingAction, failedFiles, filingsNeedingAction, invoicesWaitingForMe, paymentsNeedingAction, payrollFindings, returnedClaims, unreadMessages } from './attention.ts';
import { fileRowId, INGEST_HEADING_ID } from './anchors.ts';
import { attentionSourcesOf } from './attention-sources.ts';
import { ingestStatusQuery } from '../../api/queries/company.ts';
import { ATTENTION_NAMESPACE } from './messages.ts';
import { unreadSaid } from './unread-in-step.ts';

/**
 * One thing to do: a plain sentence that is the link to where it is done; `inPage` for a place on the
 * overview itself; `urgent` for what cannot wait (listed first, its sentence saying so).
 */
export interface Entry {
  key: string;
  text: string;
  href: string;
  inPage?: boolean;
  urgent?: boolean;
}

/** A source of the list with what it has come to: its entries once read, else its own loading or failure. */
export interface Part {
  source: string;
  query: UseQueryResult<unknown>;
  entries: Entry[] | undefined;
}

function part<T>(source: string, query: UseQueryResult<T>, toEntries: (data: T) => Entry[]): Part {
  return { source, query, entries: query.isSuccess ? toEntries(query.data) : undefined };
}

/** Every source's query, each asked for only by whom the view reads it for (attention-sources.ts). */
export function useAttentionReads(agentWorking: boolean, today: string) {
  const client = useService();
  const { company, staff } = useCurrentCompany();
  const customerId = company.customer_id;
  const sees = attentionSourcesOf({ roles: company.roles, staff });
  return {
    // the catalogue alone: the overview shows no source's data summary, so it asks for none
    catalog: useQuery({ ...catalogQuery(client, customerId, false), enabled: sees.connections }),
    // the file table's own query, asked for as the overview opened: this chunk comes later and asks nothing more
    ingest: useQuery({ ...ingestStatusQuery(client, customerId, agentWorking), refetchOnMount: false }),
    bills: useQuery({ ...purchaseBillsQuery(client, customerId), enabled: sees.bills }),
    workspace: useQuery({ ...workspaceQuery(client, customerId, today.slice(0, 7)), enabled: sees.payroll }),
    payments: useQuery({ ...paymentsQuery(client, customerId), enabled: sees.payments }),
    waiting: useQuery({ ...invoicesQuery(client, customerId, 'me'), enabled: sees.decisions }),
    claims: useQuery({ ...expenseClaimsQuery(client, customerId), enabled: sees.claims }),
    unread: useQuery({ ...messageThreadsQuery(client, customerId, { unread: true }), enabled: sees.messages }),
    // the navigation's badge's own read, never asked for here: its answers, when it has them, keep the count in step (unread-in-step.ts)
    unreadSummary: useQuery({ ...messagesUnreadQuery(client, customerId), enabled: false }),
    filings: useQuery({ ...filingsQuery(client, customerId), enabled: sees.filings }),
    authorizations: useQuery({ ...filingAuthorizationsQuery(client, customerId), enabled: sees.filings }),
  };
}

/** What each source the person sees has come to, in the list's order: its entries once read, else its state. */
export function useAttentionParts(reads: ReturnType<typeof useAttentionReads>, today: string): Part[] {
  const { t } = useTranslation();
  const { t: tAttention } = useTranslation(ATTENTION_NAMESPACE);
  const format = useFormat();
  const { company, staff, me } = useCurrentCompany();
  const customerId = company.customer_id;
  const label = useKnownLabel(ATTENTION_NAMESPACE);
  const period = today.slice(0, 7);
  const sees = attentionSourcesOf({ roles: company.roles, staff });
  const { catalog, ingest, bills, workspace, payments, waiting, claims, unread, unreadSummary, filings, authorizations } = reads;

  const unclear = (source: string, count: number, href: string, inPage?: boolean): Entry[] =>
    count === 0 ? [] : [{ key: `unclear-${source}`, text: tAttention('unclear', { source, count }), href, inPage }];
  const payrollUrl = areaUrl('payroll', customerId, [], new URLSearchParams({ period }));

  const parts: Part[] = [];
  if (sees.connections) {
    const source = t('nav.connections');
    parts.push(
      part(source, catalog, (data) => {
        const found = connectionsNeedingAction(data);
        return [
          ...found.items.map((connection) => ({
            key: `connection-${connection.id}`,
            text: tAttention('connection', { name: connection.name }),
            href: areaUrl('connections', customerId, [connection.id]),
          })),
          ...unclear(source, found.unclear, areaUrl('connections', customerId)),
        ];
      }),
    );
  }
  const files = tAttention('cards.ingestTitle');
  parts.push(
    part(files, ingest, (data) => {
      const found = failedFiles(data);
      return [
        ...found.items.map((file) => ({
          key: `file-${file.id}`,
          text: tAttention('failedFile', { filename: file.filename }),
          href: `#${encodeURIComponent(fileRowId(file.id))}`,
          inPage: true,
        })),
        ...unclear(files, found.unclear, `#${INGEST_HEADING_ID}`, true),
      ];
    }),
  );
  if (sees.bills) {
    const source = t('nav.bills');
    parts.push(
      part(source, bills, (data) => {
        const found = billsAwaitingClarification(data);
        return [
          ...found.items.map((bill) => ({
            key: `bill-${bill.id}`,
            text: tAttention('bill', { number: bill.number, supplier: bill.supplier }),
            href: areaUrl('bills', customerId, billReviewSegments(bill.id)),
          })),
          ...unclear(source, found.unclear, areaUrl('bills', customerId)),
        ];
      }),
    );
  }
  if (sees.decisions) {
    const source = t('nav.bills');
    parts.push(
      part(`${source} – ${tAttention('decisionsSource')}`, waiting, (data) => {
        const found = invoicesWaitingForMe(data);
        return [
          ...(found.count > 0 ? [{ key: 'invoices-waiting', text: tAttention('invoicesWaiting', { count: found.count }), href: areaUrl('bills', customerId) }] : []),
          ...unclear(source, found.unclear, areaUrl('bills', customerId)),
        ];
      }),
    );
  }
  if (sees.claims) {
    const source = t('nav.claims');
    parts.push(
      part(source, claims, (data) => {
        const found = returnedClaims(data);
        return [
          ...found.items.map((claim) => ({
            key: `claim-${claim.id}`,
            text: tAttention('claimReturned', { purpose: claim.purpose }),
            href: areaUrl('claims', customerId),
          })),
          ...unclear(source, found.unclear, areaUrl('claims', customerId)),
        ];
      }),
    );
  }
  if (sees.payroll) {
    const source = t('nav.payroll');
    parts.push(
      part(source, workspace, (data) => {
        const found = payrollFindings(data, today);
        return [
          ...found.paydaysWithoutRun.map((date) => ({
            key: `payday-${date}`,
            text: tAttention('paydayWithoutRun', { date: format.date(date) }),
            href: payrollUrl,
            urgent: true,
          })),
          ...found.missingTaxCards.map((employee) => ({
            key: `tax-card-${employee.employeeId}`,
            text: tAttention('taxCard', { name: employee.name, date: format.date(employee.payday) }),
            href: areaUrl('payroll', customerId, ['employees', employee.employeeId, 'tax-card'], new URLSearchParams({ period })),
          })),
          ...found.draftRuns.map((runs) => ({
            key: `runs-${runs.paymentDate}`,
            text: tAttention('draftRuns', { count: runs.count, date: format.date(runs.paymentDate) }),
            href: payrollUrl,
          })),
          ...unclear(source, found.unclear, payrollUrl),
        ];
      }),
    );
  }

  if (sees.payments) {
    const source = t('nav.payments');
    parts.push(
      part(source, payments, (data) => {
        const found = paymentsNeedingAction(data);
        const textKey = { awaiting: 'batchAwaiting', blocked: 'batchBlocked', unverified: 'batchPayeeUnverified', refused: 'batchRefused', held: 'batchHeld' } as const;
        return [
          ...found.items.map((batch) => ({
            key: `batch-${batch.id}`,
            text: tAttention(batch.kind === 'awaiting' && batch.overdue ? 'batchAwaitingOverdue' : textKey[batch.kind], {
              amount: batch.totalCents === null ? tAttention('batchTotalTooLarge') : format.money(batch.totalCents),
              date: format.date(batch.dueDate),
              count: batch.heldCount,
            }),
            href: areaUrl('payments', customerId, [batch.id]),
          })),
          ...unclear(source, found.unclear, areaUrl('payments', customerId)),
        ];
      }),
    );
  }

  if (sees.messages) {
    // the messages waiting to be read (docs/decisions/0013): the one thread when only one has them, else the unread threads;
    // as many as the navigation's badge says, when its answer is the newer (unread-in-step.ts)
    const source = t('nav.messages');
    parts.push(
      part(source, unread, (data) => {
        const found = unreadMessages(data);
        const said = unreadSaid(found, unread.dataUpdatedAt, unreadSummary.data, unreadSummary.dataUpdatedAt);
        const href =
          said.onlyThreadId === undefined
            ? areaUrl('messages', customerId, [], new URLSearchParams({ unread: 'true' }))
            : areaUrl('messages', customerId, [said.onlyThreadId]);
        return [
          ...(said.count > 0 ? [{ key: 'messages-unread', text: tAttention('unreadMessages', { count: said.count }), href }] : []),
          ...unclear(source, found.unclear, areaUrl('messages', customerId)),
        ];
      }),
    );
  }

  if (sees.filings) {
    // docs/decisions/0015: a late filing (urgent), one waiting for this person's approval, one due soon; an authorization to renew
    const source = t('nav.filings');
    const deciding = me.principal.kind === 'interactive' && !staff && company.roles.some((role) => role === 'admin' || role === 'approver');
    const filingName = (kind: string, period: string) => {
      const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
      const shown = /^\d{4}-\d{2}-\d{2}$/.test(period)
        ? format.date(period)
        : quarter
          ? tAttention('filingQuarter', { quarter: quarter[2], year: quarter[1] })
          : format.period(period);
      return tAttention('filingName', { kind: label('filingKinds', kind) ?? kind, period: shown });
    };
    parts.push(
      part(source, filings, (data) => {
        const found = filingsNeedingAction(data, today, deciding);
        return [
          ...found.items.map((filing) => {
            const values = { name: filingName(filing.kind, filing.period), date: format.date(filing.dueDate) };
            const days = Math.round((Date.parse(filing.dueDate) - Date.parse(today)) / 86_400_000);
            return {
              key: `filing-${filing.id}`,
              text:
                filing.finding === 'late'
                  ? tAttention('filingLate', values)
                  : filing.finding === 'awaiting'
                    ? tAttention('filingAwaiting', values)
                    : days === 0
                      ? tAttention('filingDueToday', values)
                      : tAttention('filingDue', { ...values, count: days }),
              href: areaUrl('filings', customerId, [filing.id]),
              urgent: filing.finding === 'late',
            };
          }),
          ...unclear(source, found.unclear, areaUrl('filings', customerId)),
        ];
      }),
    );
    const authorizationsSource = `${source} – ${tAttention('authorizationsSource')}`;
    const authorizationsUrl = areaUrl('filings', customerId, ['authorizations']);
    parts.push(
      part(authorizationsSource, authorizations, (data) => {
        const found = authorizationsNeedingAction(data);
        return [
          ...found.items.map((authorization) => ({
            key: `authorization-${authorization.id}`,
            text: tAttention(authorization.state === 'expired' ? 'authorizationExpired' : 'authorizationExpiring', {
              label: authorization.label,
              date: authorization.validUntil === null ? '' : format.date(authorization.validUntil),
            }),
            href: authorizationsUrl,
          })),
          ...unclear(authorizationsSource, found.unclear, authorizationsUrl),
        ];
      }),
    );
  }

  return parts;
}
