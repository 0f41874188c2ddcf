import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, readableItems, type Read, type UnreadableAnswer } from '../../api/reading.ts';
import type { TaxCardFetchRequest, TaxCardFetchResult } from '../../api/schemas/payroll.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { Facts } from '../../ui/facts.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { Field } from '../../ui/field.tsx';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Banner, ErrorBanner, technicalLinesOf } from '../../ui/states.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import type { SavedEmployee } from './employee-form-schema.ts';
import { PAYROLL_NAMESPACE, type PayrollTextKey } from './messages.ts';
import { payrollPaths } from './paths.ts';
import { periodFromSearch, suggestedPayday, todayInFinland } from './periods.ts';
import { fetchTaxCardMutation } from '../../api/queries/payroll-writes.ts';
import { RunNameList } from './run-names.tsx';
import { paydayFormSchema } from './tax-card-form.ts';
import { TaxState } from './tax-state.tsx';
import { WorkspaceEmployee } from './workspace-employee.tsx';
import type { ReadWorkspace } from './workspace-reading.ts';
import styles from './payroll.module.css';
import { Section } from '../../ui/section.tsx';
import { useWrite } from '../../api/queries/write.ts';

type PaydayValues = Pick<TaxCardFetchRequest, 'payment_date'>;

type TaxCardErrorKey = Extract<PayrollTextKey, `taxCard.errors.${string}`>;

/** The payday's own refusals belong next to the payday field; the rest are explained above the form. */
const PAYDAY_ERRORS = new Map<string, TaxCardErrorKey>([
  ['payment_date_in_past', 'taxCard.errors.past'],
  ['payment_date_outside_employment', 'taxCard.errors.outside'],
]);

/** The refusals of a fetch the portal knows by name, each said in its own words; the payday's own are at its field. */
const FETCH_ERRORS = new Map<string, TaxCardErrorKey>([
  ['employee_not_found', 'taxCard.errors.notFound'],
  ['contract_not_found', 'taxCard.errors.notFound'],
  ['no_tax_card', 'taxCard.errors.noCard'],
  ['tax_authority_unreachable', 'taxCard.errors.unreachable'],
]);

/** Without a tax card, 60 % is withheld (the tax authority's rate, in basis points). */
const NO_CARD_RATE_BASIS_POINTS = 6000;

/**
 * A failed fetch in plain words first (docs/decisions/0021, principle 10): a refusal the portal knows says what happened
 * and what to do in its own words; any other failure is the shared banner's. What the service said (its words,
 * code and status) is in the technical details either way; a failure worth repeating offers to try again.
 */
export function TaxCardFetchFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const known = error instanceof ApiError && error.kind === 'http' ? FETCH_ERRORS.get(error.error) : undefined;
  if (known === undefined) return <ErrorBanner error={error} title={t('taxCard.errors.failed')} onRetry={onRetry} />;
  return (
    <Refusal error={error} title={t('taxCard.errors.failed')} data-refusal={error instanceof ApiError ? error.error : undefined}>
      <p>{t(known, { rate: format.basisPoints(NO_CARD_RATE_BASIS_POINTS) })}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {tCommon('states.retry')}
        </button>
      ) : null}
    </Refusal>
  );
}

/** `employees/:employeeId/tax-card`: fetch the wage tax card of one employee for a chosen payday. */
export function TaxCardPage() {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { employeeId = '' } = useParams();
  const [search] = useSearchParams();
  const period = periodFromSearch(search.get('period'));
  return (
    <WorkspaceEmployee
      employeeId={employeeId}
      period={period}
      // the tax card is fetched for a contract: an employee without one has none to fetch
      select={(employee) => (employee.contract_id === null ? null : { employee, contractId: employee.contract_id })}
      backLabel={t('taxCard.back')}
    >
      {({ employee, contractId }, workspace) => (
        <TaxCardFetcher key={employee.employee_id} employee={employee} contractId={contractId} workspace={workspace} />
      )}
    </WorkspaceEmployee>
  );
}

