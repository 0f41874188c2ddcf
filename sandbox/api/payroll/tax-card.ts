import { randomBytes } from 'node:crypto';
import { TaxCardFetchRequest } from '../../../src/api/schemas/payroll.ts';
import { fetchWageTaxCard, type AuthorityTaxCard, type TaxAuthorityEnvironment } from '../../providers/tax-authority.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { periodOf, todayInFinland } from './calendar.ts';
import { draftRunsHolding, findEmployee, recordAudit, taxCardByFetchId, voidDraftRuns, workspaceOf, type ContractRow } from './store.ts';

/**
 * POST /payroll/employees/tax-card/fetch (spec §2.8, §4.3). The server picks the authority environment
 * (the sandbox only has `test`) and reads the identity code from the company's own payroll state; the
 * strict request schema refuses a body that tries to name either.
 *
 * The card is applied through the same contract fields an employee update writes: base withholding =
 * the higher of the authority's base rate and the employee's requested minimum; additional rate = the
 * authority's, never below the applied base; income ceiling and effective date as issued. `changed`
 * says whether those applied facts differ from the ones in force before; only then are the draft runs
 * of the payday's month that hold the contract voided.
 *
 * Errors (docs/decisions/0016): 404 `employee_not_found` / `contract_not_found`; 422
 * `payment_date_in_past` (before today in Finland), `payment_date_outside_employment`, `no_tax_card`;
 * 503 `tax_authority_unreachable`, with nothing changed.
 */

const ENVIRONMENT: TaxAuthorityEnvironment = 'test';

/** `2550` → `25.5 %`: the note is plain text, written once, read in any language. */
function percent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} %`;
}

interface Applied {
  base: number;
  additional: number;
  requested: number;
}

function applied(card: AuthorityTaxCard, contract: ContractRow): Applied {
  const requested = contract.employee_requested_minimum_basis_points ?? 0;
  const base = Math.max(card.base_basis_points, requested);
  return { base, additional: Math.max(card.additional_basis_points, base), requested };
}

function noteOf(card: AuthorityTaxCard, rates: Applied, changed: boolean): string {
  const parts = [
    rates.requested > card.base_basis_points
      ? `The employee asked for at least ${percent(rates.requested)} base withholding, above the authority’s ${percent(card.base_basis_points)}: ${percent(rates.base)} is applied.`
      : `Applied as issued by the tax authority (${ENVIRONMENT} environment).`,
  ];
  if (rates.additional !== card.additional_basis_points) {
    parts.push(`The additional rate is raised to the applied base rate ${percent(rates.additional)}.`);
  }
  if (card.includes_stock_options_and_grants) parts.push('The card covers stock options and share grants.');
  if (card.nonresident_progressive_tax_claim) parts.push('The employee has claimed progressive taxation as a non-resident.');
  parts.push(changed ? 'The applied tax facts changed.' : 'The applied tax facts are unchanged.');
  return parts.join(' ');
}

export const fetchTaxCard: Handler = async (ctx) => {
  const company = companyOf(ctx);
  const input = inputOf(TaxCardFetchRequest, ctx.body);
  const customerId = company.customer_id;
  const actor = ctx.principal.kind === 'interactive' ? ctx.principal.email : `api_key:${ctx.principal.keyId}`;

  return ctx.db.transaction(async (tx) => {
    const employee = await findEmployee(tx, customerId, { employee_id: input.employee_id });
    if (!employee) throw new ApiError(404, 'employee_not_found', 'employee_id: the company has no employee with this id.');
    const contract = employee.contract;
    if (contract.contract_id !== input.contract_id) {
      throw new ApiError(404, 'contract_not_found', 'contract_id: the employee has no contract with this id.');
    }
    const today = todayInFinland();
    if (input.payment_date < today) {
      throw new ApiError(422, 'payment_date_in_past', `payment_date: ${input.payment_date} is before today (${today} in Finland); choose an actual or future payday.`);
    }
    if (input.payment_date < contract.start_date || (contract.end_date !== null && input.payment_date > contract.end_date)) {
      throw new ApiError(
        422,
        'payment_date_outside_employment',
        `payment_date: ${input.payment_date} is outside the employment (${contract.start_date} – ${contract.end_date ?? 'open-ended'}).`,
      );
    }

    const answer = fetchWageTaxCard({
      environment: ENVIRONMENT,
      payerBusinessId: company.business_id,
      identityCode: employee.tax_identifier,
      paymentDate: input.payment_date,
    });
    if (answer.kind === 'unreachable') {
      throw new ApiError(503, 'tax_authority_unreachable', `The tax authority could not be reached; nothing was changed. Try again later. (${answer.message})`);
    }
    if (answer.kind === 'no_card') {
      throw new ApiError(422, 'no_tax_card', `The tax authority has no wage tax card for this employee for ${input.payment_date}. ${answer.message}`);
    }

    const { card } = answer;
    const rates = applied(card, contract);
    const changed =
      contract.withholding_basis_points !== rates.base ||
      contract.tax_card_additional_basis_points !== rates.additional ||
      contract.tax_card_income_ceiling_cents !== card.annual_income_ceiling_cents;

    const voided = changed ? (await draftRunsHolding(tx, customerId, contract.contract_id, periodOf(input.payment_date))).map((run) => run.id) : [];
    await tx.query(
      `update payroll_contracts set withholding_basis_points = $3, tax_card_additional_basis_points = $4,
         tax_card_income_ceiling_cents = $5, tax_card_effective_from = $6, updated_at = now()
       where customer_id = $1 and contract_id = $2`,
      [customerId, contract.contract_id, rates.base, rates.additional, card.annual_income_ceiling_cents, card.valid_from],
    );
    await voidDraftRuns(tx, customerId, voided, `${employee.name}: wage tax card applied for ${input.payment_date}`);

    const fetchId = `tcf_${randomBytes(8).toString('hex')}`;
    await tx.query(
      `insert into payroll_tax_cards (customer_id, fetch_id, employee_id, contract_id, payment_date, outcome, changed,
         includes_stock_options_and_grants, nonresident_progressive_tax_claim, voided_draft_run_ids, environment,
         authority_base_basis_points, authority_additional_basis_points, annual_income_ceiling_cents, valid_from,
         employee_requested_minimum_basis_points, applied_base_basis_points, applied_additional_basis_points, note)
       values ($1, $2, $3, $4, $5, 'applied', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        customerId,
        fetchId,
        employee.employee_id,
        contract.contract_id,
        input.payment_date,
        changed,
        card.includes_stock_options_and_grants,
        card.nonresident_progressive_tax_claim,
        voided,
        ENVIRONMENT,
        card.base_basis_points,
        card.additional_basis_points,
        card.annual_income_ceiling_cents,
        card.valid_from,
        rates.requested,
        rates.base,
        rates.additional,
        noteOf(card, rates, changed),
      ],
    );
    await recordAudit(tx, {
      customerId,
      actor,
      action: 'tax_card_applied',
      employeeId: employee.employee_id,
      contractId: contract.contract_id,
      changedFields: changed ? ['withholding_basis_points', 'tax_card_additional_basis_points', 'tax_card_income_ceiling_cents', 'tax_card_effective_from'] : [],
      voidedDraftRunIds: voided,
    });

    return {
      status: 200,
      body: {
        tax_card: await taxCardByFetchId(tx, customerId, fetchId),
        workspace: await workspaceOf(tx, customerId, periodOf(input.payment_date)),
      },
    };
  });
};
