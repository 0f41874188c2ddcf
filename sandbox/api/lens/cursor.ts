import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { IsoDate } from '../../../src/api/schemas/common.ts';

const CursorPayload = z.object({ d: IsoDate, s: z.number().int().nonnegative(), h: z.number().int().nonnegative(), f: z.string() });

/**
 * Where a page of the transactions window ends: the last row's date and its `seq` (the keyset), and the
 * highest `seq` of the company when the first page was read. Rows booked after that first read are left out
 * of the later pages, even one dated before the position, so that the pages together are the window as it
 * was when the reader began: no row twice, none missing, none from later.
 */
export interface KeysetPosition {
  date: string;
  seq: number;
  highWater: number;
}

/**
 * The cursor's signing key. A cursor is made and read by the same running sandbox; one from before a restart
 * answers `invalid_cursor` and the reader starts again from the first page, which the contract allows.
 */
const SIGNING_KEY = randomBytes(32);

const signatureOf = (payload: string) => createHmac('sha256', SIGNING_KEY).update(payload).digest('base64url');

/**
 * An opaque cursor (docs/decisions/0014): the position and the filters it was made with, signed so
 * that a cursor the service did not make, or one made for other filters, is refused rather than read.
 */
export function cursorOf(position: KeysetPosition, filters: string): string {
  const payload = Buffer.from(JSON.stringify({ d: position.date, s: position.seq, h: position.highWater, f: filters })).toString('base64url');
  return `${payload}.${signatureOf(payload)}`;
}

/** The position a cursor names when this service made it for these filters, else null. */
export function positionOf(cursor: string, filters: string): KeysetPosition | null {
  const [payload, signature, ...rest] = cursor.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return null;
  const expected = Buffer.from(signatureOf(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const read = CursorPayload.safeParse(parsed);
  if (!read.success || read.data.f !== filters) return null;
  const { d, s, h } = read.data;
  return { date: d, seq: s, highWater: h };
}
