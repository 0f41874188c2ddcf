import { z } from './zod.ts';
import { yieldToMain } from '../yield-to-main.ts';

/**
 * Tolerant reading (docs/decisions/0021, principle 8). The contract is written once and stays strict: the sandbox
 * validates what it sends with it and the OpenAPI document is generated from it. What the portal *reads*
 * is strict only where the spec speaks. Two marks in the contract say where it is silent:
 *
 * - `openValues([...])`: a value set the spec leaves open (roles, states, outcomes, codes…). Strict in the
 *   contract (an `enum` with `x-extensible-enum` in the document); read as any string. Its static type
 *   already admits an unknown string, so every view must say what it shows for one.
 * - `rows(z.array(item))`: a list whose items are read one by one. An item that cannot be read becomes an
 *   `UnreadableItem` in its own place, and its siblings are read as usual. An optional row list that is not
 *   a list at all is read as absent.
 *
 * `readerOf(schema)` derives the reading schema: open value sets become strings, row lists are read item by
 * item, and objects ignore fields they do not know (a strict request shape reused in an answer included).
 */

const extensibleEnum = 'x-extensible-enum';

/** A value of a set the spec leaves open: one of the known values, or any other string the service may send. */
export type OpenValue<Known extends string> = Known | (string & { readonly __openValue?: never });

/**
 * A value set the spec leaves open. The returned schema is the strict enum at run time, typed as the open
 * value: the sandbox may send only the known values, while the portal's types make it say what it shows for
 * another. (Only the static type is widened; nothing unknown passes through this schema.)
 */
export function openValues<const Known extends readonly [string, ...string[]]>(known: Known): z.ZodType<OpenValue<Known[number]>, OpenValue<Known[number]>> {
  return z.enum(known).meta({ [extensibleEnum]: [...known] }) as unknown as z.ZodType<OpenValue<Known[number]>, OpenValue<Known[number]>>;
}

declare const rowsMark: unique symbol;
/** A list read item by item (see `rows`); to every other reader a plain array. */
export type Rows<Item> = Item[] & { readonly [rowsMark]?: 'rows' };

const rowLists = new WeakSet<z.core.$ZodType>();

/**
 * Marks a finished array schema (its `max`, description and all) as a list of rows read one by one. Apply it
 * last: a schema derived from the result (`.describe`, `.optional`) is no longer the marked one, unless it
 * wraps it.
 */
export function rows<Item extends z.ZodType>(list: z.ZodArray<Item>): z.ZodType<Rows<z.output<Item>>, Rows<z.input<Item>>> {
  rowLists.add(list);
  return list as unknown as z.ZodType<Rows<z.output<Item>>, Rows<z.input<Item>>>;
}

/** An item of a row list that could not be read: kept in its place, with what it held and why it failed. */
export class UnreadableItem {
  constructor(
    /** What the service sent for the item, as it came. */
    readonly raw: unknown,
    /** Where and how the item differs from the contract, for the technical details. */
    readonly problem: string,
  ) {}

  /** The item's own `id`, when it has a readable one: something staff can look up. */
  get id(): string | undefined {
    if (typeof this.raw !== 'object' || this.raw === null || !('id' in this.raw)) return undefined;
    const id = this.raw.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  }
}

/**
 * The answer to a write that the service did (it answered 2xx) but whose answer cannot be read. The write
 * is reported as done and what the view shows is read again; it is never offered to be repeated.
 */
export class UnreadableAnswer {
  constructor(
    readonly status: number,
    /** Where and how the answer differs from the contract, for the technical details. */
    readonly problem: string,
  ) {}
}

export function isUnreadableAnswer(outcome: unknown): outcome is UnreadableAnswer {
  return outcome instanceof UnreadableAnswer;
}

export function isUnreadable(item: unknown): item is UnreadableItem {
  return item instanceof UnreadableItem;
}

/** The readable items of a row list, in order (for sums, groups and calendars that need every field). */
export function readableItems<Item>(list: readonly (Item | UnreadableItem)[]): Item[] {
  return list.filter((item): item is Item => !isUnreadable(item));
}

/** What the portal holds after reading an answer of shape T: row lists may hold unreadable items. */
export type Read<T> = T extends string | number | boolean | bigint | null | undefined
  ? T
  : T extends readonly unknown[]
    ? T extends { readonly [rowsMark]?: infer Mark }
      ? [unknown] extends [Mark]
        ? Array<Read<T[number]>>
        : Array<Read<T[number]> | UnreadableItem>
      : Array<Read<T[number]>>
    : T extends object
      ? { [K in keyof T]: Read<T[K]> }
      : T;

