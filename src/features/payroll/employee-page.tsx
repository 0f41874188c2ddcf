import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer } from '../../api/reading.ts';
import { z } from '../../api/zod.ts';
import { finnishBankName, normalizeIban, personalIdentityCodeBirthDate } from '../../api/schemas/finnish-identifiers.ts';
import { EMPLOYMENT_TYPES, type EmployeeInput } from '../../api/schemas/payroll.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { Field } from '../../ui/field.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { OpenValueText, TechnicalDetails } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Banner, ErrorBanner, technicalLinesOf } from '../../ui/states.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import {
  EMPLOYEE_FORM_FIELDS,
  employeeFormSchema,
  initialFormValues,
  normalizeIdentityCode,
  type EmployeeFormField,
  type EmployeeFormValues,
  type SavedEmployee,
} from './employee-form-schema.ts';
import { PAYROLL_NAMESPACE, type PayrollTextKey } from './messages.ts';
import { payrollPaths } from './paths.ts';
import { employedIn, nearestEmployedPeriod, periodFromSearch } from './periods.ts';
import { payrollKeys, upsertEmployeeMutation } from './queries.ts';
import { RunNameList } from './run-names.tsx';
import { EMPLOYEE_SAVE_REFUSALS, employeeFieldMessage, fieldProblemsOf } from './server-errors.ts';
import { WorkspaceEmployee } from './workspace-employee.tsx';
import { findEmployee, unknownEmploymentType, type ReadWorkspace, type SavedUnreadableState } from './workspace-reading.ts';
import styles from './payroll.module.css';

/**
 * What the page says after a save; a new employee's page learns it from the navigation that opened it.
 * `unreadable`: the service saved (2xx) but its answer could not be read, so what it voided is not known
 * either; the status and problem are kept for the technical details.
 */
const Notice = z.object({
  notice: z.enum(['created', 'updated', 'unchanged']),
  voided: z.array(z.string()),
  unreadable: z.object({ status: z.number(), problem: z.string() }).optional(),
});
type Notice = z.infer<typeof Notice>;

type InputOptions = { required?: boolean; hint?: string; inputMode?: 'decimal' | 'text'; autoComplete?: string };

/** Adding an employee (`employees/new`) or editing one (`employees/:employeeId`) of the period in the URL. */
export function EmployeePage() {
  const { employeeId } = useParams();
  const [search] = useSearchParams();
  const period = periodFromSearch(search.get('period'));
  if (employeeId === undefined) return <EmployeeEditor saved={null} period={period} />;
  return <ExistingEmployee employeeId={employeeId} period={period} />;
}

function ExistingEmployee({ employeeId, period }: { employeeId: string; period: string }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  return (
    <WorkspaceEmployee employeeId={employeeId} period={period} select={(employee) => employee} backLabel={t('form.back')}>
      {(saved) => <EmployeeEditor key={saved.employee_id} saved={saved} period={period} />}
    </WorkspaceEmployee>
  );
}

