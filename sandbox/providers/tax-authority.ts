import { validatePersonalIdentityCode } from '../../src/api/schemas/finnish-identifiers.ts';

/**
 * The simulated tax authority's wage tax card service (test environment). Deterministic: the answer
 * depends only on the identity code and the payday, never on time or chance, so that every test,
 * journey and demo sees the same cards. docs/sandbox.md ("Simulated tax authority") documents these rules:
 *
 * - The seeded identity codes in `SEEDED_CARDS` have the cards listed there.
 * - Individual number 900–949 (temporary identity codes): the authority has no card for the person.
 * - Individual number 950–999: the authority cannot be reached — every fetch for them fails.
 * - Any other valid code has a card derived from its digits (base 10–30 % in half points, additional
 *   rate 20 points higher up to 60 %, an income ceiling of 20 000–40 000 €).
 *
 * A card is for one tax year, which runs from February to the next January: a payday in January is
 * paid on the previous year's card.
 */

export type TaxAuthorityEnvironment = 'test';

export interface AuthorityTaxCard {
  base_basis_points: number;
  additional_basis_points: number;
  annual_income_ceiling_cents: number;
  valid_from: string;
  includes_stock_options_and_grants: boolean;
  nonresident_progressive_tax_claim: boolean;
}

export type TaxAuthorityAnswer =
  | { kind: 'card'; card: AuthorityTaxCard }
  | { kind: 'no_card'; message: string }
  | { kind: 'unreachable'; message: string };

export interface TaxCardRequest {
  environment: TaxAuthorityEnvironment;
  /** The employer: the company's business ID. */
  payerBusinessId: string;
  identityCode: string;
  paymentDate: string;
}

type SeededCard = Omit<AuthorityTaxCard, 'valid_from'>;

const plainCard = (base: number, additional: number, ceilingEuros: number): SeededCard => ({
  base_basis_points: base,
  additional_basis_points: additional,
  annual_income_ceiling_cents: ceilingEuros * 100,
  includes_stock_options_and_grants: false,
  nonresident_progressive_tax_claim: false,
});

/** The cards of the seeded employees (sandbox/db/seeds/payroll.ts names whose code is whose). */
export const SEEDED_CARDS: Readonly<Record<string, SeededCard>> = {
  // Aurora: Aino Laakso
  '170385-142W': plainCard(1850, 3800, 32_000),
  // Aurora: Mikko Salmi — differs from the card he handed in on paper
  '040779-2378': plainCard(2200, 4200, 45_000),
  // Aurora: Liisa Heikkinen — below the 30 % she asked her employer to withhold
  '230998-318M': plainCard(1250, 3250, 25_000),
  // Birch: Kalle Koivu — stock options declared on the card
  '111188-457D': { ...plainCard(1600, 3600, 30_000), includes_stock_options_and_grants: true },
};

export const NO_CARD_INDIVIDUAL_NUMBERS = { from: 900, to: 949 } as const;
export const UNREACHABLE_INDIVIDUAL_NUMBERS = { from: 950, to: 999 } as const;

/** First day of the tax year a payday falls in: February 1st, or the previous year's for January. */
export function taxYearStart(paymentDate: string): string {
  const year = Number(paymentDate.slice(0, 4));
  const month = Number(paymentDate.slice(5, 7));
  return `${month >= 2 ? year : year - 1}-02-01`;
}

/** Last day of the tax year that starts on `validFrom` (January 31st of the next year). */
export function taxYearEnd(validFrom: string): string {
  return `${Number(validFrom.slice(0, 4)) + 1}-01-31`;
}

function derivedCard(identityCode: string): SeededCard {
  const digits = Number(identityCode.slice(0, 6) + identityCode.slice(7, 10));
  const base = 1000 + (digits % 41) * 50;
  return plainCard(base, Math.min(base + 2000, 6000), 20_000 + (digits % 5) * 5_000);
}

/** Asks the authority for the wage tax card in force on `paymentDate`. */
export function fetchWageTaxCard(request: TaxCardRequest): TaxAuthorityAnswer {
  if (!validatePersonalIdentityCode(request.identityCode).ok) {
    return { kind: 'no_card', message: 'The tax authority knows no person by this identity code.' };
  }
  const individualNumber = Number(request.identityCode.slice(7, 10));
  if (individualNumber >= UNREACHABLE_INDIVIDUAL_NUMBERS.from && individualNumber <= UNREACHABLE_INDIVIDUAL_NUMBERS.to) {
    return { kind: 'unreachable', message: 'The tax authority’s test service did not answer (simulated outage).' };
  }
  if (individualNumber >= NO_CARD_INDIVIDUAL_NUMBERS.from && individualNumber <= NO_CARD_INDIVIDUAL_NUMBERS.to) {
    return { kind: 'no_card', message: 'The tax authority has no wage tax card for this person for the tax year.' };
  }
  const card = SEEDED_CARDS[request.identityCode] ?? derivedCard(request.identityCode);
  return { kind: 'card', card: { ...card, valid_from: taxYearStart(request.paymentDate) } };
}
