import { useTranslation } from 'react-i18next';
import { isUnreadable } from '../../api/reading.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { formatHoursForInput } from '../../i18n/parse-amounts.ts';
import { incomeGauge, withholdingSplit, type ReadPayslip } from './run-reading.ts';
import styles from './runs.module.css';

/**
 * One payslip line by line (docs/decisions/0018): its earnings, gross, the withholding with how it splits at the tax
 * card's income ceiling, the employee's contributions and what is paid to which account; the employee's
 * income against the ceiling as a small gauge. `idBase` keeps the ids of two payslips on a page apart.
 */
export function PayslipView({ payslip, idBase }: { payslip: ReadPayslip; idBase: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const label = useKnownLabel(PAYROLL_NAMESPACE);
  return (
    <>
      <DataTable
        caption={t('runs.payslips.lines', { name: payslip.name })}
        captionVisible
        className={styles.lines}
        rows={payslip.lines}
        rowKey={(line, index) => `${line.kind}-${index}`}
        columns={[
          {
            key: 'description',
            header: t('runs.payslips.description'),
            rowHeader: true,
            cell: (line) => <OpenValueText value={line.kind} label={label('runs.payslips.lineKinds', line.kind)} />,
          },
          {
            key: 'quantity',
            header: t('runs.payslips.quantity'),
            numeric: true,
            className: styles.number,
            cell: (line) => `${formatHoursForInput(line.quantity, format.language)}${line.kind === 'hourly_wage' ? ' h' : ''}`,
          },
          { key: 'unit', header: t('runs.payslips.unit'), numeric: true, className: styles.number, cell: (line) => format.money(line.unit_cents) },
          { key: 'amount', header: t('runs.payslips.amount'), numeric: true, className: styles.number, cell: (line) => format.money(line.amount_cents) },
        ]}
      />
      <dl className={styles.sums}>
        <div>
          <dt>{t('runs.payslips.gross')}</dt>
          <dd>{format.money(payslip.gross_cents)}</dd>
        </div>
        <div>
          <dt>{t('runs.payslips.withholding')}</dt>
          <dd>−{format.money(payslip.withholding.amount_cents)}</dd>
        </div>
        <div>
          <dt>{t('runs.payslips.pension', { rate: format.basisPoints(payslip.employee_pension_basis_points) })}</dt>
          <dd>−{format.money(payslip.employee_pension_cents)}</dd>
        </div>
        <div>
          <dt>{t('runs.payslips.unemployment')}</dt>
          <dd>−{format.money(payslip.employee_unemployment_cents)}</dd>
        </div>
        <div className={styles.net}>
          <dt>{t('runs.payslips.net')}</dt>
          <dd>{format.money(payslip.net_cents)}</dd>
        </div>
      </dl>
      <WithholdingExplanation payslip={payslip} />
      <p>{payslip.iban_masked ? t('runs.payslips.account', { iban: payslip.iban_masked }) : <strong>{t('runs.payslips.noAccount')}</strong>}</p>
      <IncomeGaugeView payslip={payslip} idBase={idBase} />
      <p className={styles.muted}>
        {t('runs.payslips.employerCosts', {
          pension: format.money(payslip.employer_pension_cents),
          health: format.money(payslip.employer_health_insurance_cents),
          unemployment: format.money(payslip.employer_unemployment_cents),
        })}
      </p>
      <TechnicalDetails
        lines={[
          t('runs.payslips.employeeId', { id: payslip.employee_id }),
          t('runs.payslips.contractId', { id: payslip.contract_id }),
          ...payslip.lines.map((line) => (isUnreadable(line) ? undefined : t('runs.payslips.lineSaid', { description: line.description }))),
        ]}
      />
    </>
  );
}

/** How the withholding was computed, in one plain sentence; the split at the ceiling named where it is crossed. */
export function WithholdingExplanation({ payslip }: { payslip: ReadPayslip }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const split = withholdingSplit(payslip.withholding);
  const amount = format.money(split.amount);
  const text =
    split.kind === 'crossed'
      ? t('runs.split.crossed', {
          basePart: format.money(split.basePart),
          baseRate: format.basisPoints(split.baseRate),
          additionalPart: format.money(split.additionalPart),
          additionalRate: format.basisPoints(split.additionalRate),
          amount,
        })
      : t(`runs.split.${split.kind}`, { rate: format.basisPoints(split.rate), amount });
  return (
    <p className={styles.split} data-withholding={split.kind}>
      {text}
    </p>
  );
}

/**
 * The employee's income since the card took effect, this run included, against the card's income ceiling: a
 * `<meter>` whose text equivalent (its accessible description, and on the page) says the figures.
 */
export function IncomeGaugeView({ payslip, idBase }: { payslip: ReadPayslip; idBase: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const gauge = incomeGauge(payslip);
  if (gauge === null) return <p className={styles.muted}>{t('runs.gauge.noCard')}</p>;
  const textId = `${idBase}-gauge-text`;
  const text =
    gauge.over > 0
      ? t('runs.gauge.over', { after: format.money(gauge.after), ceiling: format.money(gauge.ceiling), over: format.money(gauge.over) })
      : t('runs.gauge.under', {
          after: format.money(gauge.after),
          ceiling: format.money(gauge.ceiling),
          percent: format.basisPoints(gauge.percent * 100),
          left: format.money(gauge.left),
        });
  return (
    <div className={styles.gauge}>
      <meter
        min={0}
        max={gauge.ceiling}
        value={gauge.value}
        high={gauge.high}
        optimum={0}
        aria-label={t('runs.gauge.label', { name: payslip.name })}
        aria-describedby={textId}
      />
      <p id={textId}>{text}</p>
    </div>
  );
}
