import { useTranslation } from 'react-i18next';
import { z } from '../../api/zod.ts';
import type { BillsMessages } from './messages/fi.ts';

/**
 * The spec leaves the values of states, verdicts and statuses open (§3: "not shown"). Known ones are
 * said in the person's language; any other value is shown as the service sent it, never hidden, and
 * marked as a value the portal does not know (DESIGN.md principle 8). The groups are those of the texts'
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