export function describeIssues(error: z.ZodError, limit = 3): string {
  return error.issues
    .slice(0, limit)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

function isOpenValueSet(schema: z.core.$ZodType): boolean {
  return Array.isArray(z.globalRegistry.get(schema)?.[extensibleEnum]);
}

function isRowList(schema: z.core.$ZodType): boolean {
  for (let current: z.core.$ZodType | undefined = schema; current !== undefined; current = current._zod.parent) {
    if (rowLists.has(current)) return true;
  }
  return false;
}

const readers = new WeakMap<z.core.$ZodType, z.core.$ZodType>();

/** The reading schema of a contract schema (see the module comment). */
export function readerOf<S extends z.ZodType>(schema: S): z.ZodType<Read<z.output<S>>> {
  // The derived schema accepts more than S and may put UnreadableItem in row lists: Read<> is that type.
  return tolerant(schema) as unknown as z.ZodType<Read<z.output<S>>>;
}

const awaitingReaders = new Set<z.core.$ZodType>();

/**
 * Derives the reading schemas of contract schemas soon, in one task of their own for all those asked for in the
 * meantime: the client asks as it sends a request, so that the derivation is done while the answer is on its way
 * rather than in the task that reads it (docs/decisions/0023). A schema whose derivation fails is derived, and fails, when read.
 */
export function prepareReader(schema: z.core.$ZodType): void {
  if (readers.has(schema) || awaitingReaders.has(schema)) return;
  awaitingReaders.add(schema);
  if (awaitingReaders.size > 1) return;
  void yieldToMain().then(() => {
    const waiting = [...awaitingReaders];
    awaitingReaders.clear();
    for (const awaiting of waiting) {
      try {
        tolerant(awaiting);
      } catch {
        // reported by the read that needs it
      }
    }
  });
}

function tolerant(schema: z.core.$ZodType): z.core.$ZodType {
  const known = readers.get(schema);
  if (known !== undefined) return known;
  const reader = derive(schema);
  readers.set(schema, reader);
  return reader;
}

function derive(schema: z.core.$ZodType): z.core.$ZodType {
  if (isOpenValueSet(schema)) return z.string();
  const def = schema._zod.def;
  if (isRowList(schema) && def.type === 'array') {
    const item = tolerant((def as z.core.$ZodArrayDef).element);
    return z.array(z.unknown()).transform((items) =>
      items.map((raw) => {
        const read = z.safeParse(item, raw);
        return read.success ? read.data : new UnreadableItem(raw, describeIssues(read.error));
      }),
    );
  }
  const clone = (changes: Record<string, unknown>) => (schema as z.ZodType).clone({ ...def, ...changes } as z.core.$ZodTypeDef);
  switch (def.type) {
    case 'object': {
      const objectDef = def as z.core.$ZodObjectDef;
      const shape = Object.fromEntries(Object.entries(objectDef.shape).map(([key, field]) => [key, tolerant(field)]));
      // A strict shape (catchall never) reads an answer with more fields by ignoring them; a loose one keeps them.
      const catchall = objectDef.catchall?._zod.def.type === 'never' ? undefined : objectDef.catchall;
      return clone({ shape, catchall });
    }
    case 'array':
      return clone({ element: tolerant((def as z.core.$ZodArrayDef).element) });
    case 'optional': {
      const inner = (def as z.core.$ZodOptionalDef).innerType;
      const read = clone({ innerType: tolerant(inner) });
      // An optional list of rows that came as something else than a list has no rows to place: it is read
      // as left out, and the rest of the answer as usual (a status without its notes is still a status).
      return isRowList(inner) ? read.catch(undefined) : read;
    }
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return clone({ innerType: tolerant((def as z.core.$ZodOptionalDef).innerType) });
    case 'union':
      return clone({ options: (def as z.core.$ZodUnionDef).options.map(tolerant) });
    case 'pipe': {
      const pipeDef = def as z.core.$ZodPipeDef;
      return clone({ in: tolerant(pipeDef.in), out: tolerant(pipeDef.out) });
    }
    case 'record':
      return clone({ valueType: tolerant((def as z.core.$ZodRecordDef).valueType) });
    case 'intersection': {
      const intersectionDef = def as z.core.$ZodIntersectionDef;
      return clone({ left: tolerant(intersectionDef.left), right: tolerant(intersectionDef.right) });
    }
    default:
      return schema;
  }
}
