import type * as ReadPaths from '../read-paths.ts';

/** The catalogue's read operations, by the table of their paths. */
export type ReadOperationId = keyof typeof ReadPaths;

/**
 * How the query layer keys every read operation of the catalogue, general → specific: the area (the catalogue's
 * module the operation lives in), the company (docs/decisions/0021, principle 4: two companies never share an entry),
 * the operation, then its parameters. So one prefix reaches all of an area's entries of a company, or every
 * entry of one operation. /me is about the person, not a company: its key says so, with the person in the
 * company's place (company.ts). Each area's keys live with its queries (src/api/queries/<area>.ts), so that a
 * view's chunk carries only the keys of what it reads.
 */
export type Area =
  | 'company'
  | 'documents'
  | 'connections'
  | 'api-keys'
  | 'members'
  | 'payroll'
  | 'payments'
  | 'invoicing'
  | 'books'
  | 'messages'
  | 'filings'
  | 'worklog'
  | 'accounting';

/** Every entry of an area for one company. */
export const areaKey = <A extends Area>(area: A, customerId: string) => [area, customerId] as const;

/** One read operation's entries for one company; its parameters follow. */
export const readKey = <A extends Area, Id extends ReadOperationId>(area: A, customerId: string, operationId: Id) =>
  [...areaKey(area, customerId), operationId] as const;

/**
 * One write operation's mutations for one company, by the catalogue's own operation (never a name typed here):
 * its parameters (the resource written) follow. Under the area's prefix, so that one prefix names all of an
 * area's reads and writes of a company.
 */
export const writeKey = <A extends Area, Id extends string>(area: A, customerId: string, operation: { readonly operationId: Id; readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' }, ...params: readonly string[]) =>
  [...areaKey(area, customerId), operation.operationId, ...params] as const;
