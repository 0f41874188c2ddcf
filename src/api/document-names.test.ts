import { describe, expect, it } from 'vitest';
import { DOCUMENT_ENDINGS, downloadName, fileEnding } from './document-names.ts';
import { DOCUMENT_CONTENT_TYPES } from './schemas/documents.ts';

describe('a download is named with the ending of the type the service decided, never only the one it was sent with', () => {
  it('keeps a name that already ends as its type does, in any case', () => {
    expect(downloadName('Lasku 2026.pdf', 'application/pdf')).toBe('Lasku 2026.pdf');
    expect(downloadName('IMG_0001.JPEG', 'image/jpeg')).toBe('IMG_0001.JPEG');
    expect(downloadName('IMG_0002.heif', 'image/heic')).toBe('IMG_0002.heif');
  });

  it('replaces an ending that is not the type’s: a script that passed as CSV is saved as CSV', () => {
    expect(downloadName('pay-2026-11.bat', 'text/csv')).toBe('pay-2026-11.csv');
    expect(downloadName('pay.hta', 'text/csv')).toBe('pay.csv');
    expect(downloadName('kuitti.pdf', 'image/png')).toBe('kuitti.png');
  });

  it('adds the type’s ending to a name without one, and saves a type it does not know as .bin', () => {
    expect(downloadName('kuitti', 'image/jpeg')).toBe('kuitti.jpg');
    expect(downloadName('.bat', 'text/csv')).toBe('.bat.csv');
    expect(downloadName('run.exe', 'application/x-msdownload')).toBe('run.bin');
  });

  it('knows an ending for every type a document is kept as', () => {
    for (const type of DOCUMENT_CONTENT_TYPES) expect(DOCUMENT_ENDINGS[type].length).toBeGreaterThan(0);
    expect(fileEnding('a.tar.GZ')).toBe('gz');
  });
});
