import { describe, expect, it } from 'vitest';
import { pdfDocument, receiptPhoto, xlsxWorkbook } from './document-files.ts';
import { csvDataRows, decideContentType, fileEnding, isCsv, isFinvoice, nameContradicts } from './content-type.ts';
import { isMultipartFormData } from '../api/documents/read-upload.ts';
import { ingestStateAt, outcomeOf, PARSED_AFTER_MS, SETTLED_AFTER_MS } from './store.ts';

/**
 * docs/decisions/0019: a file is accepted by its content, not its name. The binary formats by their
 * magic bytes; XML and CSV, which have none, by the sniffs documented on the contract's `content_type`.
 */

const text = (value: string, encoding: BufferEncoding = 'utf8') => Buffer.from(value, encoding);

describe('the type of a document is decided from its bytes', () => {
  it('knows the seed’s own PDF, JPEG and XLSX', async () => {
    expect(await decideContentType(pdfDocument('t', [{ text: 'x' }]))).toEqual({ accepted: true, contentType: 'application/pdf' });
    expect(await decideContentType(receiptPhoto(1, [10]))).toEqual({ accepted: true, contentType: 'image/jpeg' });
    expect(await decideContentType(xlsxWorkbook([['a']]))).toEqual({
      accepted: true,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it('refuses executables and archives whatever they are called, saying what they are', async () => {
    const exe = await decideContentType(Buffer.concat([Buffer.from('4d5a9000', 'hex'), Buffer.alloc(64)]));
    expect(exe).toMatchObject({ accepted: false, reason: expect.stringContaining('application/x-msdownload') });
    const elf = await decideContentType(Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(64)]));
    expect(elf.accepted).toBe(false);
    const gzip = await decideContentType(Buffer.concat([Buffer.from('1f8b0800000000000003', 'hex'), Buffer.alloc(32)]));
    expect(gzip.accepted).toBe(false);
  });

  it('takes XML only when its root element is Finvoice: a byte-order mark, declaration, comments and stylesheet may come first, in UTF-8 or ISO-8859-15', () => {
    expect(isFinvoice(text('<Finvoice Version="3.0"/>'))).toBe(true);
    expect(isFinvoice(text('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- lasku -->\n<?xml-stylesheet type="text/xsl" href="Finvoice.xsl"?>\n<Finvoice>'))).toBe(true);
    expect(isFinvoice(text('<?xml version="1.0" encoding="ISO-8859-15"?><Finvoice><SellerPartyDetails>Mäki</SellerPartyDetails></Finvoice>', 'latin1'))).toBe(true);
    expect(isFinvoice(text('<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl"/>'))).toBe(false);
    expect(isFinvoice(text('<FinvoiceX/>'))).toBe(false);
    expect(isFinvoice(text('<html><Finvoice/></html>'))).toBe(false);
  });

  it('takes CSV as well-formed UTF-8 text without control characters whose first line has a delimiter', () => {
    expect(isCsv(text('Päivä;Summa\n2026-11-01;12,50\n'))).toBe(true);
    expect(isCsv(text('\uFEFFdate,amount\r\n2026-11-01,12.50\r\n'))).toBe(true);
    expect(isCsv(text('päivä\tsumma\n'))).toBe(true);
    expect(isCsv(text('no delimiter on the first line\na;b\n'))).toBe(false);
    expect(isCsv(text('Päivä;Summa\n', 'latin1'))).toBe(false);
    expect(isCsv(text('a;b\n\u0000;1\n'))).toBe(false);
    expect(csvDataRows(text('a;b\n\n  \n'))).toBe(0);
    expect(csvDataRows(text('\uFEFFa;b\r\n1;2\r\n3;4'))).toBe(2);
  });
});

/** How long a check takes: a bound far above linear time and far below exponential blow-up. */
function millisecondsOf(check: () => unknown): number {
  const started = performance.now();
  check();
  return performance.now() - started;
}

describe('every content check runs in linear time: a few hostile kilobytes answer within a second', () => {
  const repeat = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length));
  const hostile: [string, string][] = [
    ['a run of empty comments, then no root (the 225-byte freeze of the security review)', `${repeat('<!---->', 8192)}X`],
    ['a run of comments and whitespace', `${repeat('<!-- -->\n ', 8192)}X`],
    ['an unclosed comment full of dashes', `<!--${repeat('-', 8192)}`],
    ['a run of processing instructions', `${repeat('<??>', 8192)}<Finvoice`],
    ['an unclosed processing instruction of question marks', `<?${repeat('?', 8192)}`],
    ['a run of document types', `${repeat('<!DOCTYPE>', 8192)}<Finvoic`],
    ['a declaration, then whitespace', `<?xml version="1.0"?>${repeat(' \t\r\n', 8192)}`],
    ['one long line of delimiters', repeat(';,\t', 8192)],
    ['a long line without a delimiter', repeat('a', 8192)],
    ['many short lines', repeat('\r\n', 8192)],
  ];
  it.each(hostile)('reads %s (8 KB) well within a second', async (_what, text) => {
    const bytes = Buffer.from(text, 'latin1');
    expect(millisecondsOf(() => isFinvoice(bytes))).toBeLessThan(1000);
    expect(millisecondsOf(() => isCsv(bytes))).toBeLessThan(1000);
    expect(millisecondsOf(() => csvDataRows(bytes))).toBeLessThan(1000);
    const started = performance.now();
    await decideContentType(bytes);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses the comment run of the review as no Finvoice, and still knows a Finvoice after many comments', () => {
    expect(isFinvoice(text(`${'<!---->'.repeat(32)}X`))).toBe(false);
    expect(isFinvoice(text(`${'<!---->'.repeat(1000)}<Finvoice>`))).toBe(true);
    expect(isFinvoice(text('<!-- never closed <Finvoice>'))).toBe(false);
    expect(isFinvoice(text('<!DOCTYPE Finvoice><Finvoice\n/>'))).toBe(true);
  });

  it('reads a long Content-Type header in linear time, and still finds the boundary among its parameters', () => {
    const header = `multipart/form-data${'; a'.repeat(4096)}${' '.repeat(4096)}`;
    expect(millisecondsOf(() => isMultipartFormData(header))).toBeLessThan(1000);
    expect(isMultipartFormData(header)).toBe(false);
    expect(isMultipartFormData('multipart/form-data; charset=utf-8; boundary=x')).toBe(true);
    expect(isMultipartFormData('Multipart/Form-Data;boundary=x')).toBe(true);
    expect(isMultipartFormData('multipart/mixed; boundary=x')).toBe(false);
    expect(isMultipartFormData('multipart/form-data')).toBe(false);
  });
});

