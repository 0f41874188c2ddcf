import { describe, expect, it } from 'vitest';
import type { WorklogEntry } from '../../api/schemas/worklog.ts';
import { worklogCsv, worklogCsvFilename } from './csv.ts';

const entry: WorklogEntry = {
  id: 'wl_1',
  author_email: 'kaisa@example.test',
  author_name: 'Kaisa Mäkinen',
  entry_date: '2026-11-02',
  minutes: 90,
  note: 'Asiakaskäynti',
  created_at: '2026-11-02T13:05:00Z',
};

/** Splits one CSV line by the separator, honouring quotes, as a spreadsheet reads it. */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

describe('worklogCsv: a file a Finnish spreadsheet opens as it is', () => {
  it('starts with a UTF-8 byte order mark and Finnish headers separated by semicolons', () => {
    const csv = worklogCsv([entry], { includeAuthor: true });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Päivämäärä;Tekijä;Tekijän sähköposti;Tunnit;Minuutit;Kuvaus;Kirjattu;Tunniste');
  });

  it('writes Finnish dates, decimal hours with a comma, whole minutes and the Finnish time of recording', () => {
    const line = worklogCsv([entry], { includeAuthor: true }).split('\r\n')[1] ?? '';
    expect(fieldsOf(line)).toEqual(['2.11.2026', 'Kaisa Mäkinen', 'kaisa@example.test', '1,50', '90', 'Asiakaskäynti', '2.11.2026 15:05', 'wl_1']);
  });

  it('leaves the author columns out for those who see only their own entries', () => {
    const [header, line] = worklogCsv([entry], { includeAuthor: false }).slice(1).split('\r\n');
    expect(header).toBe('Päivämäärä;Tunnit;Minuutit;Kuvaus;Kirjattu;Tunniste');
    expect(fieldsOf(line ?? '')).toHaveLength(6);
  });

  it('ends every line with CRLF, one line per entry, in the order shown', () => {
    const csv = worklogCsv([entry, { ...entry, id: 'wl_2', entry_date: '2026-11-01' }], { includeAuthor: false });
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4); // header, two entries, the empty rest after the last CRLF
    expect(lines[1]?.startsWith('2.11.2026;')).toBe(true);
    expect(lines[2]?.startsWith('1.11.2026;')).toBe(true);
  });

  it('quotes notes holding the separator, quotes or line breaks so that they stay one field', () => {
    const note = 'Toimitus; "Tukku Oy"\nja Kuljetus Ky';
    const csv = worklogCsv([{ ...entry, note }], { includeAuthor: false });
    const body = csv.slice(1).split('\r\n').slice(1).join('\r\n');
    expect(body).toContain('"Toimitus; ""Tukku Oy""\nja Kuljetus Ky"');
    const fields = fieldsOf(body.replace(/\r\n$/, ''));
    expect(fields[3]).toBe(note);
  });

  it('writes the recording time in summer time too', () => {
    const summer = worklogCsv([{ ...entry, created_at: '2026-07-01T21:30:00Z' }], { includeAuthor: false });
    expect(summer).toContain(';2.7.2026 00:30;');
  });
});

describe('worklogCsvFilename', () => {
  it('names the company and the range, with nothing a file system would refuse', () => {
    expect(worklogCsvFilename('cus_aurora', { from: '2026-11-01', to: '2026-11-30' })).toBe('tyoaika_cus_aurora_2026-11-01_2026-11-30.csv');
    expect(worklogCsvFilename('a/b:c', { from: '2026-11-01', to: '2026-11-30' })).toBe('tyoaika_a_b_c_2026-11-01_2026-11-30.csv');
  });
});