/**
 * What a fetch came to: the card read from the answer, or a fetch the service did (2xx) whose answer could
 * not be read, said as done with the payday it was for (the workspace has been read again).
 */
type FetchOutcome = { card: Read<TaxCardFetchResult> } | { unreadable: UnreadableAnswer; paymentDate: string };

function TaxCardFetcher({ employee, contractId, workspace }: { employee: SavedEmployee; contractId: string; workspace: ReadWorkspace }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const { company } = useCurrentCompany();
  const fetchCard = useWrite(fetchTaxCardMutation, company.customer_id);
  // "today" is fixed while the page is open, so that the suggestion and the check agree
  const [today] = useState(() => todayInFinland());
  const schema = useMemo(() => paydayFormSchema(today), [today]);
  const [result, setResult] = useState<FetchOutcome | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // a refusal of the payday itself: said at the field, the service's own words in the details under the form
  const [paydayRefused, setPaydayRefused] = useState<unknown>(null);
  const sending = useRef(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    refuse,
    formState: { errors },
  } = useContractForm<PaydayValues>({
    schema,
    defaultValues: { payment_date: suggestedPayday(workspace, today) },
    // kept as the key of the refusal, said in the language shown
    refusals: {
      fields: ['payment_date'],
      byCode: { payment_date_in_past: 'payment_date', payment_date_outside_employment: 'payment_date' },
      say: ({ error }) => PAYDAY_ERRORS.get(error.error),
    },
  });

  useEffect(() => {
    if (result && 'card' in result) resultHeading.current?.focus();
  }, [result]);

  const submit = async ({ payment_date }: PaydayValues) => {
    if (sending.current) return;
    sending.current = true;
    setResult(null);
    setFailure(null);
    setPaydayRefused(null);
    try {
      const answer = await fetchCard.mutateAsync({ employee_id: employee.employee_id, contract_id: contractId, payment_date });
      setResult(isUnreadableAnswer(answer) ? { unreadable: answer, paymentDate: payment_date } : { card: answer });
    } catch (error) {
      if (refuse(error)) setPaydayRefused(error);
      else setFailure(error);
    } finally {
      sending.current = false;
    }
  };

  const paydayError = errors.payment_date?.message;
  // the field keeps the key of a refusal of the service (said in the language shown), else the contract's words
  const paydayRefusal = [...PAYDAY_ERRORS.values()].find((key) => key === paydayError);
  const paydayMessage = paydayError === undefined ? undefined : paydayRefusal !== undefined ? t(paydayRefusal) : t('form.errors.date');
  const retryable = failure instanceof ApiError && (failure.status >= 500 || failure.kind === 'network');

  return (
    <>
      <Link className={styles.back} to={payrollPaths.workspace(company.customer_id, workspace.period)}>
        <span aria-hidden="true">← </span>
        {t('taxCard.back')}
      </Link>
      <PageHeading>{t('taxCard.title', { name: employee.name })}</PageHeading>
      <p className={styles.intro}>{t('taxCard.intro')}</p>

      <Section title={t('taxCard.current')}>
        <TaxState employee={employee} />
      </Section>

      <form className={styles.paydayForm} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <Field id="tax-card-payday" label={t('taxCard.paymentDate')} hint={t('taxCard.paymentDateHint')} error={paydayMessage}>
          {(control) => <input type="date" min={today} aria-required {...control} {...register('payment_date')} />}
        </Field>
        <SubmitButton pending={fetchCard.isPending} label={t('taxCard.fetch')} pendingLabel={t('taxCard.fetching')} />
      </form>
      {paydayRefusal !== undefined && paydayRefused ? <TechnicalDetails lines={technicalLinesOf(paydayRefused, tCommon)} /> : null}

      {failure ? <TaxCardFetchFailure error={failure} onRetry={retryable ? () => void handleSubmit(submit)() : undefined} /> : null}
      {result && 'unreadable' in result ? (
        <DoneButUnreadable
          answer={result.unreadable}
          what={t('taxCard.fetchedUnreadable', { name: employee.name, date: format.date(result.paymentDate) })}
        />
      ) : null}
      {result && 'card' in result ? <TaxCardResultView result={result.card} headingRef={resultHeading} customerId={company.customer_id} /> : null}
    </>
  );
}

