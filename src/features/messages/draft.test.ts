// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, EMPTY_DRAFT, keepDraft, readDraft } from './draft.ts';

/** A draft is kept per company and per place until sent (issue 30); what cannot be read is an empty draft. */

beforeEach(() => localStorage.clear());

describe('the draft', () => {
  it('is kept per company and place: a thing’s thread by its subject, another thread by its id, a new one apart', () => {
    expect(draftKey('cus_aurora', { subject: { kind: 'purchase_bill', id: 'b1' } })).toBe('portal.messages.draft:cus_aurora:about:purchase_bill:b1');
    expect(draftKey('cus_birch', { thread: 't1' })).toBe('portal.messages.draft:cus_birch:thread:t1');
    expect(draftKey('cus_aurora', 'new')).toBe('portal.messages.draft:cus_aurora:new');
  });

  it('reads back what was kept, and forgets it once empty', () => {
    const key = draftKey('cus_aurora', { thread: 't1' });
    const draft = { body: 'Hei', title: '', documents: [{ document_id: 'd1', filename: 'kuitti.jpg' }] };
    keepDraft(key, draft);
    expect(readDraft(key)).toEqual(draft);
    keepDraft(key, EMPTY_DRAFT);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads something unreadable as an empty draft, and a field of the wrong kind as empty', () => {
    localStorage.setItem('k1', '{not json');
    expect(readDraft('k1')).toEqual(EMPTY_DRAFT);
    localStorage.setItem('k2', JSON.stringify({ body: 'teksti', title: 7, documents: 'x' }));
    expect(readDraft('k2')).toEqual({ body: 'teksti', title: '', documents: [] });
  });
});
