import { monthsSince } from './ledger-plan.ts';

/**
 * How each seeded company's business runs, for the ledger seed: its customers and suppliers, the size of its
 * month and how it grows and turns with the seasons, so that this year and last differ visibly.
 */
export interface CompanyProfile {
  customerId: string;
  /** The seller on the company's sales invoices. */
  name: string;
  /** Short and lowercase, for entry and document IDs. */
  slug: string;
  /** Sales invoices a month, each to one of the customers in turn. */
  invoicesPerMonth: number;
  customers: readonly string[];
  /** What the company sells, as its invoices say. */
  services: readonly string[];
  /** One invoice's net amount in the books' first month, before growth and season. */
  invoiceNetCents: number;
  /** Growth a month, compounding. */
  monthlyGrowth: number;
  /** January … December. */
  season: readonly number[];
  /** Goods bought for resale or work, as a share of invoiced sales, from the wholesaler. */
  materialsShare: number;
  wholesaler: string;
  subcontractor: { name: string; netCents: number } | null;
  /** The rent a month two years before the seeding day's year (2024 as authored), the year before and that year. */
  rent: { landlord: string; netCents: readonly [number, number, number] };
  /** Monthly running costs paid from the bank: account, payee, what, net. */
  runningCosts: readonly { account: string; payee: string; what: string; netCents: number; vat: boolean }[];
  /** Gross wages a month in the books' first month (the seeded payroll runs replace the generated months they cover). */
  grossWagesCents: number;
  opening: { machinery: number; receivables: number; cash: number; shareCapital: number; loan: number; payables: number; vat: number; withholding: number; pension: number };
  depreciationCents: number;
  loanInstalmentCents: number;
  /** The corporate income tax prepaid a month, by year as rent is; none for a sole trader (taxed as a person). */
  taxPrepaymentCents: readonly [number, number, number] | null;
}

export const PROFILES: readonly CompanyProfile[] = [
  {
    customerId: 'cus_aurora',
    name: 'Aurora Oy',
    slug: 'aurora',
    invoicesPerMonth: 2,
    customers: ['Asiakas Oy', 'Pohjolan Rakennus Oy', 'Helsingin Kotitalo Oy', 'Vantaan Toimitilat Oy', 'Mäkelän Kiinteistöt Oy'],
    services: ['Sisustussuunnittelu', 'Kalusteiden toimitus ja asennus', 'Tilasuunnittelu ja projektinhallinta'],
    invoiceNetCents: 1080000,
    monthlyGrowth: 0.018,
    season: [0.8, 0.85, 1.0, 1.05, 1.1, 1.0, 0.65, 0.9, 1.1, 1.15, 1.2, 1.25],
    materialsShare: 0.32,
    wholesaler: 'Tukkutalo Oy',
    subcontractor: { name: 'Asennuspalvelu Kaari Oy', netCents: 95000 },
    rent: { landlord: 'Kiinteistö Oy Hämeentie 12', netCents: [238000, 238000, 245000] },
    runningCosts: [
      { account: '7100', payee: 'Helen Oy', what: 'Sähkö', netCents: 28000, vat: true },
      { account: '7600', payee: 'Elisa Oyj', what: 'Liittymät ja laajakaista', netCents: 13750, vat: true },
      { account: '7700', payee: 'Mainostoimisto Loisto Oy', what: 'Verkkomainonta', netCents: 62000, vat: true },
      { account: '8000', payee: 'Tilitoimisto Laine', what: 'Kirjanpito ja palkanlaskenta', netCents: 69000, vat: true },
      { account: '7300', payee: 'Neste Oyj', what: 'Polttoaine, pakettiauto', netCents: 19500, vat: true },
    ],
    grossWagesCents: 720000,
    opening: { machinery: 3600000, receivables: 1800000, cash: 4200000, shareCapital: 250000, loan: 4000000, payables: 600000, vat: 380000, withholding: 150000, pension: 180000 },
    depreciationCents: 60000,
    loanInstalmentCents: 80000,
    taxPrepaymentCents: [100000, 120000, 150000],
  },
  {
    customerId: 'cus_birch',
    name: 'Birch Tmi',
    slug: 'birch',
    invoicesPerMonth: 2,
    customers: ['Kuopion Kotitalo Oy', 'Savon Mökkirakennus Oy', 'Asunto Oy Puijonlaakso', 'Pekka Nieminen'],
    services: ['Puusepäntyöt', 'Keittiökalusteiden valmistus ja asennus', 'Terassin rakentaminen'],
    invoiceNetCents: 540000,
    monthlyGrowth: 0.015,
    season: [0.6, 0.7, 0.9, 1.1, 1.3, 1.4, 1.2, 1.2, 1.1, 1.0, 0.8, 0.7],
    materialsShare: 0.38,
    wholesaler: 'Puukeskus Oy',
    subcontractor: null,
    rent: { landlord: 'Kuopion Teollisuustalo Oy', netCents: [65000, 65000, 68000] },
    runningCosts: [
      { account: '7100', payee: 'Savon Voima Oyj', what: 'Sähkö, verstas', netCents: 14000, vat: true },
      { account: '7600', payee: 'Telia Finland Oyj', what: 'Puhelin ja laajakaista', netCents: 5900, vat: true },
      { account: '8000', payee: 'Tilitoimisto Laine', what: 'Kirjanpito', netCents: 24000, vat: true },
      { account: '7300', payee: 'Neste Oyj', what: 'Polttoaine, pakettiauto', netCents: 16500, vat: true },
    ],
    grossWagesCents: 270000,
    opening: { machinery: 1800000, receivables: 450000, cash: 1200000, shareCapital: 0, loan: 1200000, payables: 180000, vat: 120000, withholding: 90000, pension: 60000 },
    depreciationCents: 30000,
    loanInstalmentCents: 25000,
    taxPrepaymentCents: null,
  },
];

/** The growth since the books' first month and the season of a month (its calendar month's): the first month's growth is 1. */
export function sizeOf(profile: CompanyProfile, firstMonth: string, period: string): number {
  return (1 + profile.monthlyGrowth) ** monthsSince(firstMonth, period) * (profile.season[Number(period.slice(5, 7)) - 1] ?? 1);
}

/**
 * A figure by year (`rent`, `taxPrepaymentCents`) for a month: the years are the seeding day's and the two before
 * (2024–2026 as authored), so that a year of the books moves as the clock moves years.
 */
export const ofYear = (figures: readonly [number, number, number], today: string, period: string): number =>
  figures[Math.min(2, Math.max(0, 2 - (Number(today.slice(0, 4)) - Number(period.slice(0, 4)))))] ?? 0;
