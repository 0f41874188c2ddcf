import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/schemas/books.ts';
import { CSV_BOM } from '../../ui/csv.ts';
import { transactionsCsv, transactionsCsvFilename } from './transactions-csv.ts';

const row = (over: Partial<Transaction> = {}): Transaction => ({
  row_id: 'row_1',
  entry_id: 'je_1',
  date: '2026-11-20',
  account_code: '3000',
  account_name: 'Myynti',
  description: 'Lasku 1042; konsultointi',
  counterparty: 'Oy Asiakas Ab',
  amount_cents: -124_000,
  source: { kind: 'sales', id: 'inv_1042', label: 'Myyntilasku 1042' },
  has_original: true,
  question: null,
  ...over,
});

const words = (kind: string) => ({ sales: 'Myynti' })[kind] ?? kind;

describe('the transactions as a CSV file', () => {
  it('has Finnish headers, dates as d.m.yyyy, amounts with a decimal comma and the source in words', () => {
    const lines = transactionsCsv([row()], words).slice(CSV_BOM.length).split('\r\n');
    expect(lines[0]).toBe('Päivämäärä;Tili;Tilin nimi;Kuvaus;Vastapuoli;Summa (EUR);Lähde;Lähteen nimi;Rivin tunniste;Kirjauksen tunniste');
    expect(lines[1]).toBe('20.11.2026;3000;Myynti;"Lasku 1042; konsultointi";Oy Asiakas Ab;-1240,00;Myynti;Myyntilasku 1042;row_1;je_1');
    expect(lines[2]).toBe('');
  });

  it('writes text that would start a formula as text, an absent counterparty empty, an unknown source as it came', () => {
    const [, line] = transactionsCsv([row({ description: '=HYPERLINK("x")', counterparty: null, amount_cents: 5, source: { kind: 'crypto', id: null, label: '' } })], words)
      .slice(CSV_BOM.length)
      .split('\r\n');
    expect(line).toBe(`20.11.2026;3000;Myynti;"'=HYPERLINK(""x"")";;0,05;crypto;;row_1;je_1`);
  });

  it('names the file after the company and the filters set', () => {
    expect(transactionsCsvFilename('cus_aurora', { account: '3000', period: '2026' })).toBe('tapahtumat_cus_aurora_3000_2026.csv');
    expect(transactionsCsvFilename('cus_aurora', { q: 'a/b c' })).toBe('tapahtumat_cus_aurora_a_b_c.csv');
  });
});
