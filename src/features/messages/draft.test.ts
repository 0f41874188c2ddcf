// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, keepDraft, readDraft } from './draft.ts';
import { draftKey, forgetDrafts } from './draft-keys.ts';

/**
 * A draft is kept per person, company and place until sent (docs/decisions/0013) or the person signs out; what cannot be
 * read is an empty draft.
 */

beforeEach(() => localStorage.clear());

describe('the draft', () => {
  it('is kept per person, company and place: a thing’s thread by its subject, another thread by its id, a new one apart', () => {
    expect(draftKey('u-anna', 'cus_aurora', { subject: { kind: 'purchase_bill', id: 'b1' } })).toBe('portal.messages.draft:u-anna:cus_aurora:about:purchase_bill:b1');
    expect(draftKey('u-anna', 'cus_birch', { thread: 't1' })).toBe('portal.messages.draft:u-anna:cus_birch:thread:t1');
    expect(draftKey('u-anna', 'cus_aurora', 'new')).toBe('portal.messages.draft:u-anna:cus_aurora:new');
    // another person on the same browser never meets it, even a person whose subject holds the separator
    expect(draftKey('u-kaisa', 'cus_aurora', 'new')).not.toBe(draftKey('u-anna', 'cus_aurora', 'new'));
    expect(draftKey('a:b', 'c', 'new')).not.toBe(draftKey('a', 'b:c', 'new'));
  });

  it('is forgotten, every one, on sign-out, and nothing else the browser keeps is', () => {
    keepDraft(draftKey('u-anna', 'cus_aurora', { thread: 't1' }), { body: 'Hei', title: '', documents: [] });
    keepDraft(draftKey('u-kaisa', 'cus_birch', 'new'), { body: '', title: 'Kysymys', documents: [] });
    localStorage.setItem('portal.language', 'sv');
    forgetDrafts();
    expect(Object.keys(localStorage)).toEqual(['portal.language']);
  });

  it('reads back what was kept, and forgets it once empty', () => {
    const key = draftKey('u-anna', 'cus_aurora', { thread: 't1' });
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
