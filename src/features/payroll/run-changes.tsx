/** What changed in a payroll run since the previous month's run of the same kind. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readableItems } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { shiftPeriod } from './periods.ts';
import { workspaceQuery } from '../../api/queries/payroll.ts';
import { useListedRuns, useRunNameText } from './run-names.tsx';
import { compareWithPrevious, previousRunOf, runNameOf, type ListedRun, type PayChange, type ReadRun } from './run-reading.ts';
import styles from './runs.module.css';

/**
 * What changed since the previous month's run of the same kind: the previous period's workspace lists its runs,
 * each read for its kind; the one to compare with is chosen by previousRunOf, and compared employee by employee.
 */
export function ChangesSincePrevious({ run, customerId }: { run: ReadRun; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const client = useService();
  const nameOf = useRunNameText();
  const previousPeriod = shiftPeriod(run.period, -1);
  const workspace = useQuery(workspaceQuery(client, customerId, previousPeriod));
  const listed = workspace.data ? readableItems(workspace.data.draft_runs) : [];
  const reads = useListedRuns(customerId, listed);
  const waiting = workspace.isPending || reads.some(({ pending }) => pending);
  let body;
  if (workspace.isError) body = <p>{t('runs.changes.failed')}</p>;
  else if (waiting) body = <p className={styles.muted}>{t('runs.changes.loading')}</p>;
  else {
    const candidates: ListedRun[] = reads.flatMap(({ run: read }) => (read ? [{ id: read.id, status: read.status, kind: read.kind, payment_date: read.payment_date }] : []));
    const chosen = previousRunOf(candidates, run.kind);
    const previous = chosen ? reads.find(({ run: read }) => read?.id === chosen.id)?.run : undefined;
    body = previous ? (
      <>
        <p>{t('runs.changes.comparedWith', { name: nameOf(runNameOf(null, previous)) })}</p>
        <ChangesTable changes={compareWithPrevious(run, previous)} />
      </>
    ) : (
      <p>{t('runs.changes.none', { period: format.period(previousPeriod) })}</p>
    );
  }
  return (
    <Section title={t('runs.changes.title')}>{body}</Section>
  );
}

function ChangesTable({ changes }: { changes: PayChange[] }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  // a figure now beside the previous month's; one who was not paid then or is not paid now has only the other
  const nowAndBefore = (now: number | undefined, before: number | undefined) =>
    now === undefined
      ? `– (${format.money(before ?? 0)})`
      : before === undefined
        ? format.money(now)
        : t('runs.changes.was', { now: format.money(now), before: format.money(before) });
  const signed = (cents: number) => (cents > 0 ? `+${format.money(cents)}` : cents < 0 ? `−${format.money(-cents)}` : format.money(0));
  return (
    <DataTable
      caption={t('runs.changes.table')}
      rows={changes}
      rowKey={(change) => `${change.kind}-${change.employeeId}`}
      rowAttributes={(change) => ({ 'data-change': change.kind })}
      columns={[
        { key: 'employee', header: t('runs.changes.employee'), rowHeader: true, cell: (change) => change.name },
        {
          key: 'gross',
          header: t('runs.changes.gross'),
          numeric: true,
          className: styles.number,
          cell: (change) => nowAndBefore(change.kind === 'gone' ? undefined : change.gross, change.kind === 'new' ? undefined : change.previousGross),
        },
        {
          key: 'net',
          header: t('runs.changes.net'),
          numeric: true,
          className: styles.number,
          cell: (change) => nowAndBefore(change.kind === 'gone' ? undefined : change.net, change.kind === 'new' ? undefined : change.previousNet),
        },
        {
          key: 'change',
          header: t('runs.changes.change'),
          wide: true,
          className: styles.change,
          cell: (change) =>
            change.kind === 'changed' ? t('runs.changes.kinds.changed', { net: signed(change.net - change.previousNet) }) : t(`runs.changes.kinds.${change.kind}`),
        },
      ]}
    />
  );
}
