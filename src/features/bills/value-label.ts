import { useTranslation } from 'react-i18next';
import { z } from '../../api/zod.ts';

/**
 * The spec leaves the values of states, verdicts and statuses open (§3: "not shown"). Known ones are
 * said in the person's language; any other value is shown as the service sent it, never hidden, and
 * marked as a value the portal does not know (DESIGN.md principle 8).
 */
export type ValueGroup =
  | 'reviewState'
  | 'verdict'
  | 'postingState'
  | 'periodStatus'
  | 'billStatus'
  | 'adequacy'
  | 'originalStatus'
  | 'deductionStatus'
  | 'journalStatus'
  | 'realm'
  | 'kind'
  | 'operation';

/** Message keys are made of the value with every other character as `_`, so `a.b` is looked up as `a_b`. */
export function valueKey(group: ValueGroup, value: string): string {
  return `values.${group}.${value.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

export function useValueLabel(): (group: ValueGroup, value: string) => string {
  const { t, i18n } = useTranslation('bills');
  return (group, value) => {
    const key = valueKey(group, value);
    if (value !== '' && i18n.exists(key, { ns: 'bills' })) return t(key);
    return `${value === '' ? '""' : value} (${t('states.unknownValue', { ns: 'translation' })})`;
  };
}

const allocations = z.array(z.object({ value: z.string(), basis_points: z.int().min(0).max(10000) }));

/**
 * The fields of `dimensions` and `dimension_allocations` are not shown in the spec (§2.13): each entry is
 * shown as `name: value`; a list of `{value, basis_points}` as shares; anything else as its JSON.
 */
export function describeDimensions(
  dimensions: Record<string, unknown>,
  formatShare: (basisPoints: number) => string,
): string[] {
  return Object.entries(dimensions).map(([name, value]) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return `${name}: ${String(value)}`;
    const shares = allocations.safeParse(value);
    if (shares.success) return `${name}: ${shares.data.map((share) => `${share.value} ${formatShare(share.basis_points)}`).join(', ')}`;
    return `${name}: ${JSON.stringify(value)}`;
  });
}
