import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { Pill } from '../../ui/pill.tsx';
import { Section } from '../../ui/section.tsx';
import { Empty } from '../../ui/states.tsx';
import { useValueLabel } from './value-label.ts';
import styles from './bills.module.css';

/** The operations the service names for the bill and whether the reader's role may take them: described, never offered as buttons. */
export function ActionsSection({ snapshot }: { snapshot: PurchaseBillOriginalReview }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  return (
    <Section title={t('actions.title')}>
      <p className={snapshot.requires_staff_confirmation ? styles.attentionText : undefined}>
        {snapshot.requires_staff_confirmation ? t('actions.confirmationRequired') : t('actions.confirmationNotRequired')}
      </p>
      {snapshot.actions.length === 0 ? (
        <Empty>{t('actions.empty')}</Empty>
      ) : (
        <ul className={styles.actions}>
          {snapshot.actions.map((action) => (
            <li key={`${action.operation.id}@${action.operation.version}`}>
              <span className={styles.actionName}>{label('operation', action.operation.id)}</span>
              <Pill className={action.role_eligible ? styles.eligible : styles.notEligible}>
                {action.role_eligible ? t('actions.eligible') : t('actions.notEligible')}
              </Pill>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>{t('actions.note')}</p>
    </Section>
  );
}
