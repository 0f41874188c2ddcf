import { describe, expect, it } from 'vitest';
import { pdfDocument, receiptPhoto, xlsxWorkbook } from '../../db/seeds/document-files.ts';
import { csvDataRows, decideContentType, isCsv, isFinvoice } from './content-type.ts';
import { ingestStateAt, outcomeOf, PARSED_AFTER_MS, SETTLED_AFTER_MS } from './store.ts';

/**
 * DESIGN.md "document upload": a file is accepted by its content, not its name. The binary formats by their
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

describe('an ingest moves on the clock and ends as decided when the file arrived', () => {
  const at = new Date('2031-01-01T00:00:00Z');
  const plan = (settlesAs: 'booked' | 'failed', detail: string | null) => ({
    state: 'queued',
    detail: null,
    parsed_at: new Date(at.getTime() + PARSED_AFTER_MS),
    settles_at: new Date(at.getTime() + SETTLED_AFTER_MS),
    settles_as: settlesAs,
    settle_detail: detail,
  });
  const after = (ms: number) => new Date(at.getTime() + ms);

  it('is queued, then parsed, then booked or failed with its detail', () => {
    expect(ingestStateAt(plan('booked', null), at)).toEqual({ state: 'queued', detail: null });
    expect(ingestStateAt(plan('booked', null), after(PARSED_AFTER_MS))).toEqual({ state: 'parsed', detail: null });
    expect(ingestStateAt(plan('booked', null), after(SETTLED_AFTER_MS))).toEqual({ state: 'booked', detail: null });
    expect(ingestStateAt(plan('failed', 'why'), after(SETTLED_AFTER_MS - 1))).toEqual({ state: 'parsed', detail: null });
    expect(ingestStateAt(plan('failed', 'why'), after(SETTLED_AFTER_MS))).toEqual({ state: 'failed', detail: 'why' });
  });

  it('leaves a seeded file, which has no plan, in the state the seed gave it', () => {
    const seeded = { state: 'failed', detail: 'Sarake puuttuu.', parsed_at: null, settles_at: null, settles_as: null, settle_detail: null };
    expect(ingestStateAt(seeded, after(10 * SETTLED_AFTER_MS))).toEqual({ state: 'failed', detail: 'Sarake puuttuu.' });
  });

  it('does not book the same bytes twice, nor a CSV without rows; books the rest', () => {
    const earlier = { id: 'doc_1', filename: 'lasku.pdf', uploaded_at: new Date('2031-01-01T08:00:00Z') };
    expect(outcomeOf({ bytes: text('%PDF-'), contentType: 'application/pdf' }, earlier)).toEqual({
      settlesAs: 'failed',
      detail: 'This is the same file as "lasku.pdf", sent on 2031-01-01; it was kept, but it is not booked twice.',
    });
    expect(outcomeOf({ bytes: text('a;b\n'), contentType: 'text/csv' }, undefined).settlesAs).toBe('failed');
    expect(outcomeOf({ bytes: text('a;b\n1;2\n'), contentType: 'text/csv' }, undefined)).toEqual({ settlesAs: 'booked', detail: null });
  });
});
