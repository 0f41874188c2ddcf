import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { Section } from '../../ui/section.tsx';
import { currentStepOf, paymentPlaceOf, whyNotYours } from './circulation-model.ts';
import { ApproveDialog, ResubmitDialog, ReturnDialog } from './decision-dialogs.tsx';
import { approveInvoiceMutation, resubmitInvoiceMutation, rejectInvoiceMutation, type DecisionBasis } from '../../api/queries/invoicing-writes.ts';
import { BillsValue } from './open-value.tsx';
import type { ReadInvoice } from './what-changed.ts';
import styles from './bills.module.css';
import { useWrite } from '../../api/queries/write.ts';

type Open = 'approve' | 'return' | 'resubmit' | null;

/**
 * The person's decision on the step waiting for them: Approve or Return, each confirmed in a dialog that
 * sends the revision the person saw. When the invoice does not wait for them, why not and for whom.
 */
export function DecisionSection({ invoice, linesTotalCents }: { invoice: ReadInvoice; linesTotalCents: number | null }) {
  const { t } = useTranslation('bills');
  const { company, staff } = useCurrentCompany();
  const approve = useWrite(approveInvoiceMutation, company.customer_id, invoice.id);
  const give = useWrite(rejectInvoiceMutation, company.customer_id, invoice.id);
  const resubmit = useWrite(resubmitInvoiceMutation, company.customer_id, invoice.id);
  const [open, setOpen] = useState<Open>(null);
  // the invoice as it was when a dialog opened: the dialog decides on that, not on a reading that arrives behind it
  const [opened, setOpened] = useState<DecisionBasis | null>(null);
  const [said, setSaid] = useState<'approved' | 'returned' | 'resubmitted' | null>(null);
  const approveRef = useRef<HTMLButtonElement>(null);
  const returnRef = useRef<HTMLButtonElement>(null);
  const resubmitRef = useRef<HTMLButtonElement>(null);
  // the buttons are gone with the decision: the focus goes to what says it was done, once that is shown
  const focusSaid = useRef(false);

  const openDialog = (which: Exclude<Open, null>) => {
    ({ approve, return: give, resubmit })[which].reset();
    setOpened({ invoice, linesTotalCents });
    setSaid(null);
    setOpen(which);
  };
  const close = () => {
    const opener = open === 'approve' ? approveRef.current : open === 'resubmit' ? resubmitRef.current : returnRef.current;
    setOpen(null);
    opener?.focus();
  };
  const done = (outcome: 'approved' | 'returned' | 'resubmitted') => {
    setOpen(null);
    setSaid(outcome);
    focusSaid.current = true;
  };

  const step = currentStepOf(invoice);
  // the firm's side of a return: its staff send the corrected bill back to the check
  // a bill whose held payment was cancelled is back with the firm too (docs/decisions/0004-held-payments.md)
  const firmMaySendBack = staff && invoice.kind === 'purchase_bill' && (invoice.circulation.state === 'returned_to_firm' || invoice.circulation.state === 'unpaid_cancelled');
  return (
    <Section title={t('decide.title')} data-decision="">
      {said ? (
        <p
          ref={(element) => {
            if (element && focusSaid.current) {
              focusSaid.current = false;
              element.focus();
            }
          }}
          tabIndex={-1} role="status" className={styles.confirmed}>
          {t(`decide.${said}`)}
        </p>
      ) : null}
      {invoice.waiting_for_me ? (
        <div className="actions">
          <button ref={approveRef} type="button" onClick={() => openDialog('approve')}>
            {step === 'check' ? t('decide.approveCheck') : t('decide.approveApproval')}
          </button>
          <button ref={returnRef} type="button" className="secondary" onClick={() => openDialog('return')}>
            {t('decide.return')}
          </button>
        </div>
      ) : (
        <NotYours invoice={invoice} />
      )}
      {firmMaySendBack ? (
        <div className="actions">
          <button ref={resubmitRef} type="button" onClick={() => openDialog('resubmit')}>
            {t('decide.resubmit')}
          </button>
        </div>
      ) : null}
      {open === 'approve' && opened ? (
        <ApproveDialog
          opened={opened}
          approve={{ ...approve, mutate: (input) => approve.mutate(input, { onSuccess: () => done('approved') }) }}
          onCancel={close}
        />
      ) : null}
      {open === 'return' && opened ? (
        <ReturnDialog opened={opened} give={{ ...give, mutate: (input) => give.mutate(input, { onSuccess: () => done('returned') }) }} onCancel={close} />
      ) : null}
      {open === 'resubmit' && opened ? (
        <ResubmitDialog
          opened={opened}
          resubmit={{ ...resubmit, mutate: (input) => resubmit.mutate(input, { onSuccess: () => done('resubmitted') }) }}
          onCancel={close}
        />
      ) : null}
    </Section>
  );
}

/** Who the invoice waits for, and why it is not this person: four eyes said by its reason. */
function NotYours({ invoice }: { invoice: ReadInvoice }) {
  const { t } = useTranslation('bills');
  const { me } = useCurrentCompany();
  const why = whyNotYours(invoice, me.principal.email ?? '');
  switch (why.reason) {
    case 'settled': {
      const known = ['approved', 'paid', 'returned', 'returned_to_firm', 'awaiting_clarification', 'unpaid_cancelled'] as const;
      const state = known.find((each) => each === why.state);
      // approved: where its payment is now, as the circulation's payment part says it (docs/decisions/0004-held-payments.md)
      const place = state === 'approved' ? paymentPlaceOf(invoice) : null;
      if (place !== null) return <p data-not-yours={why.reason}>{`${t('paymentPlace.settledApproved')} ${t(`paymentPlace.${place}`)}`}</p>;
      return <p data-not-yours={why.reason}>{state ? t(`decide.settled.${state}`) : t('decide.notYours.settled')}</p>;
    }
    case 'waits_for':
      return <p data-not-yours={why.reason}>{t('decide.notYours.waits_for', { people: why.people.join(', ') })}</p>;
    case 'waits_for_anyone':
      return (
        <>
          <p data-not-yours={why.reason}>
            {t('decide.notYours.waits_for_anyone')} <BillsValue group="step" value={why.step} lowercase />.
          </p>
          <p className={styles.note}>{t('decide.notYours.roleNeeded')}</p>
        </>
      );
    default:
      return <p data-not-yours={why.reason}>{t(`decide.notYours.${why.reason}`)}</p>;
  }
}
