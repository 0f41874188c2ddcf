import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { Cents, CustomerId, IsoDate, Timestamp, freeText } from './common.ts';

// --- Filings (spec §1 Filings: filing authorization, review requests, produced output packages;
// docs/decisions/0015) ----------------------------------------------------------------------------------
//
// What the firm files for the company and when: each obligation (a VAT return of the company's VAT period,
// the employer's Incomes Register reports and monthly contributions, the annual income-tax return and the
// financial statements) with its due date by the published rule, moved to the next banking day when it
// falls on a weekend or a Finnish public holiday; its state; the figures filed; the review the firm asks of
// the company; the output package (the return as PDF, the receipt of filing) as documents of the company.

const assumption = 'docs/decisions/0015; the spec names Filings but shows no shapes.';

export const FILING_KINDS = ['vat_return', 'employer_contributions', 'incomes_register_report', 'income_tax_return', 'financial_statements'] as const;
export const FilingKind = openValues(FILING_KINDS).meta({
  id: 'FilingKind',
  description:
    '`vat_return` (arvonlisäveroilmoitus, OmaVero), `employer_contributions` (the employer’s monthly return of withholdings and contributions, OmaVero), `incomes_register_report` (an earnings payment report to the Incomes Register for one payday), `income_tax_return` (the company’s annual return, form 6B), `financial_statements` (tilinpäätös, filed with the Trade Register).',
});

export const FILING_STATES = ['upcoming', 'in_preparation', 'awaiting_review', 'filed', 'late'] as const;
export const FilingState = openValues(FILING_STATES).meta({
  id: 'FilingState',
  description:
    '`upcoming`: the period is not over or the firm has not started; `in_preparation`: the firm is preparing it; `awaiting_review`: prepared and waiting for the company’s approval; `filed`: filed, with a receipt; `late`: the due date passed without a filing.',
});

export const DueRule = z
  .object({
    text: z.string().describe('the rule in Finnish, e.g. “Kauden toisen kuukauden 12. päivä; siirtyy seuraavaan pankkipäivään”'),
    source_url: z.string().describe('the published source of the rule (vero.fi, tulorekisteri.fi, prh.fi)'),
    moved_from: IsoDate.nullable().describe('the date the rule gives when it fell on a weekend or holiday and the due date moved; else null'),
  })
  .meta({ id: 'FilingDueRule' });

export const FilingFigure = z
  .object({
    key: z.string().describe('the box or line, stable across periods (VAT: `sales_25_5`, `sales_14`, `sales_10`, `tax_on_sales`, `deductible_tax`, `tax_payable`, …)'),
    label: z.string().describe('its name in Finnish, as on the form'),
    amount_cents: Cents,
  })
  .meta({ id: 'FilingFigure' });

export const FilingDocument = z
  .object({
    document_id: z.string().describe('a document of the company (GET /documents/{document_id}/content gives its bytes)'),
    kind: openValues(['return', 'receipt']).describe('`return` the filed (or prepared) return as PDF, `receipt` the authority’s receipt of filing'),
    filename: z.string(),
  })
  .meta({ id: 'FilingDocument' });

export const ReviewDecision = z.enum(['approve', 'question']).meta({ id: 'FilingReviewDecision' });

export const FilingReview = z
  .object({
    requested_at: Timestamp,
    requested_by: z.string().describe('the name of the firm’s person who prepared it'),
    decided: z
      .object({
        decision: openValues(['approve', 'question']),
        name: z.string(),
        email: z.string(),
        at: Timestamp,
        note: z.string().nullable(),
        figures_digest: z.string().describe('the figures the person saw and decided on'),
      })
      .nullable(),
  })
  .meta({ id: 'FilingReview', description: 'The firm’s request that the company approve a prepared return, and the company’s decision.' });

export const Filing = z
  .object({
    id: z.string(),
    kind: FilingKind,
    period: z.string().describe('`YYYY-MM`, `YYYY-Qn` or `YYYY`, or a payday `YYYY-MM-DD` for an Incomes Register report'),
    period_from: IsoDate,
    period_to: IsoDate,
    due_date: IsoDate.describe('the last day to file, a banking day'),
    rule: DueRule,
    state: FilingState,
    figures: rows(z.array(FilingFigure)).nullable().describe('the figures prepared or filed; null while nothing is prepared'),
    figures_digest: z.string().nullable().describe('names exactly these figures; a review is bound to it'),
    review: FilingReview.nullable(),
    filed: z
      .object({ at: Timestamp, reference: z.string().describe('the authority’s reference of the filing'), by: z.string() })
      .nullable(),
    documents: rows(z.array(FilingDocument)),
  })
  .meta({ id: 'Filing', 'x-assumption': assumption });
