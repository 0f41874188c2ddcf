import { useTranslation } from 'react-i18next';
import { z } from '../../api/zod.ts';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { Banner } from '../../ui/states.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { RunNameList } from './run-names.tsx';

/**
 * What the employee page says after a save; a new employee's page learns it from the navigation that opened
 * it. `unreadable`: the service saved (2xx) but its answer could not be read, so what it voided is not known
 * either; the status and problem are kept for the technical details.
 */
export const SaveNotice = z.object({
  notice: z.enum(['created', 'updated', 'unchanged']),
  voided: z.array(z.string()),
  unreadable: z.object({ status: z.number(), problem: z.string() }).optional(),
});
export type SaveNotice = z.infer<typeof SaveNotice>;

/** The notice of the last save: done, nothing to change, or done with draft runs voided (named, with links). */
export function SaveNoticeView({ notice, name, customerId }: { notice: SaveNotice | null; name: string; customerId: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  return (
    <>
      {notice?.unreadable ? <DoneButUnreadable answer={notice.unreadable} what={t('form.savedUnreadable', { name })} /> : null}
      <div role="status">
        {notice && !notice.unreadable ? (
          <Banner tone={notice.voided.length > 0 ? 'warning' : 'success'}>
            <p>{t(`form.${notice.notice === 'unchanged' ? 'nothingChanged' : notice.notice}`)}</p>
            {notice.voided.length > 0 ? (
              <>
                <p>{t('form.voided', { count: notice.voided.length })}</p>
                <RunNameList
                  customerId={customerId}
                  runs={notice.voided.map((id) => ({ id, status: 'voided' }))}
                  idsLine={t('form.voidedIds', { runs: notice.voided.join(', ') })}
                />
              </>
            ) : null}
          </Banner>
        ) : null}
      </div>
    </>
  );
}
