import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { PageTop } from '../../ui/page-top.tsx';
import { Loaded } from '../../ui/states.tsx';
import { AddEntryForm as AddEntryFormOf } from './add-entry-form.tsx';
import { searchOfSelection, todayInFinland } from './dates.ts';
import { resolveRange, selectionFromSearch, type RangeSelection } from './ranges.ts';
import { formatDuration } from './duration.ts';
import { EntryList } from './entry-list.tsx';
import { WORKLOG_NAMESPACE } from './messages.ts';
import { markRangeSelected } from './perf-marks.ts';
import { worklogListQuery } from './queries.ts';
import { RangePicker as RangePickerOf } from './range-picker.tsx';
import { VoidDialog } from './void-dialog.tsx';
import styles from './worklog.module.css';
import { Section } from '../../ui/section.tsx';
import { afterNextPaint } from '../../yield-to-main.ts';

// Drawn again only when their own props change: the list's answers redraw the page, never the form (docs/decisions/0023).
const AddEntryForm = memo(AddEntryFormOf);
const RangePicker = memo(RangePickerOf);

/** Spec §2.12, §4.8: the company's work log — record hours, look at a range, void, export. */
export default function WorklogPage() {
  useMessagesOf(WORKLOG_NAMESPACE);
  const { company } = useCurrentCompany();
  // Keyed by the company: switching company drops every state of the other one (an open dialog first).
  return <WorklogView key={company.customer_id} customerId={company.customer_id} />;
}

function WorklogView({ customerId }: { customerId: string }) {
  const { t } = useTranslation(WORKLOG_NAMESPACE);
  const format = useFormat();
  const client = useService();
  const { staff, company } = useCurrentCompany();
  const [search, setSearch] = useSearchParams();
  // "today" is fixed while the view is open, so that a list does not move under the person at midnight
  const [today] = useState(() => todayInFinland());
  const selection = useMemo(() => selectionFromSearch(search), [search]);
  const range = useMemo(() => resolveRange(selection, today), [selection, today]);
  const list = useQuery(worklogListQuery(client, customerId, range));

  const [voiding, setVoiding] = useState<{ entry: WorklogEntry; opener: HTMLButtonElement } | null>(null);
  const [notice, setNotice] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  // The modal dialog makes the rest of the page inert until it has closed: focus moves once it is gone.
  const focusAfterDialog = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (voiding || !focusAfterDialog.current) return;
    focusAfterDialog.current.focus();
    focusAfterDialog.current = null;
  }, [voiding]);

  const choose = useCallback(
    (next: RangeSelection) => {
      markRangeSelected();
      setNotice('');
      setSearch(searchOfSelection(next));
    },
    [setSearch],
  );
  const openVoid = useCallback((entry: WorklogEntry, opener: HTMLButtonElement) => {
    setNotice('');
    setVoiding({ entry, opener });
  }, []);

  const [formShown, showForm] = useShownAfterPaint(list.isPending || list.isError);

  const onlyOwn = company.roles.length > 0 && company.roles.every((role) => role === 'claimant');

  return (
    <>
      <PageTop heading={t('title')}>
        <p>{t('intro')}</p>
        {onlyOwn ? <p>{t('introOwn')}</p> : null}
      </PageTop>

      <Section title={t('add.title')}>
        {staff ? (
          <p>{t('add.staffOnly')}</p>
        ) : formShown ? (
          <AddEntryForm customerId={customerId} today={today} shownRange={range} />
        ) : (
          <div className={styles.addFormSpace} />
        )}
      </Section>

      <Section headingRef={listHeading} headingClassName={styles.listHeading} title={t('list.title', { from: format.date(range.from), to: format.date(range.to) })}>
        <RangePicker selection={selection} today={today} onChange={choose} />
        <p role="status" className={styles.status}>
          {notice}
        </p>
        <Loaded query={list}>
          {(data) => (
            <EntryList
              list={data}
              range={range}
              onVoid={openVoid}
              onNarrow={(narrower) => choose({ preset: 'custom', ...narrower })}
              onDrawn={showForm}
            />
          )}
        </Loaded>
      </Section>

      {voiding ? (
        <VoidDialog
          customerId={customerId}
          entry={voiding.entry}
          showAuthor={list.data?.viewer_role !== 'claimant'}
          onCancel={() => {
            focusAfterDialog.current = voiding.opener;
            setVoiding(null);
          }}
          onVoided={(entry) => {
            // the entry and its button are gone: the list's heading is the nearest steady place
            focusAfterDialog.current = listHeading.current;
            setVoiding(null);
            setNotice(t('list.voided', { date: format.date(entry.entry_date), duration: formatDuration(entry.minutes) }));
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The add-entry form comes after the list's first part has been painted (or, with no list to draw yet, after
 * the page's first paint): its registration would otherwise lengthen the one task that draws the list (issue
 * 32). Its space is kept meanwhile (worklog.module.css), so nothing moves when it comes. Not a transition: one
 * would be drawn together with the list's, whose first answer is drawn as a transition (ui/states.tsx).
 */
function useShownAfterPaint(nothingToDraw: boolean): [shown: boolean, show: () => void] {
  const [shown, setShown] = useState(false);
  const asked = useRef(false);
  const show = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    void afterNextPaint().then(() => setShown(true));
  }, []);
  useEffect(() => {
    if (nothingToDraw) show();
  }, [nothingToDraw, show]);
  return [shown, show];
}
