import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';
import { useKnownLabel } from '../../ui/open-value.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import type { Batch } from './model.ts';

/**
 * A batch's name in the person's language: its kind and due date ("Palkat, eräpäivä 31.10.2026"). The
 * service's own `label` (English in the sandbox) is kept for the technical details; a batch of a kind the
 * portal does not know is named by that label, as it came.
 */
export function useBatchName(): (batch: Pick<Batch, 'kind' | 'due_date' | 'label'>) => string {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const format = useFormat();
  const label = useKnownLabel(PAYMENTS_NAMESPACE);
  return (batch) => {
    const kind = label('kinds', batch.kind);
    return kind === undefined ? batch.label : t('batchName', { kind, date: format.date(batch.due_date) });
  };
}
