import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../api/sha256.ts';
import { checkOriginal, documentIdOf, needsWarning } from './original-check.ts';

const hexOf = (text: string) => createHash('sha256').update(text).digest('hex');
const bytesOf = (text: string) => new TextEncoder().encode(text);

const current = hexOf('%PDF-1.4 revision r2');
const earlier = hexOf('%PDF-1.4 revision r1');
const other = hexOf('other bytes');

describe('sha256Hex', () => {
  it('gives the lower-case hex digest of the bytes, as Node computes it', async () => {
    expect(await sha256Hex(bytesOf('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex(bytesOf('%PDF-1.4 revision r2'))).toBe(current);
  });

  it('digests nothing as the digest of the empty string, and an ArrayBuffer as its view', async () => {
    expect(await sha256Hex(new Uint8Array(0))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex(bytesOf('abc').buffer)).toBe(hexOf('abc'));
  });
});

describe('checkOriginal', () => {
  it('confirms the document the review saw when the bytes, the bill and the review agree', () => {
    expect(checkOriginal({ shown: current, named: current, reviewed: current, etag: current })).toEqual({ kind: 'review_saw_this', etag: 'agrees' });
  });

  it('warns that the file shown is not the one the bill names when the bytes differ, whatever the review saw', () => {
    expect(checkOriginal({ shown: other, named: current, reviewed: current, etag: current })).toEqual({ kind: 'not_the_named_file', etag: 'differs' });
    expect(checkOriginal({ shown: other, named: current, reviewed: undefined, etag: undefined }).kind).toBe('not_the_named_file');
  });

  it('warns that the review saw another version when the bytes are the named original but the review’s digest differs', () => {
    const check = checkOriginal({ shown: current, named: current, reviewed: earlier, etag: current });
    expect(check).toEqual({ kind: 'review_saw_other', etag: 'agrees' });
    expect(needsWarning(check)).toBe(true);
  });

  it('says the file is the named one, not yet reviewed, when there is no review', () => {
    const check = checkOriginal({ shown: current, named: current, reviewed: undefined, etag: undefined });
    expect(check).toEqual({ kind: 'named_not_reviewed', etag: 'absent' });
    expect(needsWarning(check)).toBe(false);
  });

  it('compares digests whatever their letter case, and never matches a value that is no digest', () => {
    expect(checkOriginal({ shown: current, named: current.toUpperCase(), reviewed: current, etag: current.toUpperCase() })).toEqual({
      kind: 'review_saw_this',
      etag: 'agrees',
    });
    expect(checkOriginal({ shown: '', named: '', reviewed: '', etag: '' })).toEqual({ kind: 'not_the_named_file', etag: 'differs' });
  });

  it('warns when the ETag names other bytes even though the digests of the bill and review agree with what is shown', () => {
    const check = checkOriginal({ shown: current, named: current, reviewed: current, etag: other });
    expect(check).toEqual({ kind: 'review_saw_this', etag: 'differs' });
    expect(needsWarning(check)).toBe(true);
    expect(needsWarning({ kind: 'review_saw_this', etag: 'agrees' })).toBe(false);
  });
});

describe('documentIdOf', () => {
  it('reads the document ID of a relative or absolute /documents/{id} URI, decoded', () => {
    expect(documentIdOf('/documents/doc_elisa_6034129981_pdf')).toBe('doc_elisa_6034129981_pdf');
    expect(documentIdOf('https://service.example/v1/documents/doc%201')).toBe('doc 1');
  });

  it('names no document for a URI of another shape', () => {
    expect(documentIdOf('/documents/doc_1/content')).toBeUndefined();
    expect(documentIdOf('/receipts/doc_1')).toBeUndefined();
    expect(documentIdOf('/documents/%E0')).toBeUndefined();
  });
});
