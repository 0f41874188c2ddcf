import { useTranslation } from 'react-i18next';
import { OpenValueText } from '../../ui/open-value.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import styles from './payments.module.css';

/**
 * The bank's payee check of one payment (Verification of Payee, EU 2024/886; docs/decisions/0010) in
 * plain words: a match, a close match with the name the bank holds, no match (the money may go to someone
 * else: said as a danger), or the payee's bank not answering. Not checked (null) says nothing; a value the
 * portal does not know is shown as it came.
 */
export function PayeeCheckText({ check, bankName }: { check: string | null; bankName: string | null }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  if (check === null) return null;
  switch (check) {
    case 'match':
      return <span data-payee-check={check}>{t('payee.match')}</span>;
    case 'close_match':
      return (
        <span data-payee-check={check} className={styles.caution}>
          {bankName === null || bankName === '' ? t('payee.closeMatchNoName') : t('payee.close_match', { name: bankName })}
        </span>
      );
    case 'no_match':
      return (
        <strong data-payee-check={check} className={styles.missing}>
          {t('payee.no_match')}
        </strong>
      );
    case 'unavailable':
      return <span data-payee-check={check}>{t('payee.unavailable')}</span>;
    default:
      return (
        <span data-payee-check={check}>
          <OpenValueText value={check} label={undefined} />
        </span>
      );
  }
}
