import { obligationOfId, readBasis, readPaydays } from './obligations.ts';
import type { Queryable } from '../db/database.ts';

/**
 * A filing's name in Finnish, as a person says it: "ALV-ilmoitus 10/2026", "ALV-ilmoitus 7–9/2026",
 * "Palkkatietoilmoitus 20.11.2026", "Tilinpäätös 2025". An unknown kind keeps its code.
 */
export function filingLabel(kind: string, period: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(period);
  let when = period;
  if (month) when = `${Number(month[2])}/${month[1]}`;
  else if (quarter) when = `${Number(quarter[2]) * 3 - 2}–${Number(quarter[2]) * 3}/${quarter[1]}`;
  else if (day) when = `${Number(day[3])}.${Number(day[2])}.${day[1]}`;
  const names: Record<string, string> = {
    vat_return: 'ALV-ilmoitus',
    employer_contributions: 'Työnantajasuoritukset',
    incomes_register_report: 'Palkkatietoilmoitus',
    income_tax_return: 'Veroilmoitus',
    financial_statements: 'Tilinpäätös',
  };
  return `${names[kind] ?? kind} ${when}`;
}

/**
 * A filing as the subject of a thread in Messages (docs/decisions/0013): its label in Finnish when the id names one of the
 * company's obligations — stored work or only computed (an upcoming return has its thread too) —, else null.
 * The messages handlers ask it before starting a filing's thread.
 */
export async function filingSubjectLabel(db: Queryable, customerId: string, filingId: string): Promise<string | null> {
  const obligation = obligationOfId(filingId, await readBasis(db, customerId), await readPaydays(db, customerId));
  return obligation === null ? null : filingLabel(obligation.kind, obligation.period);
}
