import { describe, expect, it } from 'vitest';
import { UnreadableItem } from '../reading.ts';
import { INGEST_REFRESH_MS, ingestRefetchInterval } from './documents.ts';

const doc = (id: string, state: string) => ({
  id,
  filename: `${id}.pdf`,
  content_type: 'application/pdf',
  size_bytes: 10,
  sha256: 'ab'.repeat(32),
  uploaded_at: '2026-11-25T10:00:00Z',
  state,
  duplicate_of: null,
  belongs_to: { kind: 'other' },
});
const list = (...documents: unknown[]) => ({ customer_id: 'cus_aurora', documents }) as Parameters<typeof ingestRefetchInterval>[1];

/** A file sent from the page is followed live until ingest settles it (booked or failed), and no longer. */
describe('ingestRefetchInterval', () => {
  it('asks again while a file sent from the page is queued, parsed or not yet listed', () => {
    expect(ingestRefetchInterval(new Set(['doc_1']), list(doc('doc_1', 'queued')))).toBe(INGEST_REFRESH_MS);
    expect(ingestRefetchInterval(new Set(['doc_1']), list(doc('doc_1', 'parsed')))).toBe(INGEST_REFRESH_MS);
    expect(ingestRefetchInterval(new Set(['doc_2']), list(doc('doc_1', 'booked')))).toBe(INGEST_REFRESH_MS);
    // a state the portal does not know is not settled: keep following it
    expect(ingestRefetchInterval(new Set(['doc_1']), list(doc('doc_1', 'ocr_running')))).toBe(INGEST_REFRESH_MS);
  });

  it('stops once every file sent from the page is booked or failed, and never runs for files sent elsewhere', () => {
    expect(ingestRefetchInterval(new Set(['doc_1', 'doc_2']), list(doc('doc_1', 'booked'), doc('doc_2', 'failed')))).toBe(false);
    expect(ingestRefetchInterval(new Set(), list(doc('doc_1', 'queued')))).toBe(false);
  });

  it('reads around an item that cannot be read', () => {
    expect(ingestRefetchInterval(new Set(['doc_1']), list(new UnreadableItem({ id: 'x' }, 'broken'), doc('doc_1', 'booked')))).toBe(false);
  });
});
