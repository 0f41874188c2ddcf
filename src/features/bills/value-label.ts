import { useTranslation } from 'react-i18next';
import { z } from '../../api/zod.ts';
import type { BillsMessages } from './messages/fi.ts';

/**
 * The spec leaves the values of states, verdicts and statuses open (§3: "not shown"). Known ones are
 * said in the person's language; any other value is shown as the service sent it, never hidden, and
 * marked as a value the portal does not know (docs/decisions/0021, principle 8). The groups are those of the texts'
 * `values`: a group without texts fails the typecheck.
 */
export type ValueGroup = keyof BillsMessages['values'];

/** Message keys are made of the value with every other character as `_`, so `a.b` is looked up as `a_b`. */
export function valueKey(group: ValueGroup, value: string): string {
  return `values.${group}.${value.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

export function useValueLabel(): (group: ValueGroup, value: string) => string {
  const { t, i18n } = useTranslation('bills');
  return (group, value) => {
    // the value is open (the service's), so its label is looked up in the texts shown, not named in code
    const label: unknown = value === '' ? undefined : i18n.getResource(i18n.language, 'bills', valueKey(group, value));
    if (typeof label === 'string') return label;
    return `${value === '' ? '""' : value} (${t('states.unknownValue', { ns: 'translation' })})`;
  };
}

const allocations = z.array(z.object({ value: z.string(), basis_points: z.int().min(0).max(10000) }));

/** One dimension of a journal line: the service's key (its own term) and its value, in words. */
export interface Dimension {
  key: string;
  value: string;
}

/**
 * The fields of `dimensions` and `dimension_allocations` are not shown in the spec (§2.13): each entry is
 * a key and its value; a list of `{value, basis_points}` is shown as shares; anything else as its JSON.
 */
export function describeDimensions(dimensions: Record<string, unknown>, formatShare: (basisPoints: number) => string): Dimension[] {
  return Object.entries(dimensions).map(([key, value]) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { key, value: String(value) };
    const shares = allocations.safeParse(value);
    if (shares.success) return { key, value: shares.data.map((share) => `${share.value} ${formatShare(share.basis_points)}`).join(', ') };
    return { key, value: JSON.stringify(value) };
  });
}

/**
 * A dimension's name in the person's language when the portal knows its key (spec §1: project, cost centre,
 * department); undefined for another, which the view shows as the service wrote it, marked as its term.
 */
export function useDimensionName(): (key: string) => string | undefined {
  const { i18n } = useTranslation('bills');
  return (key) => {
    const name: unknown = key === '' ? undefined : i18n.getResource(i18n.language, 'bills', valueKey('dimension', key.toLowerCase()));
    return typeof name === 'string' ? name : undefined;
  };
}
