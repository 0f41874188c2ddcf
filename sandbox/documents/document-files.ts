import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';

/**
 * Small real files for the seed and the tests, made in code so that every run makes the same bytes:
 * a PDF that a browser's viewer and pdf.js open, a JPEG "photographed receipt", and an XLSX workbook.
 */

// --- PDF ------------------------------------------------------------------------------------------

/** WinAnsi bytes for the standard Helvetica font; a character it lacks becomes `?`. */
function winAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0x3f;
    if (character === '€') bytes.push(0x80);
    else if (character === '–') bytes.push(0x96);
    else if (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code <= 0x9f)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}

/** A PDF string literal: backslash, parentheses and bytes over 0x7e escaped, so the file stays ASCII. */
function pdfString(text: string): string {
  let out = '(';
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

export interface PdfLine {
  text: string;
  /** Points; the title is larger. */
  size?: number;
  bold?: boolean;
}

/**
 * A one-page A4 PDF 1.4 with the given lines in Helvetica: catalog, pages, page, two fonts and one content
 * stream, and a cross-reference table whose offsets are counted here, so that strict readers open it.
 */
export function pdfDocument(title: string, lines: readonly PdfLine[]): Buffer {
  const content: string[] = ['BT', '56 780 Td'];
  let first = true;
  for (const line of lines) {
    const size = line.size ?? 11;
    if (!first) content.push(`0 ${-Math.round(size * 1.6)} Td`);
    first = false;
    content.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf`, `${pdfString(line.text)} Tj`);
  }
  content.push('ET');
  const stream = content.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (customer-portal sandbox seed) >>`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// --- JPEG -----------------------------------------------------------------------------------------

/** A small deterministic pseudo-random sequence (mulberry32), so that the "photo" has grain but the same bytes every run. */
function grain(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A photographed receipt, 240 × 320: a slightly tilted paper slip on a dark table, its printed lines
 * drawn as grey bars (lengths from `lines`), a total line in bold, with some grain. Encoded by jpeg-js,
 * whose output depends only on the pixels, so that the bytes (and their SHA-256) are the same every run.
 */
export function receiptPhoto(seed: number, lines: readonly number[]): Buffer {
  const width = 240;
  const height = 320;
  const data = Buffer.alloc(width * height * 4);
  const noise = grain(seed);
  const tilt = ((seed % 7) - 3) / 100;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // paper coordinates: rotate around the centre by the tilt
      const u = (x - width / 2) * Math.cos(tilt) + (y - height / 2) * Math.sin(tilt) + 80;
      const v = -(x - width / 2) * Math.sin(tilt) + (y - height / 2) * Math.cos(tilt) + 140;
      let shade: number;
      if (u < 0 || u >= 160 || v < 0 || v >= 280) {
        shade = 60 + ((x + y) % 9);
      } else {
        shade = 236;
        const row = Math.floor((v - 20) / 14);
        const within = (v - 20) % 14;
        const length = row >= 0 && row < lines.length ? (lines[row] ?? 0) : 0;
        const bold = row === lines.length - 1;
        if (within >= 4 && within < (bold ? 11 : 9) && u >= 14 && u < 14 + length) shade = bold ? 30 : 90;
      }
      const jitter = Math.floor(noise() * 12) - 6;
      const offset = (y * width + x) * 4;
      data[offset] = Math.max(0, Math.min(255, shade + jitter + 6));
      data[offset + 1] = Math.max(0, Math.min(255, shade + jitter + 2));
      data[offset + 2] = Math.max(0, Math.min(255, shade + jitter - 4));
      data[offset + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, 70).data;
}

// --- XLSX -----------------------------------------------------------------------------------------

/** A zip archive of stored (uncompressed) entries: enough for an Office Open XML workbook. */
function zip(entries: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  // 2026-11-01 00:00 in DOS format, so that the bytes do not depend on when they were made
  const dosTime = 0;
  const dosDate = ((2026 - 1980) << 9) | (11 << 5) | 1;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An XLSX workbook of one sheet, every cell an inline string: opens in Excel and LibreOffice. */
export function xlsxWorkbook(rows: readonly (readonly string[])[]): Buffer {
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((cell, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${xmlEscape(cell)}</t></is></c>`)
          .join('')}</row>`,
    )
    .join('');
  const file = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`, 'utf8');
  return zip([
    {
      name: '[Content_Types].xml',
      data: file(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: file(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: file(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Tiliote" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: file(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: file(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`),
    },
  ]);
}
