import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { invoiceRoutingQuery } from '../../api/queries/invoicing.ts';
import { updateInvoiceRoutingMutation } from '../../api/queries/invoicing-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import type { Read, UnreadableItem } from '../../api/reading.ts';
import type { Member } from '../../api/schemas/members.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { Field } from '../../ui/field.tsx';
import { Section } from '../../ui/section.tsx';
import { ErrorBanner, Loaded } from '../../ui/states.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { MEMBERS_NAMESPACE } from './messages.ts';
import { deciders, inputOf, NEW_RULE, refusedFieldOf, ROUTING_ERRORS, RoutingFields, type RoutingInput, type RoutingOutput } from './routing-model.ts';
import styles from './members.module.css';

/** The service's refusals of the routing said at the field they are about. */
const ROUTING_REFUSALS = ['same_person', 'not_a_decider', 'absence_dates'] as const;

/**
 * "Laskujen kierrätys" (docs/decisions/0011): who checks and who approves which invoices — rules in order, the first
 * that fits an invoice naming its deciders and their backups — and who is away when. The company admin's.
 */
export function RoutingSection({ customerId, members }: { customerId: string; members: readonly (Read<Member> | UnreadableItem)[] }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const client = useService();
  const routing = useQuery(invoiceRoutingQuery(client, customerId));
  return (
    <Section title={t('routing.title')} data-routing="">
      <p>{t('routing.intro')}</p>
      <Loaded query={routing}>
        {(data) => (
          // a saved routing starts the form again from what the service now holds
          <RoutingForm key={data.updated?.at ?? 'never'} customerId={customerId} members={members} initial={inputOf(data)} updated={data.updated} />
        )}
      </Loaded>
    </Section>
  );
}

