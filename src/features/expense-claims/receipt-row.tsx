/** One receipt of a claim being filed: its name, its progress, and what can be done with it. */
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../i18n/format-words.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { FieldError } from '../../ui/field.tsx';
import { CLAIMS_NAMESPACE } from './messages.ts';
import { type Receipt } from './use-receipts.ts';
import styles from './claims.module.css';

/** One receipt: its name, how far it has got, and — refused or failed — why, with a way to send it again or take it off. */
export function ReceiptRow({ receipt, onRetry, onRemove }: { receipt: Receipt; onRetry: () => void; onRemove: () => void }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const format = useFormat();
  const name = receipt.file.name;
  const percent = receipt.total > 0 ? Math.round((receipt.sent / receipt.total) * 100) : 0;
  return (
    <li className={styles.receipt} data-receipt-state={receipt.state}>
      {receipt.state === 'sending' ? (
        <>
          <span className={styles.filename}>{t('form.sending', { name, percent })}</span>
          <progress max={100} value={percent} aria-label={name} />
        </>
      ) : receipt.state === 'stored' ? (
        <span className={styles.filename}>
          {t('form.stored', { name })} <span className={styles.muted}>{formatBytes(receipt.file.size, format.language)}</span>
        </span>
      ) : (
        <FieldError>{t(`form.upload.${receipt.problem ?? 'failed'}`, { name })}</FieldError>
      )}
      <span className={styles.receiptActions}>
        {receipt.problem === 'failed' ? (
          <button type="button" className="secondary" onClick={onRetry}>
            {t('form.upload.retry')}
          </button>
        ) : null}
        {receipt.state !== 'sending' ? (
          <button type="button" className="secondary" aria-label={t('form.remove', { name })} onClick={onRemove}>
            ×
          </button>
        ) : null}
      </span>
    </li>
  );
}
