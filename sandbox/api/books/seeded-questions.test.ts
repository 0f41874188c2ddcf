import { describe, expect, inject, it } from 'vitest';
import { readableItems } from '../../../src/api/reading.ts';
import { Booking, TransactionList } from '../../../src/api/schemas/books.ts';
import { QuestionList, type Question } from '../../../src/api/schemas/books-questions.ts';
import { addDays, firstDayOf, periodOf, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';

/**
 * The seed's questions (sandbox/db/seeds/books-questions.ts), read through the shared sandbox as a person and
 * a key would: a dozen for each company, two of them answered by Anna Virtanen, three from one shop to answer
 * at once. Nothing here writes, so the other files' runs leave these as seeded. Their days are reckoned from the
 * day the sandbox was seeded (docs/decisions/0001-seed-lives-in-the-present.md).
 */

const seededOn = inject('sandboxSeededOn');

async function questionsOf(bearer: string, customerId?: string): Promise<Question[]> {
  const answer = await callService('GET', `/books/questions${customerId ? `?customer_id=${customerId}` : ''}`, { bearer });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return readableItems(QuestionList.parse(answer.body).questions);
}

describe('the seeded questions', () => {
  it('gives Aurora and Birch a dozen questions each, ten open and two answered by Anna Virtanen', async () => {
    const admin = await idTokenOf('admin@aurora.example');
    for (const customerId of ['cus_aurora', 'cus_birch']) {
      const questions = await questionsOf(admin, customerId);
      expect(questions).toHaveLength(12);
      expect(questions.filter((question) => question.state === 'open')).toHaveLength(10);
      const answered = questions.filter((question) => question.state === 'answered');
      expect(answered.map((question) => question.declarations.map((declaration) => [declaration.answer, declaration.name]))).toEqual([
        [['explained', 'Anna Virtanen']],
        [['dont_know', 'Anna Virtanen']],
      ]);
      expect(questions.every((question) => question.row.account_code === '1910' && question.text.startsWith('Mikä tämä'))).toBe(true);
    }
  });

  it('asks about rows of the last three months the books have reached, none after yesterday, each answer after its row and before today', async () => {
    const thisMonth = periodOf(seededOn);
    for (const bearer of ['svc_sk_sandbox_aurora_read', 'svc_sk_sandbox_birch_write']) {
      const questions = await questionsOf(bearer);
      expect(questions).toHaveLength(12);
      for (const question of questions) {
        const day = question.row.date;
        expect(day >= firstDayOf(shiftPeriod(thisMonth, -3)) && day <= addDays(seededOn, -1), `${question.id} ${day}`).toBe(true);
        for (const declaration of question.declarations) {
          expect(Date.parse(declaration.at), question.id).toBeGreaterThan(Date.parse(`${day}T23:59:59+03:00`));
          expect(Date.parse(declaration.at), question.id).toBeLessThan(Date.parse(`${seededOn}T00:00:00+03:00`));
        }
      }
      // a row of this month comes after some other posting of the month: the books have reached it
      const ofThisMonth = questions.filter((question) => question.row.date >= firstDayOf(thisMonth));
      if (ofThisMonth.length > 0) {
        const answer = await callService('GET', `/lens/transactions?period=${thisMonth}&limit=0`, { bearer });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const asked = new Set(questions.map((question) => question.row.row_id));
        const firstOther = readableItems(TransactionList.parse(answer.body).transactions)
          .filter((row) => !asked.has(row.row_id) && !row.row_id.startsWith('bq-'))
          .map((row) => row.date)
          .sort()[0];
        for (const question of ofThisMonth) expect((firstOther ?? '9999') < question.row.date, question.id).toBe(true);
      }
    }
  });

  it('lists the shop’s other two open rows as similar to each of its three', async () => {
    const questions = await questionsOf('svc_sk_sandbox_aurora_read');
    const motonet = questions.filter((question) => question.row.counterparty === 'Motonet Espoo');
    expect(motonet).toHaveLength(3);
    for (const question of motonet) {
      expect(question.similar.map((row) => row.row_id).sort()).toEqual(motonet.filter((other) => other !== question).map((other) => other.row.row_id).sort());
    }
    const large = questions.find((question) => question.row.amount_cents > 1_000_000);
    expect(large?.state).toBe('open');
  });

  it('shows the asked rows in the transactions window with their question, and each row’s entry in the booking view', async () => {
    const bearer = 'svc_sk_sandbox_aurora_read';
    const answer = await callService('GET', '/lens/transactions?source=bank_row&account=1910&q=Motonet&limit=0', { bearer });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = readableItems(TransactionList.parse(answer.body).transactions);
    expect(rows.filter((row) => row.question !== null).map((row) => [row.description, row.question])).toEqual(Array.from({ length: 3 }, () => ['Korttiosto Motonet Espoo', 'open']));
    const asked = rows.find((row) => row.question !== null);
    const booking = await callService('GET', `/lens/transactions/${asked?.row_id}`, { bearer });
    expect(booking.status).toBe(200);
    expect(Booking.parse(booking.body).entry.lines.map((line) => line.account_code)).toEqual(['1910', '1999']);
  });
});