function RoutingForm({
  customerId,
  members,
  initial,
  updated,
}: {
  customerId: string;
  members: readonly (Read<Member> | UnreadableItem)[];
  initial: RoutingInput;
  updated: { name: string; at: string } | null;
}) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const format = useFormat();
  const [saved, setSaved] = useState(false);
  // a refusal said at the field it is about is not said again in a banner
  const [atField, setAtField] = useState(false);
  const save = useWrite(updateInvoiceRoutingMutation, customerId);
  const form = useContractForm<RoutingInput, RoutingOutput>({ schema: RoutingFields, defaultValues: initial });
  const { register, control, handleSubmit, formState, setError, getFieldState } = form;
  const rules = useFieldArray({ control, name: 'rules' });
  const absences = useFieldArray({ control, name: 'absences' });
  const checkers = deciders(members, 'check');
  const approvers = deciders(members, 'approve');

  const errorAt = (path: Path<RoutingInput>): string | undefined => {
    const { error } = getFieldState(path, formState);
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    const known = ROUTING_ERRORS.find((key) => key === error.message);
    return known ? t(`routing.errors.${known}`) : t('routing.errors.invalid');
  };

  const send = handleSubmit((routing) => {
    setSaved(false);
    setAtField(false);
    save.mutate(routing, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const code = ROUTING_REFUSALS.find((known) => known === error.error);
        const field = code === undefined ? undefined : refusedFieldOf(code, error.detail);
        if (!code || !field) return;
        setError(field, { type: 'server', message: t(`routing.refused.${code}`) }, { shouldFocus: true });
        setAtField(true);
      },
    });
  });

  const person = (path: Path<RoutingInput>, label: string, people: Read<Member>[], optional: boolean) => (
    <Field id={`routing-${path.replaceAll('.', '-')}`} label={label} error={errorAt(path)}>
      {(fieldControl) => (
        <select {...fieldControl} {...register(path)}>
          <option value="">{optional ? t('routing.nobody') : t('routing.choose')}</option>
          {people.map((member) => (
            <option key={member.email} value={member.email}>
              {member.name ?? member.email}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const moved = (from: number, to: number) => {
    rules.move(from, to);
    // the focus follows the rule that moved, on the same button where it still exists
    requestAnimationFrame(() => document.getElementById(`routing-rule-${to}`)?.focus());
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void send(event)} aria-label={t('routing.title')}>
      <h3>{t('routing.rules')}</h3>
      <p className={styles.routingHint}>{t('routing.rulesHint')}</p>
      {rules.fields.length === 0 ? <p>{t('routing.noRules')}</p> : null}
      <ol className={styles.rules}>
        {rules.fields.map((rule, index) => (
          <li key={rule.id}>
            <fieldset className={styles.rule}>
              <legend id={`routing-rule-${index}`} tabIndex={-1}>
                {t('routing.rule', { number: index + 1 })}
              </legend>
              <Field id={`routing-rules-${index}-supplier`} label={t('routing.supplier')} hint={t('routing.supplierHint')} error={errorAt(`rules.${index}.supplier`)}>
                {(fieldControl) => <input {...fieldControl} type="text" autoComplete="off" {...register(`rules.${index}.supplier`)} />}
              </Field>
              <Field id={`routing-rules-${index}-amount_above`} label={t('routing.amountAbove')} hint={t('routing.amountHint')} error={errorAt(`rules.${index}.amount_above`)}>
                {(fieldControl) => <input {...fieldControl} type="text" inputMode="decimal" autoComplete="off" {...register(`rules.${index}.amount_above`)} />}
              </Field>
              {person(`rules.${index}.check.assignee_email`, t('routing.checkAssignee'), checkers, false)}
              {person(`rules.${index}.check.backup_email`, t('routing.checkBackup'), checkers, true)}
              {person(`rules.${index}.approve.assignee_email`, t('routing.approveAssignee'), approvers, false)}
              {person(`rules.${index}.approve.backup_email`, t('routing.approveBackup'), approvers, true)}
              <div className="actions">
                <button type="button" className="secondary" disabled={index === 0} onClick={() => moved(index, index - 1)}>
                  {t('routing.up', { number: index + 1 })}
                </button>
                <button type="button" className="secondary" disabled={index === rules.fields.length - 1} onClick={() => moved(index, index + 1)}>
                  {t('routing.down', { number: index + 1 })}
                </button>
                <button type="button" className="secondary" onClick={() => rules.remove(index)}>
                  {t('routing.removeRule', { number: index + 1 })}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="actions">
        <button type="button" className="secondary" onClick={() => rules.append(NEW_RULE, { focusName: `rules.${rules.fields.length}.supplier` })}>
          {t('routing.addRule')}
        </button>
      </div>

      <h3>{t('routing.absences')}</h3>
      <p className={styles.routingHint}>{t('routing.absencesHint')}</p>
      {absences.fields.length === 0 ? <p>{t('routing.noAbsences')}</p> : null}
      <ol className={styles.rules}>
        {absences.fields.map((absence, index) => (
          <li key={absence.id}>
            <fieldset className={styles.rule}>
              <legend>{t('routing.absence', { number: index + 1 })}</legend>
              {person(`absences.${index}.email`, t('routing.person'), checkers, false)}
              <Field id={`routing-absences-${index}-from`} label={t('routing.from')} error={errorAt(`absences.${index}.from`)}>
                {(fieldControl) => <input {...fieldControl} type="date" {...register(`absences.${index}.from`)} />}
              </Field>
              <Field id={`routing-absences-${index}-to`} label={t('routing.to')} error={errorAt(`absences.${index}.to`)}>
                {(fieldControl) => <input {...fieldControl} type="date" {...register(`absences.${index}.to`)} />}
              </Field>
              <div className="actions">
                <button type="button" className="secondary" onClick={() => absences.remove(index)}>
                  {t('routing.removeAbsence', { number: index + 1 })}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => absences.append({ email: '', from: '', to: '' }, { focusName: `absences.${absences.fields.length}.email` })}
        >
          {t('routing.addAbsence')}
        </button>
      </div>

      {save.isError && !atField ? (
        <ErrorBanner error={save.error} title={t('routing.failed')} />
      ) : null}
      {updated ? <p className={styles.routingHint}>{t('routing.updated', { name: updated.name, time: format.timestamp(updated.at) })}</p> : null}
      <p role="status" className={styles.notice}>
        {saved ? t('routing.saved') : ''}
      </p>
      <div className="actions">
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? t('routing.saving') : t('routing.save')}
        </button>
      </div>
    </form>
  );
}
