import { z } from '../../api/zod.ts';
import { canHaveData } from '../../api/queries/connections.ts';
import { isUnreadable, readableItems, type Read, type UnreadableItem } from '../../api/reading.ts';
import type { Role } from '../../api/schemas/company.ts';
import { ACQUIRER_API_KEY_MAX_LENGTH, ACQUIRER_API_KEY_MIN_LENGTH, acquirerApiKeyPattern, type ConnectionDataSummary, type ConnectionsCatalog, type CredentialCheck, type CredentialConnection } from '../../api/schemas/connections.ts';
import { connectionsPaths } from './paths.ts';

/**
 * The connections area's rules, apart from React so that each is tested on its own: who may connect,
 * how a connection's state is said, in which order connections and tiles are shown, the coverage
 * calendar, where a tile leads, and how a write-only secret is handed over exactly once.
 */

// --- what the portal holds of the area's answers (docs/decisions/0021, principle 8) -----------------------------

/** The catalog as read: its connections and tiles are read one by one, so either list may hold an `UnreadableItem`. */
export type ReadCatalog = Read<ConnectionsCatalog>;
/** A connection of the catalog that could be read. */
export type Connection = Exclude<ReadCatalog['connected'][number], UnreadableItem>;
/** A tile of the catalog that could be read. */
export type Tile = Exclude<ReadCatalog['tiles'][number], UnreadableItem>;
/** A connection's data summary as read: its months are read one by one. */
export type ReadDataSummary = Read<ConnectionDataSummary>;
/** A month of a data summary that could be read. */
export type SummaryMonth = Exclude<ReadDataSummary['months'][number], UnreadableItem>;

const RawFields = z.record(z.string(), z.unknown());

/**
 * A field an unreadable item still carries, as a string (a number is said as one): enough to tell that the
 * broken row is the connection or tile a page is about. Undefined when the item has no such readable field.
 */