function TaxCardResultView({
  result,
  headingRef,
  customerId,
}: {
  result: Read<TaxCardFetchResult>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  customerId: string;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const label = useKnownLabel(PAYROLL_NAMESPACE);
  const card = result.tax_card;
  // named by kind and period once each run is read; until then (or when it cannot be) by its payday
  const paydayOf = new Map(readableItems(result.workspace.draft_runs).map((run) => [run.id, run.payment_date]));
  const requested = card.employee_requested_minimum_basis_points;
  return (
    <Section className={styles.result} headingRef={headingRef} title={t('taxCard.resultTitle', { date: format.date(card.payment_date) })}>

      {card.voided_draft_run_ids.length > 0 ? (
        <Banner tone="warning">
          <p>
            <strong>{t('taxCard.voidedTitle')}</strong>
          </p>
          <p>{t('taxCard.voidedText')}</p>
          <RunNameList
            customerId={customerId}
            runs={card.voided_draft_run_ids.map((id) => ({ id, status: 'voided', payment_date: paydayOf.get(id) }))}
            idsLine={t('taxCard.voidedIds', { ids: card.voided_draft_run_ids.join(', ') })}
          />
        </Banner>
      ) : (
        <p>{t('taxCard.noneVoided')}</p>
      )}

      <div className={styles.columns}>
        <div>
          <h3>{t('taxCard.authority')}</h3>
          <Facts className={styles.figures}>
            <dt>{t('taxCard.authorityBase')}</dt>
            <dd>{format.basisPoints(card.authority_base_basis_points)}</dd>
            <dt>{t('taxCard.authorityAdditional')}</dt>
            <dd>{format.basisPoints(card.authority_additional_basis_points)}</dd>
            <dt>{t('taxCard.ceiling')}</dt>
            <dd>{format.money(card.annual_income_ceiling_cents)}</dd>
            <dt>{t('taxCard.validFrom')}</dt>
            <dd>{format.date(card.valid_from)}</dd>
          </Facts>
        </div>
        <div>
          <h3>{t('taxCard.applied')}</h3>
          <Facts className={styles.figures}>
            <dt>{t('taxCard.requestedMinimum')}</dt>
            <dd>{requested > 0 ? format.basisPoints(requested) : t('taxCard.noneRequested')}</dd>
            <dt>{t('taxCard.appliedBase')}</dt>
            <dd>{format.basisPoints(card.applied_base_basis_points)}</dd>
            <dt>{t('taxCard.appliedAdditional')}</dt>
            <dd>{format.basisPoints(card.applied_additional_basis_points)}</dd>
          </Facts>
          <p>
            <strong>{card.changed ? t('taxCard.changed') : t('taxCard.unchanged')}</strong>
          </p>
        </div>
      </div>
      {card.applied_base_basis_points > card.authority_base_basis_points ? <p>{t('taxCard.requestedWins')}</p> : null}
      {card.includes_stock_options_and_grants ? <p>{t('taxCard.stockOptions')}</p> : null}
      {card.nonresident_progressive_tax_claim ? <p>{t('taxCard.nonresident')}</p> : null}
      <Facts className={styles.figures}>
        <dt>{t('taxCard.outcome')}</dt>
        <dd>
          <OpenValueText value={card.outcome} label={label('taxCard.outcomes', card.outcome)} />
        </dd>
        <dt>{t('taxCard.environment')}</dt>
        <dd>
          <OpenValueText value={card.environment} label={label('taxCard.environments', card.environment)} />
        </dd>
      </Facts>
      {/* the service's own note (in English) and the fetch's id are for staff and support */}
      <TechnicalDetails lines={[card.note ? t('taxCard.noteSaid', { note: card.note }) : undefined, t('taxCard.fetchId', { id: card.fetch_id })]} />
    </Section>
  );
}
