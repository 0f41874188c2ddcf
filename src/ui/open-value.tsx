import type { FlatNamespace, TypeOptions } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnreadableItem } from '../api/reading.ts';
import type { TextGroup } from '../i18n/text-keys.ts';
import styles from './open-value.module.css';

/**
 * A value of a set the spec leaves open (docs/decisions/0021, principle 8): its label when the portal knows it;
 * otherwise the value as the service sent it, marked as an unknown value — never hidden, never a failure.
 */
export function OpenValueText({ value, label }: { value: string; label: string | undefined }) {
  const { t } = useTranslation();
  if (label !== undefined) return <>{label}</>;
  return (
    <span className={styles.unknown}>
      <span translate="no">{value === '' ? '""' : value}</span> <span className={styles.mark}>({t('states.unknownValue')})</span>
    </span>
  );
}

/**
 * The label of a known value of an open set, looked up as `<group>.<value>` in the texts of the language shown
 * (the group typed: one the namespace does not have fails the typecheck); undefined for a value the portal does
 * not know (or one that cannot be a key), which OpenValueText then shows as it came.
 */
export function useKnownLabel<const N extends FlatNamespace = 'translation'>(
  namespace?: N,
): (group: TextGroup<TypeOptions['resources'][N]>, value: string) => string | undefined {
  const { i18n } = useTranslation(namespace);
  return (group, value) => {
    if (!/^[A-Za-z0-9_]+$/.test(value)) return undefined;
    const label: unknown = i18n.getResource(i18n.language, namespace ?? 'translation', `${group}.${value}`);
    return typeof label === 'string' ? label : undefined;
  };
}

/**
 * Technical facts for staff and support, folded away behind a disclosure (docs/decisions/0021, principle 10): lines of
 * text, and any richer content (a table of digests, say) after them.
 */
export function TechnicalDetails({ lines = [], children }: { lines?: readonly (string | undefined)[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const shown = lines.filter((line): line is string => line !== undefined && line !== '');
  if (shown.length === 0 && children === undefined) return null;
  return (
    <details className={styles.details}>
      <summary>{t('states.technicalDetails')}</summary>
      {shown.map((line) => (
        <p key={line} translate="no">
          {line}
        </p>
      ))}
      {children}
    </details>
  );
}

/** What stands in a list in place of an item that could not be read: its siblings are shown as usual. */
function UnreadableItemText({ item }: { item: UnreadableItem }) {
  const { t } = useTranslation();
  return (
    <div className={styles.unreadable}>
      <p>{t('states.unreadableItem')}</p>
      <TechnicalDetails
        lines={[item.id === undefined ? undefined : t('states.unreadableItemId', { id: item.id }), t('states.unreadableProblem', { problem: item.problem })]}
      />
    </div>
  );
}

/** An unreadable item as a table row spanning the table's columns. */
export function UnreadableRow({ item, columns }: { item: UnreadableItem; columns: number }) {
  return (
    <tr data-unreadable-item="">
      <td colSpan={columns}>
        <UnreadableItemText item={item} />
      </td>
    </tr>
  );
}

/** An unreadable item as an item of a list. */
export function UnreadableListItem({ item, className }: { item: UnreadableItem; className?: string }) {
  return (
    <li className={className} data-unreadable-item="">
      <UnreadableItemText item={item} />
    </li>
  );
}

/** An unreadable item where a card or a block of its own would stand. */
export function UnreadableBlock({ item, className }: { item: UnreadableItem; className?: string }) {
  return (
    <div className={className} data-unreadable-item="">
      <UnreadableItemText item={item} />
    </div>
  );
}