export function unreadableField(item: UnreadableItem, field: string): string | undefined {
  const raw = RawFields.safeParse(item.raw);
  if (!raw.success) return undefined;
  const value = raw.data[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** What a list holds of the row a page is about: its readable row, a row of its that could not be read, or nothing. */
export type Lookup<T> = { kind: 'readable'; item: T } | { kind: 'unreadable'; item: UnreadableItem } | { kind: 'absent' };

/**
 * The row of a row list whose `field` is `value`. A readable row wins over an unreadable one; an unreadable
 * row is the one asked for only when it still names that value, so that a broken row never stands for another.
 */
export function findRow<K extends string, T extends Record<K, unknown>>(rows: readonly (T | UnreadableItem)[], field: K, value: string): Lookup<T> {
  const readable = readableItems(rows).find((row) => row[field] === value);
  if (readable !== undefined) return { kind: 'readable', item: readable };
  const broken = rows.filter(isUnreadable).find((row) => unreadableField(row, field) === value);
  return broken === undefined ? { kind: 'absent' } : { kind: 'unreadable', item: broken };
}

/** The connection of the catalog with this id (the detail page's). */
export function findConnection(catalog: Pick<ReadCatalog, 'connected'>, connectionId: string): Lookup<Connection> {
  return findRow(catalog.connected, 'id', connectionId);
}

/** The tile of the catalog with this brand key (an assisted set-up page's). */
export function findTile(catalog: Pick<ReadCatalog, 'tiles'>, brandKey: string): Lookup<Tile> {
  return findRow(catalog.tiles, 'brand_key', brandKey);
}

/**
 * The acquirer connection of a merchant account, when a connect was done (2xx) but its answer, which named
 * the connection, could not be read: the catalog read again is what tells it. Of several, the one checked
 * last; an unreadable row still naming the account is said to be that account's.
 */
export function findAccountConnection(connected: ReadCatalog['connected'], merchantAccount: string): Lookup<Connection> {
  const readable = readableItems(connected)
    .filter((connection) => connection.provider === 'acquirer' && connection.merchant_account === merchantAccount)
    .reduce<Connection | undefined>((latest, connection) => (latest === undefined ? connection : laterChecked(latest, connection)), undefined);
  if (readable !== undefined) return { kind: 'readable', item: readable };
  const broken = connected.filter(isUnreadable).find((row) => unreadableField(row, 'merchant_account') === merchantAccount);
  return broken === undefined ? { kind: 'absent' } : { kind: 'unreadable', item: broken };
}

/** Spec §4.4 "a mutating portal role" (the sandbox's ACCESS.connectionsWrite): the firm's staff read only. */
export const CONNECTION_WRITERS: readonly Role[] = ['admin', 'approver', 'operator'];

export function canConnect(roles: readonly Role[]): boolean {
  return roles.some((role) => CONNECTION_WRITERS.includes(role));
}

/**
 * Whether a connection can be removed (docs/decisions/0026; the sandbox's rule is the same): an acquirer
 * connection waiting for a key that was never verified — refused, or never checked — which claims no
 * merchant account and has imported nothing (canHaveData). A mistyped merchant account code leaves just
 * such a connection, and a recheck cannot mend it. A connection whose key was verified for a merchant
 * account another company holds is not one: its key works.
 */
export function canRemove(
  connection: Pick<CredentialConnection, 'provider' | 'status' | 'credential_check' | 'backfill_status' | 'external_company_id'>,
): boolean {
  return (
    connection.provider === 'acquirer' &&
    connection.status === 'reauth_required' &&
    connection.credential_check?.state !== 'verified' &&
    !canHaveData(connection)
  );
}

/** What a person reads about a connection's state, one message key per case the spec tells apart (§3, §2.3). */
export type StatusWord =
  | 'connected'
  | 'syncing'
  | 'importingHistory'
  | 'syncFailed'
  | 'credentialRejected'
  | 'credentialUnverified'
  | 'claimedElsewhere'
  | 'reauthRequired';

export function statusWordOf(
  connection: Pick<CredentialConnection, 'status' | 'last_error_code' | 'backfill_status' | 'credential_check'>,
): StatusWord {
  switch (connection.status) {
    case 'connected':
      return 'connected';
    case 'syncing':
      return connection.backfill_status === 'running' ? 'importingHistory' : 'syncing';
    case 'sync_failed':
      return 'syncFailed';
    case 'reauth_required':
      if (connection.last_error_code === 'credential_rejected') return 'credentialRejected';
      if (connection.last_error_code === 'credential_unverified') return 'credentialUnverified';
      if (connection.credential_check?.state === 'verified') return 'claimedElsewhere';
      // An error code or check state the portal does not know: still waiting for new authorisation, said as such.
      return 'reauthRequired';
  }
}

/** The error codes the portal says in words (ConnectionErrorCode's known values); the service may send others. */
const EXPLAINED_ERROR_CODES: readonly string[] = ['credential_rejected', 'credential_unverified'];

/**
 * An error code the service gave the connection that the portal does not know (say `credential_expired`),
 * as it came, to be shown beside the state and marked as unknown; null when there is none or it is known
 * (a known one is already said by the state's words).
 */
export function unknownErrorCode(connection: Pick<CredentialConnection, 'last_error_code'>): string | null {
  const code = connection.last_error_code;
  return code === undefined || EXPLAINED_ERROR_CODES.includes(code) ? null : code;
}

/** The tone a state is drawn in; always beside its words, never instead of them. */
export type Tone = 'ok' | 'working' | 'attention';

export function toneOf(connection: Pick<CredentialConnection, 'status' | 'attention_required'>): Tone {
  if (connection.attention_required || connection.status === 'reauth_required' || connection.status === 'sync_failed') return 'attention';
  return connection.status === 'syncing' ? 'working' : 'ok';
}

const STATUS_RANK: Record<CredentialConnection['status'], number> = { reauth_required: 0, sync_failed: 1, syncing: 2, connected: 3 };

/** Attention needed first, then by how urgent the state is; otherwise the service's order is kept. */
export function attentionFirst<C extends Pick<CredentialConnection, 'attention_required' | 'status'>>(connections: readonly C[]): C[] {
  return connections
    .map((connection, index) => ({ connection, index }))
    .sort(
      (a, b) =>
        Number(b.connection.attention_required) - Number(a.connection.attention_required) ||
        STATUS_RANK[a.connection.status] - STATUS_RANK[b.connection.status] ||
        a.index - b.index,
    )
    .map(({ connection }) => connection);
}

/**
 * The connected list as shown: those needing attention first (attentionFirst), then the rows that could not
 * be read — whether they need attention is not known, so they are never put among the ones that are well —
 * then the rest.
 */
export function connectedInOrder<C extends Pick<CredentialConnection, 'attention_required' | 'status'>>(
  connected: readonly (C | UnreadableItem)[],
): (C | UnreadableItem)[] {
  const ordered = attentionFirst(readableItems(connected));
  return [...ordered.filter((c) => c.attention_required), ...connected.filter(isUnreadable), ...ordered.filter((c) => !c.attention_required)];
}

/**
 * What the summary line above the connected list says: how many need attention and how many could not be
 * read. "All well" only when both are none: a row that could not be read is not known to be well.
 */
export function connectedSummary(connected: readonly (Pick<CredentialConnection, 'attention_required'> | UnreadableItem)[]): {
  needing: number;
  unreadable: number;
  allWell: boolean;
} {
  const needing = readableItems(connected).filter((c) => c.attention_required).length;
  const unreadable = connected.filter(isUnreadable).length;
  return { needing, unreadable, allWell: needing === 0 && unreadable === 0 };
}

/** Categories in the order a Finnish small business usually connects its sources; unknown ones follow. */
export const CATEGORY_ORDER = ['bank', 'settlement', 'commerce', 'accounting_system', 'inbox', 'spreadsheet'];

export function tilesByCategory(tiles: readonly Tile[]): { category: string; tiles: Tile[] }[] {
  const groups = new Map<string, Tile[]>();
  for (const tile of tiles) groups.set(tile.category, [...(groups.get(tile.category) ?? []), tile]);
  const rank = (category: string) => {
    const index = CATEGORY_ORDER.indexOf(category);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, grouped]) => ({ category, tiles: grouped }));
}