function EmployeeEditor({ saved, period }: { saved: SavedEmployee | null; period: string }) {
  const { t, i18n } = useTranslation(PAYROLL_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const client = useService();
  const queryClient = useQueryClient();
  const { company } = useCurrentCompany();
  const customerId = company.customer_id;
  const navigate = useNavigate();
  const location = useLocation();
  const save = useMutation(upsertEmployeeMutation(client, queryClient, customerId));
  const sending = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(() => {
    const state = Notice.safeParse(location.state);
    return state.success ? state.data : null;
  });
  const [failure, setFailure] = useState<{ error: unknown; onFields: boolean } | null>(null);
  const [changingIdentity, setChangingIdentity] = useState(saved === null);
  const changeIdentityButton = useRef<HTMLButtonElement>(null);

  const schema = useMemo(() => employeeFormSchema(saved), [saved]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    reset,
    control,
    formState: { errors },
  } = useForm<EmployeeFormValues, unknown, EmployeeInput>({
    resolver: zodResolver(schema),
    defaultValues: initialFormValues(saved, format.language),
  });

  const identityOpenedByPerson = useRef(false);
  useEffect(() => {
    if (changingIdentity && identityOpenedByPerson.current) setFocus('tax_identifier');
  }, [changingIdentity, setFocus]);

  const employmentType = useWatch({ control, name: 'employment_type' });
  /** A saved type the portal does not know (say `permanent`): shown as saved until the person chooses one it knows. */
  const unknownSavedType = unknownEmploymentType(saved?.employment_type);
  const iban = useWatch({ control, name: 'iban' });
  const identityCode = useWatch({ control, name: 'tax_identifier' });
  const bank = iban.trim() === '' ? null : finnishBankName(normalizeIban(iban));
  /** What an explanation of the identity code quotes of it: its century sign and the birth date it gives. */
  const identityValues = () => {
    const code = normalizeIdentityCode(identityCode);
    const birthDate = personalIdentityCodeBirthDate(code);
    return { sign: code.charAt(6), birthDate: birthDate === null ? '' : format.date(birthDate) };
  };

  const submit = async (input: EmployeeInput) => {
    // handleSubmit validates asynchronously: a double click reaches here twice before any re-render
    if (sending.current) return;
    setNotice(null);
    setFailure(null);
    if (saved && Object.keys(input).every((field) => field === 'employee_id')) {
      setNotice({ notice: 'unchanged', voided: [] });
      return;
    }
    sending.current = true;
    try {
      // The answer's workspace is of the month on screen while the person is employed in it; otherwise
      // the service picks the month nearest today in which they are.
      const start = input.start_date ?? saved?.start_date ?? null;
      const end = input.end_date === undefined ? (saved?.end_date ?? null) : input.end_date;
      const inPeriod = employedIn(period, start, end);
      const result = await save.mutateAsync(inPeriod ? { ...input, period } : input);
      if (isUnreadableAnswer(result)) {
        // Saved (2xx), and every period of the company has been read again (queries.ts).
        const unreadable = { status: result.status, problem: result.problem };
        const name = input.name ?? saved?.name ?? '';
        // The month the service put the answer in: the one on screen, or the nearest the employment reaches.
        const answered = inPeriod || start === null ? period : nearestEmployedPeriod(start, end);
        if (!saved) {
          // A new employee was created, but the answer that named them is lost: this form cannot become
          // their edit form, and sending it again would create the same person twice. So the person is
          // taken to the workspace of their month, read again, where they are listed (with a way into
          // their page), and told there that the save was done.
          navigate(payrollPaths.workspace(customerId, answered), {
            state: { savedUnreadable: { name, ...unreadable } } satisfies SavedUnreadableState,
          });
          return;
        }
        if (answered !== period) {
          navigate(payrollPaths.employee(customerId, saved.employee_id, answered), {
            replace: true,
            state: { notice: 'updated', voided: [], unreadable } satisfies Notice,
          });
          return;
        }
        // The form shows what the service now holds, as read again, so that saving once more changes nothing.
        const reread = queryClient.getQueryData<ReadWorkspace>(payrollKeys.workspace(customerId, period));
        const found = reread === undefined ? null : findEmployee(reread, saved.employee_id);
        if (found?.kind === 'readable') reset(initialFormValues(found.employee, format.language));
        setChangingIdentity(false);
        setNotice({ notice: 'updated', voided: [], unreadable });
        return;
      }
      const voided = result.employee.voided_draft_run_ids;
      if (!saved) {
        navigate(payrollPaths.employee(customerId, result.employee.employee_id, result.workspace.period), {
          state: { notice: 'created', voided } satisfies Notice,
        });
        return;
      }
      const updated = findEmployee(result.workspace, saved.employee_id);
      if (updated.kind === 'readable') reset(initialFormValues(updated.employee, format.language));
      setChangingIdentity(false);
      setNotice({ notice: 'updated', voided });
      if (result.workspace.period !== period) {
        navigate(payrollPaths.employee(customerId, saved.employee_id, result.workspace.period), {
          replace: true,
          state: { notice: 'updated', voided } satisfies Notice,
        });
      }
    } catch (error) {
      const problems = fieldProblemsOf(error, EMPLOYEE_FORM_FIELDS);
      problems.forEach((problem, index) => {
        // in the portal's words at the field; the service's own are in the technical details under the form
        const { key } = employeeFieldMessage(problem);
        setError(problem.field, { type: 'server', message: t(key, identityValues()) }, { shouldFocus: index === 0 });
      });
      setFailure({ error, onFields: problems.length > 0 });
    } finally {
      sending.current = false;
    }
  };

  const messageOf = (field: EmployeeFormField): string | undefined => {
    const error: FieldError | undefined = errors[field];
    if (!error?.message) return undefined;
    // the server's refusals come translated; the form's own (and the contract's) are message keys, or the
    // contract's own words when it has none for them
    const isTextKey = (message: string): message is PayrollTextKey => i18n.exists(message, { ns: PAYROLL_NAMESPACE });
    if (error.type === 'server' || !error.message.startsWith('form.') || !isTextKey(error.message)) return error.message;
    return t(error.message, { ...identityValues(), type: unknownSavedType ?? '' });
  };

  const requiredText = t('form.required');
  /** One input of the form: a date is the browser's date picker; the rest are typed as text, never spell-checked. */
  const input = (field: EmployeeFormField, type: 'text' | 'date', options: InputOptions) => (
    <Field
      id={`employee-${field}`}
      label={t(`form.fields.${field}`)}
      required={options.required}
      requiredText={requiredText}
      hint={options.hint}
      error={messageOf(field)}
    >
      {(control) => (
        <input
          type={type}
          {...(type === 'text' ? { inputMode: options.inputMode, autoComplete: options.autoComplete ?? 'off', spellCheck: false } : {})}
          aria-required={options.required || undefined}
          {...control}
          {...register(field)}
        />
      )}
    </Field>
  );
  const text = (field: EmployeeFormField, options: InputOptions = {}) => input(field, 'text', options);
  const date = (field: 'start_date' | 'end_date' | 'tax_card_effective_from', options: Pick<InputOptions, 'required' | 'hint'> = {}) =>
    input(field, 'date', options);
  const money = t('form.hints.money');
  const percent = t('form.hints.percent');
  const keep = saved ? t('form.hints.keep') : undefined;

  return (
    <>
      <Link className={styles.back} to={payrollPaths.workspace(customerId, period)}>
        <span aria-hidden="true">← </span>
        {t('form.back')}
      </Link>
      <PageHeading>{saved ? t('form.editTitle', { name: saved.name }) : t('form.newTitle')}</PageHeading>

      {notice?.unreadable ? (
        <DoneButUnreadable answer={notice.unreadable} what={t('form.savedUnreadable', { name: saved?.name ?? '' })} />
      ) : null}
      <div role="status">
        {notice && !notice.unreadable ? (
          <Banner tone={notice.voided.length > 0 ? 'warning' : 'success'}>
            <p>{t(`form.${notice.notice === 'unchanged' ? 'nothingChanged' : notice.notice}`)}</p>
            {notice.voided.length > 0 ? (
              <>
                <p>{t('form.voided', { count: notice.voided.length })}</p>
                <RunNameList
                  customerId={customerId}
                  runs={notice.voided.map((id) => ({ id, status: 'voided' }))}
                  idsLine={t('form.voidedIds', { runs: notice.voided.join(', ') })}
                />
              </>
            ) : null}
          </Banner>
        ) : null}
      </div>

      <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <fieldset className={styles.section}>
          <legend>{t('form.sections.person')}</legend>
          {text('name', { required: true, autoComplete: 'off' })}
          {text('employee_key', { hint: t('form.hints.employee_key') })}
          {changingIdentity ? (
            <div className={styles.group}>
              {text('tax_identifier', { required: !saved, hint: saved ? `${t('form.hints.tax_identifier')} ${t('form.hints.keep')}` : t('form.hints.tax_identifier') })}
              {saved ? (
                <div className="actions">
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => {
                      setValue('tax_identifier', '');
                      identityOpenedByPerson.current = false;
                      setChangingIdentity(false);
                      // the button is back once the field is gone
                      requestAnimationFrame(() => changeIdentityButton.current?.focus());
                    }}
                  >
                    {t('form.keepIdentity')}
                  </button>
                </div>
              ) : null}
            </div>
          ) : (
            <div className={styles.group}>
              <span className={styles.label}>{t('form.fields.tax_identifier')}</span>
              <p className={styles.saved}>{t('form.savedIdentity', { masked: saved?.tax_identifier_masked ?? '****' })}</p>
              <div className="actions">
                <button
                  ref={changeIdentityButton}
                  type="button"
                  className="secondary"
                  onClick={() => {
                    identityOpenedByPerson.current = true;
                    setChangingIdentity(true);
                  }}
                >
                  {t('form.changeIdentity')}
                </button>
              </div>
            </div>
          )}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('form.sections.payment')}</legend>
          <div className={styles.group}>
            {text('iban', { hint: [t('form.hints.iban'), keep].filter(Boolean).join(' '), autoComplete: 'off' })}
            <p className={styles.bank} aria-live="polite">
              {bank ? t('form.bankOf', { bank }) : ''}
            </p>
          </div>
          {text('bic', { hint: [t('form.hints.bic'), keep].filter(Boolean).join(' ') })}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('form.sections.contract')}</legend>
          {date('start_date', { required: true })}
          {date('end_date', { hint: t('form.hints.end_date') })}
          <Field
            id="employee-employment_type"
            label={t('form.fields.employment_type')}
            required
            requiredText={requiredText}
            hint={
              unknownSavedType !== null && employmentType === unknownSavedType ? (
                <>
                  {t('form.unknownType.saved')} <OpenValueText value={unknownSavedType} label={undefined} />. {t('form.unknownType.choose')}
                </>
              ) : undefined
            }
            hintPlacement="above"
            error={messageOf('employment_type')}
          >
            {(control) => (
              <select aria-required {...control} {...register('employment_type')}>
                <option value="">{t('form.choose')}</option>
                {/* the saved type stays selected (never turned into another unasked), but cannot be chosen again */}
                {unknownSavedType !== null ? (
                  <option value={unknownSavedType} disabled>
                    {`${unknownSavedType} (${tCommon('states.unknownValue')})`}
                  </option>
                ) : null}
                {EMPLOYMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {employmentType === 'hourly'
            ? text('hourly_rate_cents', { required: true, hint: money, inputMode: 'decimal' })
            : employmentType === 'monthly'
              ? text('monthly_salary_cents', { required: true, hint: money, inputMode: 'decimal' })
              : null}
          {text('weekly_hours', { hint: t('form.hints.weekly_hours'), inputMode: 'decimal' })}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('form.sections.tax')}</legend>
          <p className={styles.sectionHint}>{t('form.hints.tax')}</p>
          {text('withholding_basis_points', { hint: percent, inputMode: 'decimal' })}
          {text('tax_card_additional_basis_points', { hint: percent, inputMode: 'decimal' })}
          {text('tax_card_income_ceiling_cents', { hint: money, inputMode: 'decimal' })}
          {date('tax_card_effective_from')}
          {text('employee_requested_minimum_basis_points', { hint: `${percent} ${t('form.hints.requested')}`, inputMode: 'decimal' })}
          {text('pension_basis_points', { hint: percent, inputMode: 'decimal' })}
        </fieldset>

        {failure ? <EmployeeSaveFailure error={failure.error} onFields={failure.onFields} /> : null}
        <div className="actions">
          <SubmitButton pending={save.isPending} label={t('form.save')} pendingLabel={t('form.saving')} />
          <Link to={payrollPaths.workspace(customerId, period)}>{t('form.back')}</Link>
        </div>
      </form>
    </>
  );
}

/**
 * A save that failed, in plain words first (DESIGN.md principle 10): refused fields are marked where they are
 * (said here once, above the button), a refusal naming no field of the form that the portal knows is said in
 * its own words, anything else is the shared banner's. The service's own words, code and status are in the
 * technical details.
 */
export function EmployeeSaveFailure({ error, onFields }: { error: unknown; onFields: boolean }) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const { t: tCommon } = useTranslation();
  if (onFields) {
    return (
      <div>
        <p className={styles.inlineAlert} role="alert">
          {t('form.fixFields')}
        </p>
        <TechnicalDetails lines={technicalLinesOf(error, tCommon)} />
      </div>
    );
  }
  const known = error instanceof ApiError ? EMPLOYEE_SAVE_REFUSALS.find((refusal) => refusal === error.error) : undefined;
  if (known === undefined) return <ErrorBanner error={error} title={t('form.failed')} />;
  return (
    <Refusal error={error} title={t('form.failed')}>
      <p>{t(`form.refusals.${known}`)}</p>
    </Refusal>
  );
}
