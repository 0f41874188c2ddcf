import type { ApiKeyMetadata } from '../../api/schemas/api-keys.ts';
import { LOCALE_OF, type Language } from '../../i18n/format.ts';

export interface PartitionedKeys {
  /** Keys that work, in the service's order (newest first). */
  active: ApiKeyMetadata[];
  /** Revoked keys, most recently revoked first: what changed last is what a person looks for. */
  revoked: ApiKeyMetadata[];
}

export function partitionKeys(keys: readonly ApiKeyMetadata[]): PartitionedKeys {
  const active = keys.filter((key) => key.revoked_at === undefined);
  const revoked = keys
    .filter((key) => key.revoked_at !== undefined)
    .sort((a, b) => Date.parse(b.revoked_at ?? '') - Date.parse(a.revoked_at ?? ''));
  return { active, revoked };
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * How long ago `timestamp` was, in the person's language ("3 tuntia sitten", "eilen"). Counted down to
 * whole units, so that a key used 59 minutes ago is not said to have been used an hour ago. A moment in
 * the future (a clock a little ahead of the browser's) is "now".
 */
export function relativeTime(timestamp: string, now: number, language: Language): string {
  const then = Date.parse(timestamp);
  if (Number.isNaN(then)) return timestamp;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALE_OF[language], { numeric: 'auto' });
    formats.set(language, format);
  }
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
