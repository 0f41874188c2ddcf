import type { Statement, StatementKind } from '../../src/api/schemas/books.ts';
import { periodOf } from '../../src/api/schemas/calendar.ts';
import { accountSums } from './account-figures.ts';
import { LAYOUTS } from './layout.ts';
import { monthStates, stateOf } from './month-states.ts';
import { financialYearStartOf, previousYearOf, statementPeriodOf, type StatementPeriod } from './periods.ts';
import { balanceFigures, incomeFigures, statementLines, type LineFigures } from './statement-lines.ts';
import type { Queryable } from '../db/database.ts';


/** The dates a statement of the period covers: an income statement its own, a balance sheet from the financial year's start. */
function rangeOf(kind: StatementKind, period: StatementPeriod): { from: string; to: string } {
  return { from: kind === 'balance_sheet' ? financialYearStartOf(period.to) : period.from, to: period.to };
}

async function figuresOf(db: Queryable, customerId: string, kind: StatementKind, period: StatementPeriod): Promise<LineFigures> {
  const { from, to } = rangeOf(kind, period);
  const sums = await accountSums(db, customerId, { from, to, yearStart: financialYearStartOf(to) });
  return kind === 'balance_sheet' ? balanceFigures(sums) : incomeFigures(sums);
}

/**
 * A statement of the period from the ledger (docs/decisions/0014), with the previous year's same period
 * when asked. `months_in_progress` are the months it covers, up to today's, that are not closed.
 */
export async function statementOf(
  db: Queryable,
  customerId: string,
  query: { kind: StatementKind; period: string; compare: boolean },
  today: string,
): Promise<Statement> {
  const period = statementPeriodOf(query.period);
  const previousYear = query.compare ? previousYearOf(query.period) : null;
  const previous = previousYear ? statementPeriodOf(previousYear) : null;
  const figures = await figuresOf(db, customerId, query.kind, period);
  const compareFigures = previous ? await figuresOf(db, customerId, query.kind, previous) : null;
  const states = await monthStates(db, customerId);
  const { from, to } = rangeOf(query.kind, period);
  const current = periodOf(today);
  const covered = statementPeriodOf(from.slice(0, 4)).months.filter((month) => month >= periodOf(from) && month <= periodOf(to) && month <= current);
  return {
    kind: query.kind,
    period: query.period,
    from,
    to,
    compare: previous ? { period: previous.period, ...rangeOf(query.kind, previous) } : null,
    lines: statementLines(LAYOUTS[query.kind], figures, compareFigures),
    months_in_progress: covered.filter((month) => stateOf(states, month).state !== 'closed'),
  };
}