export type Filing = z.infer<typeof Filing>;

export const FilingsQuery = z
  .strictObject({
    customer_id: CustomerId.optional(),
    from: IsoDate.optional().describe('due dates from this day; default a year before today'),
    to: IsoDate.optional().describe('due dates up to this day (inclusive); default a year after today; `to` before `from` 400'),
  })
  .meta({ id: 'FilingsQuery', 'x-assumption': assumption });

export const ObligationsBasis = z
  .object({
    vat_period: openValues(['month', 'quarter', 'year']).describe('the company’s VAT period'),
    vat_period_reason: z.string().describe('why, in Finnish (the turnover limits of the longer periods, with their source)'),
    employer: z.boolean().describe('whether the company pays wages (and so reports to the Incomes Register)'),
    financial_year_end: z.string().regex(/^\d{2}-\d{2}$/).describe('`MM-DD` of the financial year’s last day'),
  })
  .meta({ id: 'ObligationsBasis' });

export const FilingList = z
  .object({
    customer_id: CustomerId,
    basis: ObligationsBasis,
    filings: rows(z.array(Filing)).describe('by due date, earliest first'),
  })
  .meta({ id: 'FilingList', 'x-assumption': assumption });
export type FilingList = z.infer<typeof FilingList>;

export const FilingResult = z.object({ customer_id: CustomerId, filing: Filing }).meta({ id: 'FilingResult', 'x-assumption': assumption });
export type FilingResult = z.infer<typeof FilingResult>;

export const FilingReviewCreate = z
  .strictObject({
    customer_id: CustomerId.optional(),
    figures_digest: freeText({ min: 1, max: 200 }).describe('the `figures_digest` of the figures the person saw; another answers 409 `figures_changed`'),
    decision: ReviewDecision,
    // not `prose`: a blank note on a question is the service's 422 `note_required`
    note: freeText({ max: 2000 }).optional().describe('required (not blank) for `question`, else 422 `note_required`; kept without leading and trailing whitespace'),
  })
  .meta({ id: 'FilingReviewCreate', 'x-assumption': assumption });
export type FilingReviewCreate = z.infer<typeof FilingReviewCreate>;

export const FilingReviewResult = z
  .object({
    customer_id: CustomerId,
    filing: Filing,
    thread_id: z.string().nullable().describe('a question opens (or continues) the filing’s thread in Messages: its id; null for an approval'),
  })
  .meta({ id: 'FilingReviewResult', 'x-assumption': assumption });
export type FilingReviewResult = z.infer<typeof FilingReviewResult>;

export const AUTHORIZATION_KINDS = ['suomifi_tax', 'suomifi_incomes_register', 'suomifi_trade_register'] as const;
export const AUTHORIZATION_STATES = ['valid', 'expiring', 'expired', 'revoked'] as const;

/** The warning comes this many days before an authorization's `valid_until`. */
export const AUTHORIZATION_WARNING_DAYS = 60;

export const Authorization = z
  .object({
    id: z.string(),
    kind: openValues(AUTHORIZATION_KINDS).describe(
      'a Suomi.fi e-Authorization the firm holds for the company: to file taxes (`suomifi_tax`, OmaVero), to report to the Incomes Register, to file with the Trade Register',
    ),
    label: z.string().describe('the authorization in Finnish, as Suomi.fi names it'),
    granted_by: z.string().describe('the name of the person who granted it for the company'),
    granted_at: IsoDate,
    valid_until: IsoDate.nullable().describe('its last valid day; null when open-ended'),
    state: openValues(AUTHORIZATION_STATES).describe(
      `\`expiring\` within ${AUTHORIZATION_WARNING_DAYS} days of \`valid_until\`; \`expired\` after it; \`revoked\` by the company`,
    ),
    renew_url: z.string().describe('where the company renews it (Suomi.fi e-Authorizations)'),
  })
  .meta({ id: 'Authorization', 'x-assumption': assumption });
export type Authorization = z.infer<typeof Authorization>;

export const AuthorizationList = z
  .object({
    customer_id: CustomerId,
    warning_days: z.int().min(0).describe(`how many days before expiry an authorization is \`expiring\` (${AUTHORIZATION_WARNING_DAYS})`),
    authorizations: rows(z.array(Authorization)),
  })
  .meta({ id: 'AuthorizationList', 'x-assumption': assumption });
export type AuthorizationList = z.infer<typeof AuthorizationList>;
