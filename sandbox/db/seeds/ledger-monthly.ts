import { shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { finnishDay, finnishMonthName } from '../seed-clock.ts';
import { AGENT, FIRM, credit, dayOf, debit, monthsSince, unitOf, vatBasisPointsOn, vatCodeOn, type LedgerPlan } from './ledger-plan.ts';
import { ofYear, sizeOf, type CompanyProfile } from './ledger-profiles.ts';
import { planPayroll } from './ledger-sources.ts';

/**
 * The ledger seed's own months: the opening balances, the running costs paid from the bank, the purchases,
 * the generated payroll of the months no seeded run covers, the depreciation, the loan, the tax prepayments,
 * and the settlements of the VAT and payroll liabilities each month leaves.
 */

const monthLabel = (period: string) => `${period.slice(5, 7)}/${period.slice(0, 4)}`;
const idOf = (profile: CompanyProfile, period: string, what: string) => `${profile.slug}-${period}-${what}`;
const vatOf = (netCents: number, date: string) => Math.round((netCents * vatBasisPointsOn(date)) / 10000);
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** `2024-10`, `2024-11` → `lokakuu–marraskuu 2024`; across a year's end `joulukuu 2024–tammikuu 2025`. */
function monthsInWords(first: string, last: string): string {
  if (first.slice(0, 4) === last.slice(0, 4)) return `${finnishMonthName(first)}–${finnishMonthName(last)} ${last.slice(0, 4)}`;
  return `${finnishMonthName(first)} ${first.slice(0, 4)}–${finnishMonthName(last)} ${last.slice(0, 4)}`;
}

/**
 * The balances the books were taken over with on the first day of their first month (1 Dec 2024 as authored),
 * and that month's payments of what was then owed or due: the two months' VAT before, the month before's
 * withholdings and pension contributions, its sales and purchases.
 */
export function planOpening(plan: LedgerPlan, profile: CompanyProfile): void {
  const o = profile.opening;
  const first = plan.range.firstMonth;
  const before = shiftPeriod(first, -1);
  const date = `${first}-01`;
  const liabilities = o.shareCapital + o.loan + o.payables + o.vat + o.withholding + o.pension;
  const retained = o.machinery + o.receivables + o.cash - liabilities;
  plan.add({
    id: idOf(profile, first, 'opening'),
    date,
    description: `Avaavat saldot ${finnishDay(date)}`,
    source: { kind: 'opening', id: null, label: `Avaava tase ${finnishDay(date)} (kirjanpidon siirto)` },
    booked_by: FIRM,
    booked_at: `${first}-02T08:00:00Z`,
    lines: [
      debit('1160', o.machinery, 'Koneet ja kalusto, avaava saldo'),
      debit('1700', o.receivables, 'Myyntisaamiset, avaava saldo'),
      debit('1910', o.cash, 'Pankkitili, avaava saldo'),
      credit('2000', o.shareCapital, 'Osakepääoma, avaava saldo'),
      credit('2250', retained, 'Edellisten tilikausien voitto, avaava saldo'),
      credit('2600', o.loan, 'Pankkilaina, avaava saldo'),
      credit('2871', o.payables, 'Ostovelat, avaava saldo'),
      credit('2939', o.vat, `Arvonlisäverovelka ${monthsInWords(shiftPeriod(first, -2), before)}`),
      credit('2930', o.withholding, `Ennakonpidätykset ${monthLabel(before)}`),
      credit('2960', o.pension, `TyEL-maksut ${monthLabel(before)}`),
    ],
  });
  const paid = (what: string, day: number, account: string, cents: number, description: string, counterparty: string, into = false) =>
    plan.add({
      id: idOf(profile, first, what),
      date: dayOf(first, day),
      description,
      source: { kind: 'bank_row', id: null, label: `Pankki: ${counterparty}` },
      booked_by: AGENT,
      lines: into
        ? [debit('1910', cents, description, { counterparty }), credit(account, cents, description, { counterparty })]
        : [debit(account, cents, description, { counterparty }), credit('1910', cents, description, { counterparty })],
    });
  const monthBefore = capitalized(`${finnishMonthName(before)}n`);
  paid('opening-receivables', 9, '1700', o.receivables, `${monthBefore} myyntilaskujen suoritukset`, 'Asiakkaat', true);
  paid('opening-payables', 15, '2871', o.payables, `${monthBefore} ostolaskujen maksut`, 'Toimittajat');
  paid('opening-vat', 12, '2939', o.vat, `Arvonlisävero ${monthsInWords(shiftPeriod(first, -2), before)}`, 'Verohallinto');
  paid('opening-withholding', 12, '2930', o.withholding, `Ennakonpidätykset ${monthLabel(before)}`, 'Verohallinto');
  paid('opening-pension', 12, '2960', o.pension, `TyEL-maksut ${monthLabel(before)}`, 'Ilmarinen');
}

/** One month's running business apart from sales: purchases, rent, costs, payroll when no run covers it, depreciation, loan, taxes. */
export function planMonthCosts(plan: LedgerPlan, profile: CompanyProfile, period: string, payrollCovered: ReadonlySet<string>, invoicedNetCents: number): void {
  const first = plan.range.firstMonth;
  const size = sizeOf(profile, first, period);
  const bankPaid = (what: string, day: number, account: string, netCents: number, payee: string, description: string, withVat: boolean) => {
    const date = dayOf(period, day);
    const vat = withVat ? vatOf(netCents, date) : 0;
    plan.add({
      id: idOf(profile, period, what),
      date,
      description: `${payee}: ${description}`,
      source: { kind: 'bank_row', id: null, label: `Pankki: ${payee}` },
      booked_by: AGENT,
      lines: [
        debit(account, netCents, description, { counterparty: payee, vat_code: withVat ? vatCodeOn(date) : null, vat_cents: withVat ? vat : null }),
        debit('1763', vat, `ALV ${payee}`),
        credit('1910', netCents + vat, `${payee}: ${description}`, { counterparty: payee }),
      ],
    });
  };

  // Goods bought on credit from the wholesaler, paid two weeks later.
  const goodsNet = Math.round((invoicedNetCents * profile.materialsShare) / 100) * 100;
  if (goodsNet > 0) {
    const date = dayOf(period, 8);
    const vat = vatOf(goodsNet, date);
    const label = `Ostolasku ${profile.wholesaler} ${monthLabel(period)}`;
    plan.add({
      id: idOf(profile, period, 'goods'),
      date,
      description: label,
      source: { kind: 'purchase_bill', id: null, label },
      booked_by: AGENT,
      lines: [
        debit('4000', goodsNet, `Tavarat ja tarvikkeet ${monthLabel(period)}`, { counterparty: profile.wholesaler, vat_code: vatCodeOn(date), vat_cents: vat }),
        debit('1763', vat, `ALV ${label}`),
        credit('2871', goodsNet + vat, label, { counterparty: profile.wholesaler }),
      ],
    });
    plan.add({
      id: idOf(profile, period, 'goods-paid'),
      date: dayOf(period, 22),
      description: `Maksu: ${label}`,
      source: { kind: 'bank_row', id: null, label: `Pankki: ${profile.wholesaler}` },
      booked_by: AGENT,
      lines: [debit('2871', goodsNet + vat, `Maksu: ${label}`, { counterparty: profile.wholesaler }), credit('1910', goodsNet + vat, `Maksu: ${label}`, { counterparty: profile.wholesaler })],
    });
  }
  if (profile.subcontractor) {
    const net = Math.round((profile.subcontractor.netCents * size * (0.8 + unitOf(`${profile.slug}${period}sub`) * 0.4)) / 100) * 100;
    bankPaid('subcontracting', 18, '4500', net, profile.subcontractor.name, `Alihankinta ${monthLabel(period)}`, true);
  }
  bankPaid('rent', 2, '7000', ofYear(profile.rent.netCents, plan.range.today, period), profile.rent.landlord, `Vuokra ${monthLabel(period)}`, true);
  profile.runningCosts.forEach((cost, index) => {
    const net = Math.round(cost.netCents * (0.9 + unitOf(`${profile.slug}${period}${cost.account}`) * 0.2));
    bankPaid(`cost-${cost.account}`, 5 + index * 3, cost.account, net, cost.payee, `${cost.what} ${monthLabel(period)}`, cost.vat);
  });

  if (!payrollCovered.has(period)) {
    const gross = Math.round(profile.grossWagesCents * 1.008 ** monthsSince(first, period));
    const employeePension = Math.round(gross * 0.073);
    const employeeUnemployment = Math.round(gross * 0.0089);
    const withholding = Math.round(gross * 0.2);
    planPayroll(plan, {
      id: null,
      period,
      payday: dayOf(period, 25),
      label: 'Palkat',
      totals: {
        gross_cents: gross,
        withholding_cents: withholding,
        employee_pension_cents: employeePension,
        employee_unemployment_cents: employeeUnemployment,
        net_cents: gross - withholding - employeePension - employeeUnemployment,
        employer_pension_cents: Math.round(gross * 0.171),
        employer_unemployment_cents: Math.round(gross * 0.0031),
        employer_health_insurance_cents: Math.round(gross * 0.0191),
      },
    });
  }

  const lastDay = dayOf(period, 28);
  plan.add({
    id: idOf(profile, period, 'depreciation'),
    date: lastDay,
    description: `Suunnitelman mukainen poisto ${monthLabel(period)}`,
    source: { kind: 'manual', id: null, label: `Poistot ${monthLabel(period)}` },
    booked_by: FIRM,
    lines: [debit('6800', profile.depreciationCents, `Poisto, koneet ja kalusto ${monthLabel(period)}`), credit('1160', profile.depreciationCents, `Poisto ${monthLabel(period)}`)],
  });

  const monthsPaid = monthsSince(first, period);
  const loanLeft = profile.opening.loan - monthsPaid * profile.loanInstalmentCents;
  const interest = Math.round((loanLeft * 0.052) / 12);
  plan.add({
    id: idOf(profile, period, 'loan'),
    date: dayOf(period, 20),
    description: `Lainan lyhennys ja korko ${monthLabel(period)}`,
    source: { kind: 'bank_row', id: null, label: 'Pankki: OP Yrityslaina' },
    booked_by: AGENT,
    lines: [
      debit('2600', profile.loanInstalmentCents, `Lainan lyhennys ${monthLabel(period)}`, { counterparty: 'Osuuspankki' }),
      debit('9000', interest, `Lainan korko ${monthLabel(period)}`, { counterparty: 'Osuuspankki' }),
      credit('1910', profile.loanInstalmentCents + interest, `Yrityslaina ${monthLabel(period)}`, { counterparty: 'Osuuspankki' }),
    ],
  });

  if (['03', '06', '09', '12'].includes(period.slice(5, 7))) {
    const interestIncome = Math.round(3000 + unitOf(`${profile.slug}${period}deposit`) * 9000);
    plan.add({
      id: idOf(profile, period, 'deposit-interest'),
      date: dayOf(period, 27),
      description: `Talletuskorko ${monthLabel(period)}`,
      source: { kind: 'bank_row', id: null, label: 'Pankki: Osuuspankki, korko' },
      booked_by: AGENT,
      lines: [debit('1910', interestIncome, 'Talletuskorko', { counterparty: 'Osuuspankki' }), credit('8500', interestIncome, `Talletuskorko ${monthLabel(period)}`)],
    });
  }

  const prepayment = profile.taxPrepaymentCents ? ofYear(profile.taxPrepaymentCents, plan.range.today, period) : 0;
  if (prepayment) {
    plan.add({
      id: idOf(profile, period, 'tax-prepayment'),
      date: dayOf(period, 23),
      description: `Ennakkovero ${monthLabel(period)}`,
      source: { kind: 'bank_row', id: null, label: 'Pankki: Verohallinto, ennakkovero' },
      booked_by: AGENT,
      lines: [debit('9900', prepayment, `Tuloveron ennakko ${monthLabel(period)}`, { counterparty: 'Verohallinto' }), credit('1910', prepayment, `Ennakkovero ${monthLabel(period)}`, { counterparty: 'Verohallinto' })],
    });
  }
}

/**
 * What each month leaves owed, paid as the law's calendar says: the month's VAT (sales VAT less purchase VAT)
 * on the 12th of the month after next, its withholding and social security contributions on the 12th of the
 * next month, its pension contributions then too. Computed from the plan before any settlement is added.
 */
export function planSettlements(plan: LedgerPlan, profile: CompanyProfile, periods: readonly string[]): void {
  const owed = periods.map((period) => ({
    period,
    salesVat: -plan.netDebitIn(period, '2939'),
    purchaseVat: plan.netDebitIn(period, '1763'),
    withholding: -plan.netDebitIn(period, '2930'),
    social: -plan.netDebitIn(period, '2940'),
    pension: -plan.netDebitIn(period, '2960'),
  }));
  for (const month of owed) {
    const vatDue = month.salesVat - month.purchaseVat;
    const vatDate = dayOf(shiftPeriod(month.period, 2), 12);
    plan.add({
      id: idOf(profile, month.period, 'vat'),
      date: vatDate,
      description: `Arvonlisävero ${monthLabel(month.period)}`,
      source: { kind: 'bank_row', id: null, label: `Pankki: Verohallinto, ALV ${monthLabel(month.period)}` },
      booked_by: AGENT,
      lines: [
        debit('2939', month.salesVat, `Myynnin ALV ${monthLabel(month.period)}`),
        credit('1763', month.purchaseVat, `Ostojen ALV ${monthLabel(month.period)}`),
        vatDue >= 0
          ? credit('1910', vatDue, `ALV-maksu ${monthLabel(month.period)}`, { counterparty: 'Verohallinto' })
          : debit('1910', -vatDue, `ALV-palautus ${monthLabel(month.period)}`, { counterparty: 'Verohallinto' }),
      ],
    });
    const next = shiftPeriod(month.period, 1);
    plan.add({
      id: idOf(profile, month.period, 'employer-taxes'),
      date: dayOf(next, 12),
      description: `Ennakonpidätykset ja työnantajamaksut ${monthLabel(month.period)}`,
      source: { kind: 'bank_row', id: null, label: 'Pankki: Verohallinto, oma-aloitteiset verot' },
      booked_by: AGENT,
      lines: [
        debit('2930', month.withholding, `Ennakonpidätykset ${monthLabel(month.period)}`),
        debit('2940', month.social, `Sotu- ja työttömyysvakuutusmaksut ${monthLabel(month.period)}`),
        credit('1910', month.withholding + month.social, `Oma-aloitteiset verot ${monthLabel(month.period)}`, { counterparty: 'Verohallinto' }),
      ],
    });
    plan.add({
      id: idOf(profile, month.period, 'pension'),
      date: dayOf(next, 12),
      description: `TyEL-maksut ${monthLabel(month.period)}`,
      source: { kind: 'bank_row', id: null, label: 'Pankki: Ilmarinen, TyEL' },
      booked_by: AGENT,
      lines: [debit('2960', month.pension, `TyEL-maksut ${monthLabel(month.period)}`), credit('1910', month.pension, `TyEL ${monthLabel(month.period)}`, { counterparty: 'Ilmarinen' })],
    });
  }
}