describe('a name whose ending claims another type than the content is refused; a name without an ending claims nothing', () => {
  it('finds the ending after the last dot, in lower case', () => {
    expect(fileEnding('Kuitti.2026.PDF')).toBe('pdf');
    expect(fileEnding('kuitti')).toBeUndefined();
    expect(fileEnding('.profile')).toBeUndefined();
    expect(fileEnding('kuitti.')).toBeUndefined();
  });

  it('lets an ending that names the content pass, HEIC and HEIF either way', () => {
    expect(nameContradicts('lasku.pdf', 'application/pdf')).toBeUndefined();
    expect(nameContradicts('IMG_1.JPEG', 'image/jpeg')).toBeUndefined();
    expect(nameContradicts('IMG_1.HEIC', 'image/heif')).toBeUndefined();
    expect(nameContradicts('tiliote', 'text/csv')).toBeUndefined();
  });

  it('stops a script that reads as CSV, and a text named as a PDF', () => {
    expect(nameContradicts('maksu.bat', 'text/csv')).toEqual({ ending: 'bat', claims: [] });
    expect(nameContradicts('maksu.hta', 'text/csv')).toEqual({ ending: 'hta', claims: [] });
    expect(nameContradicts('lasku.pdf', 'text/csv')).toEqual({ ending: 'pdf', claims: ['application/pdf'] });
    expect(nameContradicts('IMG.heic', 'image/png')).toEqual({ ending: 'heic', claims: ['image/heic', 'image/heif'] });
    expect(nameContradicts('x.constructor', 'text/csv')).toEqual({ ending: 'constructor', claims: [] });
  });
});

describe('an ingest moves on the clock and ends as decided when the file arrived', () => {
  const at = new Date('2031-01-01T00:00:00Z');
  const plan = (settlesAs: 'booked' | 'failed', detail: string | null, reason: string | null = null) => ({
    state: 'queued',
    detail: null,
    reason: null,
    parsed_at: new Date(at.getTime() + PARSED_AFTER_MS),
    settles_at: new Date(at.getTime() + SETTLED_AFTER_MS),
    settles_as: settlesAs,
    settle_detail: detail,
    settle_reason: reason,
  });
  const after = (ms: number) => new Date(at.getTime() + ms);
  const none = { detail: null, reason: null };

  it('is queued, then parsed, then booked, or failed with its detail and its reason code', () => {
    expect(ingestStateAt(plan('booked', null), at)).toEqual({ state: 'queued', ...none });
    expect(ingestStateAt(plan('booked', null), after(PARSED_AFTER_MS))).toEqual({ state: 'parsed', ...none });
    expect(ingestStateAt(plan('booked', null), after(SETTLED_AFTER_MS))).toEqual({ state: 'booked', ...none });
    expect(ingestStateAt(plan('failed', 'why', 'no_rows'), after(SETTLED_AFTER_MS - 1))).toEqual({ state: 'parsed', ...none });
    expect(ingestStateAt(plan('failed', 'why', 'no_rows'), after(SETTLED_AFTER_MS))).toEqual({ state: 'failed', detail: 'why', reason: 'no_rows' });
  });

  it('leaves a file without a plan in the state it was stored in', () => {
    const stored = { state: 'failed', detail: 'No column.', reason: 'missing_column', parsed_at: null, settles_at: null, settles_as: null, settle_detail: null, settle_reason: null };
    expect(ingestStateAt(stored, after(10 * SETTLED_AFTER_MS))).toEqual({ state: 'failed', detail: 'No column.', reason: 'missing_column' });
  });

  it('ends by content alone: fails a CSV without rows with the code no_rows, books the rest (a duplicate included: no failure)', () => {
    expect(outcomeOf({ bytes: text('%PDF-'), contentType: 'application/pdf' })).toEqual({ settlesAs: 'booked', detail: null, reason: null });
    expect(outcomeOf({ bytes: text('a;b\n'), contentType: 'text/csv' })).toMatchObject({ settlesAs: 'failed', reason: 'no_rows' });
    expect(outcomeOf({ bytes: text('a;b\n1;2\n'), contentType: 'text/csv' })).toEqual({ settlesAs: 'booked', detail: null, reason: null });
  });
});
