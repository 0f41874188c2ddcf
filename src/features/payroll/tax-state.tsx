import { useTranslation } from 'react-i18next';
import type { SavedEmployee } from './employee-form-schema.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { PAYROLL_NAMESPACE } from './messages.ts';
import styles from './payroll.module.css';

/**
 * The withholding an employee is paid with in a period: the card fetched from the tax authority when
 * one is in force, else the figures of a paper card entered by hand, else none at all.
 */
export function TaxState({ employee }: { employee: SavedEmployee }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const card = employee.tax_card;
  if (card) {
    return (
      <ul className={styles.lines}>
        <li className={styles.fetched}>{t('taxState.fetched')}</li>
        <li>
          {t('taxState.rates', {
            base: format.basisPoints(card.applied_base_basis_points),
            additional: format.basisPoints(card.applied_additional_basis_points),
          })}
        </li>
        <li>{t('taxState.ceiling', { amount: format.money(card.annual_income_ceiling_cents) })}</li>
        <li>{t('taxState.validFrom', { date: format.date(card.valid_from) })}</li>
        {card.applied_base_basis_points > card.authority_base_basis_points ? (
          <li className={styles.muted}>{t('taxState.requestedApplied', { rate: format.basisPoints(card.applied_base_basis_points) })}</li>
        ) : null}
      </ul>
    );
  }
  const base = employee.withholding_basis_points;
  if (base !== null && base !== undefined) {
    const additional = employee.tax_card_additional_basis_points;
    const ceiling = employee.tax_card_income_ceiling_cents;
    return (
      <ul className={styles.lines}>
        <li className={styles.manual}>{t('taxState.manual')}</li>
        <li>
          {t('taxState.rates', {
            base: format.basisPoints(base),
            additional: additional === null || additional === undefined ? '–' : format.basisPoints(additional),
          })}
        </li>
        {ceiling !== null && ceiling !== undefined ? <li>{t('taxState.ceiling', { amount: format.money(ceiling) })}</li> : null}
        {employee.tax_card_effective_from ? <li>{t('taxState.validFrom', { date: format.date(employee.tax_card_effective_from) })}</li> : null}
      </ul>
    );
  }
  return <span className={styles.none}>{t('taxState.none')}</span>;
}
