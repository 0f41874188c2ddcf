import { describe, expect, it } from 'vitest';
import { UnreadableItem, type Read } from '../../api/reading.ts';
import type { Statement } from '../../api/schemas/books.ts';
import { CSV_BOM } from '../../ui/csv.ts';
import { statementCsv, statementFilename } from './statement-csv.ts';

/**
 * The statement's CSV (docs/decisions/0014): what the page shows, for a Finnish spreadsheet — Finnish headers, both
 * columns and the change as numbers with a decimal comma, each line followed by its accounts, and labels that
 * a spreadsheet shows but never runs.
 */

const statement = {
  kind: 'income_statement',
  period: '2026',
  from: '2026-01-01',
  to: '2026-12-31',
  compare: { period: '2025', from: '2025-01-01', to: '2025-12-31' },
  lines: [
    {
      key: 'revenue',
      label: 'Liikevaihto',
      level: 0,
      kind: 'line',
      amount_cents: 116_600_000,
      compare_cents: 105_600_000,
      accounts: [{ code: '3000', name: '=HYPERLINK("http://evil.example";"Myynti")', amount_cents: 116_600_000, compare_cents: 105_600_000 }],
    },
    new UnreadableItem({ key: 42 }, 'key: expected string'),
    { key: 'result_for_period', label: 'Tilikauden voitto; tappio', level: 0, kind: 'total', amount_cents: -12_345, compare_cents: null, accounts: [] },
  ],
  months_in_progress: [],
} as Read<Statement>;

const rowsOf = (csv: string) => csv.slice(CSV_BOM.length).split('\r\n');

describe('the statement as CSV', () => {
  it('has Finnish headers naming both periods, then each line and its accounts with the figures as numbers', () => {
    const csv = statementCsv(statement);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(rowsOf(csv)).toEqual([
      'Rivi;Tili;Tilin nimi;Tämä kausi 1.1.2026–31.12.2026;Vertailukausi 1.1.2025–31.12.2025;Muutos',
      'Liikevaihto;;;1166000,00;1056000,00;110000,00',
      `Liikevaihto;3000;"'=HYPERLINK(""http://evil.example"";""Myynti"")";1166000,00;1056000,00;110000,00`,
      'Riviä ei voitu lukea;;;;;',
      '"Tilikauden voitto; tappio";;;-123,45;;',
      '',
    ]);
  });

  it('leaves the comparison columns out of a statement without one', () => {
    const [header, first] = rowsOf(statementCsv({ ...statement, compare: null }));
    expect(header).toBe('Rivi;Tili;Tilin nimi;Tämä kausi 1.1.2026–31.12.2026');
    expect(first).toBe('Liikevaihto;;;1166000,00');
  });

  it('names a balance sheet’s columns by their dates: a position at a day, not a span', () => {
    const [header] = rowsOf(
      statementCsv({ ...statement, kind: 'balance_sheet', period: '2026-10', from: '2026-01-01', to: '2026-10-31', compare: { period: '2025-10', from: '2025-01-01', to: '2025-10-31' } }),
    );
    expect(header).toBe('Rivi;Tili;Tilin nimi;Tämä kausi 31.10.2026;Vertailukausi 31.10.2025;Muutos');
  });

  it('is named after the statement, the company and the period, safely for any file system', () => {
    expect(statementFilename('cus_aurora', statement)).toBe('tuloslaskelma_cus_aurora_2026.csv');
    expect(statementFilename('cus/x', { kind: 'balance_sheet', period: '2026-10' })).toBe('tase_cus_x_2026-10.csv');
  });
});
