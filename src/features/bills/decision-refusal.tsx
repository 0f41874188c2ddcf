import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';
import { Refusal } from '../../ui/refusal.tsx';
import { DecisionRefused, type DecisionBasis } from '../../api/queries/invoicing-writes.ts';
import { useValueLabel } from './value-label.ts';
import { changesBetween, type Change } from './what-changed.ts';
import styles from './bills.module.css';

/**
 * A decision the service refused by name, in its own sentence; for a stale decision (409 `invoice_changed`)
 * what changed between what the person saw and the invoice now, before they decide again. Null for any
 * other failure: the dialog's shared banner says it.
 */
export function DecisionRefusal({ error, seen, ref }: { error: unknown; seen: DecisionBasis | undefined; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('bills');
  if (!(error instanceof DecisionRefused)) return null;
  const { code, now } = error;
  if (code === 'invoice_changed') {
    return (
      <Refusal error={error.error} title={t('refusal.invoice_changed')} ref={ref} tabIndex={-1} data-refusal={code}>
        {now && seen ? (
          <>
            <p>{t('refusal.invoice_changedText')}</p>
            <ChangesTable changes={changesBetween(seen, now)} currency={now.invoice.currency} />
          </>
        ) : (
          <p>{t('refusal.invoice_changedUnread')}</p>
        )}
      </Refusal>
    );
  }
  return (
    <Refusal error={error.error} title={t(`refusal.${code}`)} ref={ref} tabIndex={-1} data-refusal={code}>
      <p>{t(`refusal.${code}Text`)}</p>
    </Refusal>
  );
}

function ChangesTable({ changes, currency }: { changes: Change[]; currency: string }) {
  const { t } = useTranslation('bills');
  const say = useChangeWords(currency);
  if (changes.length === 0) return <p>{t('changes.none')}</p>;
  return (
    <table className={styles.changes}>
      <caption>{t('changes.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('changes.aspect')}</th>
          <th scope="col">{t('changes.before')}</th>
          <th scope="col">{t('changes.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => {
          const [aspect, before, after] = say(change);
          return (
            <tr key={change.aspect === 'step' ? `step-${change.step}` : change.aspect} data-change={change.aspect}>
              <th scope="row">{aspect}</th>
              <td>{before}</td>
              <td>{after}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A change as three texts: what it is about, what the person saw, what it is now. */
function useChangeWords(currency: string): (change: Change) => [string, string, string] {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  return (change) => {
    switch (change.aspect) {
      case 'total':
      case 'vat':
      case 'lines':
        return [t(`changes.${change.aspect}`), format.money(change.before, currency), format.money(change.after, currency)];
      case 'due_date':
        return [t('changes.due_date'), format.date(change.before), format.date(change.after)];
      case 'supplier':
      case 'number':
        return [t(`changes.${change.aspect}`), change.before, change.after];
      case 'review_state':
        return [t('changes.review_state'), label('reviewState', change.before), label('reviewState', change.after)];
      case 'state':
        return [t('changes.state'), label('circulationState', change.before), label('circulationState', change.after)];
      case 'step': {
        const outcome = (value: typeof change.before) =>
          value ? t('changes.stepOutcome', { decision: label('decision', value.decision), name: value.name }) : t('changes.undecided');
        return [t('changes.step', { step: label('step', change.step) }), outcome(change.before), outcome(change.after)];
      }
      case 'duplicate':
        return [t('changes.duplicate'), change.before === null ? t('changes.no') : t('changes.yes'), change.after === null ? t('changes.no') : t('changes.yes')];
    }
  };
}
