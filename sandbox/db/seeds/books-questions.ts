import type { Transaction } from '@electric-sql/pglite';
import { firstDayOf, lastDayOf, periodOf, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { postEntry, rowIdOf } from '../../books/post-entry.ts';
import { AURORA, BIRCH, DEMO_PEOPLE } from '../../idp/demo-people.ts';
import type { SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { AGENT } from './ledger-plan.ts';

/**
 * The agent's questions on bank rows (docs/decisions/0014): for each company a dozen rows of the bank account that the
 * agent could not book, parked on the suspense account (1910 ↔ 1999) over the three months before the seed's
 * day, each with a question in plain Finnish. Three card purchases from the same shop give "answer several at
 * once" something to do; one large incoming payment is unexplained; two are already answered by Anna
 * Virtanen (one explained, one she does not know). IDs are fixed; the dates are written as of the authored
 * day (September to November 2026) and move by days to the seeding day, the answers with their rows
 * (docs/decisions/0001-seed-lives-in-the-present.md): every run on the same day writes the same.
 */

const BANK = '1910';
const SUSPENSE = '1999';
const ASK_PAYMENT = 'Mikä tämä maksu oli? Liitä kuitti tai kerro mihin se liittyy.';
const ASK_INCOMING = 'Mikä tämä tilille tullut maksu oli? Kerro, mihin myyntiin tai sopimukseen se liittyy.';

interface AskedBankRow {
  date: string;
  description: string;
  counterparty: string;
  /** Money in positive, money out negative, as the bank account moved. */
  cents: number;
  answer?: { answer: 'explained' | 'dont_know'; note: string; at: string };
}

/** The asked rows as authored (the seed's day 26 November 2026); `rowDayOf` and `clock.instant` move them. */
export const QUESTION_ROWS: readonly AskedBankRow[] = [
  { date: '2026-09-04', description: 'Tilisiirto K-Market Kamppi', counterparty: 'K-Market Kamppi', cents: -2340 },
  { date: '2026-09-12', description: 'MobilePay Matti V.', counterparty: 'Matti V.', cents: -15000 },
  { date: '2026-09-18', description: 'Korttiosto Motonet Espoo', counterparty: 'Motonet Espoo', cents: -8990 },
  { date: '2026-10-02', description: 'Korttiosto Motonet Espoo', counterparty: 'Motonet Espoo', cents: -4590 },
  { date: '2026-10-06', description: 'Tilisiirto Nordic Trade Partners AB', counterparty: 'Nordic Trade Partners AB', cents: 1240000 },
  { date: '2026-10-09', description: 'Korttiosto Amazon EU Sarl', counterparty: 'Amazon EU Sarl', cents: -6499 },
  { date: '2026-10-21', description: 'Korttiosto Motonet Espoo', counterparty: 'Motonet Espoo', cents: -12350 },
  {
    date: '2026-10-28',
    description: 'Käteisnosto Otto Kamppi',
    counterparty: 'Otto Kamppi',
    cents: -20000,
    answer: { answer: 'dont_know', note: 'Nosto on tehty yrityksen kortilla, mutta en tiedä kuka sen teki tai mihin rahat käytettiin.', at: '2026-11-03T09:12:00Z' },
  },
  {
    date: '2026-11-05',
    description: 'Korttiosto Clas Ohlson Helsinki',
    counterparty: 'Clas Ohlson Helsinki',
    cents: -3495,
    answer: { answer: 'explained', note: 'Jatkojohtoja ja työvalo toimistolle.', at: '2026-11-09T07:40:00Z' },
  },
  { date: '2026-11-10', description: 'MobilePay Jussi K.', counterparty: 'Jussi K.', cents: -4500 },
  { date: '2026-11-17', description: 'Tilisiirto Asunto Oy Koivukuja', counterparty: 'Asunto Oy Koivukuja', cents: -18500 },
  { date: '2026-11-20', description: 'Tilisiirto K-Market Kamppi', counterparty: 'K-Market Kamppi', cents: -4780 },
];

/** The entry of a company's n-th asked row (1-based); its first line is the bank row the question is on. */
export const questionEntryId = (customerId: string, n: number) => `bq-${customerId.replace(/^cus_/, '')}-${String(n).padStart(2, '0')}`;

const ANNA = DEMO_PEOPLE.find((person) => person.subject === 'person_admin');

/** The day after the row, in the morning: when the agent looked at the bank's rows. */
const askedAt = (date: string) => `${date}T06:00:00Z`;

/**
 * The day of an asked row on the seeding day: its authored day moved by days. A row that would fall in this
 * month before any of the month's postings (the seeding day early in a month) is the last day of last month
 * instead, so that the agent's questions are on rows of months the books have reached.
 */
function rowDayOf(clock: SeedClock, authored: string, firstPostingThisMonth: string | null): string {
  const day = clock.date(authored);
  const thisMonth = periodOf(clock.today);
  if (day < firstDayOf(thisMonth) || (firstPostingThisMonth !== null && firstPostingThisMonth < day)) return day;
  return lastDayOf(shiftPeriod(thisMonth, -1));
}

async function seedCompany(tx: Transaction, customerId: string, clock: SeedClock): Promise<void> {
  if (!ANNA) throw new Error('seed: no demo person person_admin');
  const firstPosting = (
    await tx.query<{ first: string | null }>('select min(entry_date)::text as first from ledger_rows where customer_id = $1 and entry_date >= $2::date', [
      customerId,
      firstDayOf(periodOf(clock.today)),
    ])
  ).rows[0]?.first ?? null;
  for (const [index, authored] of QUESTION_ROWS.entries()) {
    const asked = { ...authored, date: rowDayOf(clock, authored.date, firstPosting), answer: authored.answer && { ...authored.answer, at: clock.instant(authored.answer.at) } };
    const entryId = questionEntryId(customerId, index + 1);
    const cents = Math.abs(asked.cents);
    const incoming = asked.cents > 0;
    const line = { description: asked.description, counterparty: asked.counterparty };
    await postEntry(tx, {
      customer_id: customerId,
      id: entryId,
      date: asked.date,
      description: asked.description,
      source: { kind: 'bank_row', id: null, label: `Tiliote, ${asked.description}` },
      booked_at: `${asked.date}T22:00:00Z`,
      booked_by: AGENT,
      lines: [
        { ...line, account_code: BANK, ...(incoming ? { debit_cents: cents } : { credit_cents: cents }) },
        { ...line, account_code: SUSPENSE, ...(incoming ? { credit_cents: cents } : { debit_cents: cents }) },
      ],
    });
    const rowId = rowIdOf(entryId, 1);
    await tx.query('insert into books_questions (customer_id, id, row_id, asked_at, text) values ($1, $2, $3, $4, $5)', [
      customerId,
      `q-${entryId}`,
      rowId,
      askedAt(asked.date),
      incoming ? ASK_INCOMING : ASK_PAYMENT,
    ]);
    if (asked.answer) {
      await tx.query(
        `insert into books_declarations (customer_id, id, row_id, answer, note, author_kind, author_subject, name, email, at)
         values ($1, $2, $3, $4, $5, 'person', $6, $7, $8, $9)`,
        [customerId, `decl-${entryId}`, rowId, asked.answer.answer, asked.answer.note, ANNA.subject, ANNA.name, ANNA.email, asked.answer.at],
      );
    }
  }
}

export const seedBooksQuestions: SeedStep = async (tx, clock) => {
  for (const company of [AURORA, BIRCH]) await seedCompany(tx, company.customer_id, clock);
};
