import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { WorklogQuery } from '../../api/schemas/worklog.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Field } from '../../ui/field.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { isoWeekOf, searchOfSelection } from './dates.ts';
import { RANGE_PRESETS, resolveRange, type RangePreset, type RangeSelection } from './ranges.ts';
import { WORKLOG_NAMESPACE } from './messages.ts';
import styles from './worklog.module.css';

/** The contract's bounds, both required here, the first not after the last. */
const CustomRange = WorklogQuery.pick({ from: true, to: true })
  .required()
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'order' });
type CustomRangeInput = z.input<typeof CustomRange>;
type CustomRangeValues = z.output<typeof CustomRange>;

const PRESET_LABEL = {
  'this-month': 'range.thisMonth',
  'last-month': 'range.lastMonth',
  'this-week': 'range.thisWeek',
  custom: 'range.custom',
} as const satisfies Record<RangePreset | 'custom', string>;

/**
 * This month, last month, this ISO week or dates of one's own. A preset applies as soon as it is
 * chosen (arrow keys move between them, as in any radio group); custom dates apply with their button,
 * so that half-typed dates never fetch.
 */
export function RangePicker({
  selection,
  today,
  onChange,
}: {
  selection: RangeSelection;
  today: string;
  onChange: (selection: RangeSelection) => void;
}) {
  const { t } = useTranslation(WORKLOG_NAMESPACE);
  const format = useFormat();
  // What the person picked shows at once, before the URL (a router transition) follows; "Other range"
  // opens the date fields before anything is fetched. A selection changed from elsewhere wins.
  const selectionKey = searchOfSelection(selection).toString();
  const [picked, setPicked] = useState<{ for: string; choice: RangePreset | 'custom' } | null>(null);
  const chosen = picked && picked.for === selectionKey ? picked.choice : selection.preset;
  const shown = resolveRange(selection, today);

  const describe = (preset: RangePreset): string => {
    const range = resolveRange({ preset }, today);
    const dates = { from: format.date(range.from), to: format.date(range.to) };
    return preset === 'this-week' ? t('range.weekDates', { ...dates, week: isoWeekOf(today).week }) : t('range.dates', dates);
  };

  return (
    <fieldset className={styles.range}>
      <legend>{t('range.legend')}</legend>
      <div className={styles.presets}>
        {[...RANGE_PRESETS, 'custom' as const].map((preset) => (
          <div key={preset} className={styles.preset}>
            <input
              id={`worklog-range-${preset}`}
              type="radio"
              name="worklog-range"
              value={preset}
              checked={chosen === preset}
              onChange={() => {
                setPicked({ for: selectionKey, choice: preset });
                if (preset !== 'custom') onChange({ preset });
              }}
            />
            <label htmlFor={`worklog-range-${preset}`}>
              {t(PRESET_LABEL[preset])}
              {preset === 'custom' ? null : <span className={styles.presetDates}>{describe(preset)}</span>}
            </label>
          </div>
        ))}
      </div>
      {chosen === 'custom' ? (
        <CustomRangeForm
          from={shown.from}
          to={shown.to}
          onApply={(range) => onChange({ preset: 'custom', ...range })}
        />
      ) : null}
    </fieldset>
  );
}

function CustomRangeForm({ from, to, onApply }: { from: string; to: string; onApply: (range: CustomRangeValues) => void }) {
  const { t } = useTranslation(WORKLOG_NAMESPACE);
  // the fields follow the range shown when it changes from elsewhere (the truncation banner's button)
  const values = useMemo(() => ({ from, to }), [from, to]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm<CustomRangeInput, CustomRangeValues>({ schema: CustomRange, values });

  const fromError = errors.from ? t('range.fromRequired') : undefined;
  const toError = errors.to ? t(errors.to.message === 'order' ? 'range.order' : 'range.toRequired') : undefined;

  return (
    // a form of its own inside the fieldset: Enter in a date field applies the range
    <form className={styles.customForm} onSubmit={(event) => void handleSubmit(onApply)(event)} noValidate>
      <Field id="worklog-range-from" label={t('range.from')} error={fromError}>
        {(control) => <input type="date" required {...control} {...register('from')} />}
      </Field>
      <Field id="worklog-range-to" label={t('range.to')} error={toError}>
        {(control) => <input type="date" required {...control} {...register('to')} />}
      </Field>
      <button type="submit" className="secondary">
        {t('range.apply')}
      </button>
    </form>
  );
}
