import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { payrollPaths } from './paths.ts';
import { runQuery } from '../../api/queries/payroll.ts';
import { employeeCount, runNameOf, type ReadRun, type RunName } from './run-reading.ts';
import styles from './runs.module.css';

/** A run's name in the language shown (docs/decisions/0021): "Kuukausipalkat 11/2026", "… (korvattu)" when voided. */
export function useRunNameText(): (name: RunName) => string {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  return (name) => {
    const base =
      name.by === 'kind'
        ? t(`runs.names.${name.kind}`, { period: format.period(name.period) })
        : name.by === 'unknownKind'
          ? t('runs.names.unknownKind', { period: format.period(name.period) })
          : name.paymentDate === null
            ? t('runs.names.unnamed')
            : t('runs.names.payday', { date: format.date(name.paymentDate) });
    return name.voided ? t('runs.names.voided', { name: base }) : base;
  };
}

/** A run as a list names it: by its payday and status until (or unless) the run itself is read. */
export interface ListedRunRef {
  id: string;
  status?: string;
  payment_date?: string;
}

/**
 * Each listed run read with its own query (a workspace lists few), for its kind, period and employee count:
 * `run` is undefined while it is on its way or when it cannot be read, and the run is then named by its payday.
 */
export function useListedRuns(
  customerId: string,
  runs: readonly ListedRunRef[],
): { listed: ListedRunRef; run: ReadRun | undefined; pending: boolean; name: RunName }[] {
  const client = useService();
  const reads = useQueries({ queries: runs.map((listed) => runQuery(client, customerId, listed.id)) });
  return runs.map((listed, index) => {
    const read = reads[index];
    const run = read?.data;
    return { listed, run, pending: read?.isPending ?? true, name: runNameOf(listed, run) };
  });
}

/**
 * Runs named in a note (the ones a change voided): each by its name and employee count, linking to its page; the
 * ids only in the technical details, in the caller's line.
 */
export function RunNameList({ customerId, runs, idsLine }: { customerId: string; runs: readonly ListedRunRef[]; idsLine: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const nameOf = useRunNameText();
  const named = useListedRuns(customerId, runs);
  return (
    <>
      <ul className={styles.runNames}>
        {named.map(({ listed, run, name }) => (
          <li key={listed.id}>
            <Link to={payrollPaths.run(customerId, listed.id)}>{nameOf(name)}</Link>
            {run ? <span className={styles.muted}> · {t('runs.employees', { count: employeeCount(run) })}</span> : null}
          </li>
        ))}
      </ul>
      <TechnicalDetails lines={[idsLine]} />
    </>
  );
}
