import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { readableItems } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { Facts } from '../../ui/facts.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loaded } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { payrollPaths } from './paths.ts';
import { PayslipView } from './payslip-view.tsx';
import { runQuery } from '../../api/queries/payroll.ts';
import { useRunNameText } from './run-names.tsx';
import { runNameOf } from './run-reading.ts';
import styles from './runs.module.css';

/**
 * `runs/:runId/payslips/:employeeId`: one employee's payslip to print (docs/decisions/0018). On paper only the payslip is
 * shown: the portal's header and navigation, the buttons and the technical details stay on screen
 * (runs.module.css `@media print`).
 */
export function PayslipPage() {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const nameOf = useRunNameText();
  const { runId = '', employeeId = '' } = useParams();
  const client = useService();
  const { company } = useCurrentCompany();
  const run = useQuery(runQuery(client, company.customer_id, runId));
  const back = (
    <Link className={`${styles.back} ${styles.noPrint}`} to={payrollPaths.run(company.customer_id, runId)}>
      <span aria-hidden="true">← </span>
      {t('runs.print.back')}
    </Link>
  );
  return (
    <Loaded query={run} heading={t('runs.payslips.title')}>
      {(data) => {
        const payslip = readableItems(data.payslips).find((candidate) => candidate.employee_id === employeeId);
        if (!payslip) {
          return (
            <>
              {back}
              <PageHeading>{t('runs.payslips.title')}</PageHeading>
              <p>{t('runs.print.notFound')}</p>
            </>
          );
        }
        return (
          <article className={styles.printable}>
            {back}
            <PageHeading>{t('runs.print.title', { name: payslip.name })}</PageHeading>
            <div className={`${styles.actions} ${styles.noPrint}`}>
              <button type="button" onClick={() => window.print()}>
                {t('runs.print.button')}
              </button>
              <span className={styles.muted}>{t('runs.print.hint')}</span>
            </div>
            <Facts className={styles.figures}>
              <dt>{t('runs.print.employer')}</dt>
              <dd>
                {company.name} ({company.business_id})
              </dd>
              <dt>{t('runs.print.employee')}</dt>
              <dd>{payslip.name}</dd>
              <dt>{t('runs.print.run')}</dt>
              <dd>{nameOf(runNameOf(null, data))}</dd>
              <dt>{t('runs.print.period')}</dt>
              <dd>{format.period(data.period)}</dd>
              <dt>{t('runs.print.payday')}</dt>
              <dd>{format.date(data.payment_date)}</dd>
            </Facts>
            <PayslipView payslip={payslip} idBase="payslip" />
          </article>
        );
      }}
    </Loaded>
  );
}
