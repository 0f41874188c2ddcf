import { OpenValueText, useKnownLabel } from '../../ui/open-value.tsx';
import type { ValueGroup } from './value-label.ts';

/**
 * A value of an open set in the bills' texts (`values.<group>`), as the rest of the portal shows one: its label
 * when the portal knows it, otherwise the value as the service sent it with the shared mark (OpenValueText).
 * `lowercase` for a label said inside a sentence; an unknown value is never changed.
 */
export function BillsValue({ group, value, lowercase = false }: { group: ValueGroup; value: string; lowercase?: boolean }) {
  const known = useKnownLabel('bills');
  const label = known(`values.${group}`, value);
  return <OpenValueText value={value} label={lowercase ? label?.toLocaleLowerCase() : label} />;
}