/**
 * The portal route a tile leads to. The catalog says it relative to the company, under
 * `connections/`; anything else (another area, an absolute URL, `..`) is not followed.
 */
export function tileRoute(customerId: string, connectPath: string): string | null {
  if (!/^connections\/[a-z0-9][a-z0-9/_-]*$/.test(connectPath) || connectPath.includes('//')) return null;
  return connectionsPaths.page(customerId, connectPath.slice('connections/'.length).split('/'));
}

/** The only addresses the portal sends a person to outside itself: http and https. */
export function safeNavigationTarget(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/**
 * How the portal explains the result of a credential check (§2.4). A verified key whose connection
 * still waits (reauth_required) claimed nothing: its merchant account belongs to another company
 * (§4.1 rule 3), which a recheck's 409 records on the connection.
 */
export type CheckOutcome = 'verified' | 'claimedElsewhere' | 'refused' | 'unreachable' | 'notChecked' | 'unknown';

export function checkOutcomeOf(check: Pick<CredentialCheck, 'state'>, connection: Pick<CredentialConnection, 'status'>): CheckOutcome {
  switch (check.state) {
    case 'verified':
      return connection.status === 'reauth_required' ? 'claimedElsewhere' : 'verified';
    case 'rejected':
      return 'refused';
    case 'unverified':
      return 'unreachable';
    case 'not_checked':
      return 'notChecked';
    default:
      // A state the portal does not know vouches for nothing: said as it came, never as verified, the recheck offered.
      return 'unknown';
  }
}

/** Why a merchant account code is not acceptable yet, as the person types (§4.1 pattern, §8 length). */
export type MerchantAccountProblem = 'required' | 'tooLong' | 'firstCharacter' | 'characters';

export function merchantAccountProblem(value: string): MerchantAccountProblem | null {
  if (value.length === 0) return 'required';
  if (value.length > 80) return 'tooLong';
  if (!/^[A-Za-z0-9]/.test(value)) return 'firstCharacter';
  if (!/^[A-Za-z0-9_.-]*$/.test(value)) return 'characters';
  return null;
}

/**
 * Why an acquirer API key is not acceptable, said by the portal itself in the person's language
 * before anything is sent: the contract's rule (ConnectAcquirerRequest.api_key), so the service's
 * English sentence for it is never what a person reads.
 */
export type ApiKeyProblem = 'apiKeyRequired' | 'apiKeyTooShort' | 'apiKeyTooLong' | 'apiKeyCharacters';

export function apiKeyProblem(value: string): ApiKeyProblem | null {
  if (value.length === 0) return 'apiKeyRequired';
  // A space or a line break is the likelier mistake in a pasted key than its length: said first.
  if (!acquirerApiKeyPattern.test(value)) return 'apiKeyCharacters';
  if (value.length < ACQUIRER_API_KEY_MIN_LENGTH) return 'apiKeyTooShort';
  if (value.length > ACQUIRER_API_KEY_MAX_LENGTH) return 'apiKeyTooLong';
  return null;
}

/** in_books_count of count, in basis points (10000 = all); null when there is nothing to book. */
export function inBooksShare(inBooks: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((Math.min(inBooks, count) * 10_000) / count);
}

/**
 * Of two readings of one connection — what the connect request answered and what the catalog holds —
 * the one whose credential check is the later: a recheck answered 409 is recorded by the service but
 * returns no connection, so only the catalog, read again, knows of it; and a catalog read before the
 * connect must not replace its fresher answer.
 */
export function laterChecked<C extends Pick<CredentialConnection, 'credential_check'>>(known: C | undefined, answered: C): C {
  const at = (connection: C) => (connection.credential_check ? Date.parse(connection.credential_check.checked_at) : Number.NEGATIVE_INFINITY);
  return known !== undefined && at(known) > at(answered) ? known : answered;
}
