import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { booksQuestionsQuery, lensTransactionQuery } from '../../api/queries/books.ts';
import { readableItems, type Read } from '../../api/reading.ts';
import type { Booking, BookingLine } from '../../api/schemas/books.ts';
import type { z } from '../../api/zod.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { SubjectThreadPanel } from '../../portal/subject-thread-panel.tsx';
import { DataTable, TotalCell, type Column } from '../../ui/data-table.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Section } from '../../ui/section.tsx';
import { ServiceText } from '../../ui/service-text.tsx';
import { Banner, ErrorBanner, Loading } from '../../ui/states.tsx';
import { DeclarationFormSection } from './declaration-form.tsx';
import { DeclarationList, mayAnswer } from './declarations.tsx';
import { DocumentToggle } from './shown-document.tsx';
import { SourceKindText, sourceLinkOf } from './lens-words.tsx';
import styles from './lens.module.css';

type Entry = Read<Booking>['entry'];
type Line = z.output<typeof BookingLine>;

/**
 * One ledger row's booking (docs/decisions/0014, spec §1 Lens): its whole journal entry — date, description, where it
 * came from (with a link to the bill or the payroll run where the person may open them), its lines with the
 * row itself marked, debits and credits summed — its original document drawn in the page, and the answers
 * given about the row, with the answer form when the agent's question on it is open and the person may answer.
 */
export function BookingPage() {
  const { t } = useTranslation('books');
  const client = useService();
  const { company } = useCurrentCompany();
  const { rowSegment = '' } = useParams();
  const booking = useQuery(lensTransactionQuery(client, company.customer_id, rowSegment));
  const back = (
    <p className={styles.back}>
      <Link to={areaUrl('books', company.customer_id, ['transactions'])}>{t('booking.back')}</Link>
    </p>
  );
  if (booking.isPending) {
    return (
      <>
        <PageHeading>{t('booking.title')}</PageHeading>
        <Loading label={t('booking.loading')} />
      </>
    );
  }
  if (booking.isError) {
    const notFound = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <>
        <PageHeading>{notFound ? t('booking.notFound') : t('booking.title')}</PageHeading>
        {back}
        {notFound ? (
          <Banner tone="warning" role="note">
            <p>{t('booking.notFoundDetail')}</p>
          </Banner>
        ) : (
          <ErrorBanner error={booking.error} onRetry={() => void booking.refetch()} />
        )}
      </>
    );
  }
  const { entry } = booking.data;
  return (
    <>
      <PageHeading>{t('booking.titleOf', { description: entry.description })}</PageHeading>
      {back}
      <EntryFacts entry={entry} rowId={booking.data.row_id} />
      <EntryLines entry={entry} rowId={booking.data.row_id} />
      <Original entry={entry} />
      <RowAnswers booking={booking.data} />
      <SubjectThreadPanel subject={{ kind: 'ledger_row', id: booking.data.row_id }} />
    </>
  );
}

function EntryFacts({ entry, rowId }: { entry: Entry; rowId: string }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const { company, staff } = useCurrentCompany();
  const link = sourceLinkOf(entry.source, company.customer_id, { roles: company.roles, staff });
  return (
    <Section title={t('booking.facts')}>
      <Facts layout="columns">
        <Fact term={t('booking.date')}>{format.date(entry.date)}</Fact>
        <Fact term={t('booking.description')}>
          <span className={styles.breaks}>{entry.description}</span>
        </Fact>
        <Fact term={t('booking.source')}>
          <SourceKindText kind={entry.source.kind} />
          {entry.source.label === '' ? null : <span className={styles.breaks}>{`: ${entry.source.label}`}</span>}
          {link ? (
            <>
              {' '}
              <Link to={link.href}>{t(`booking.${link.text}`)}</Link>
            </>
          ) : null}
        </Fact>
        <Fact term={t('booking.bookedAt')}>{format.timestamp(entry.booked_at)}</Fact>
      </Facts>
      <TechnicalDetails
        lines={[
          `${t('booking.rowId')}: ${rowId}`,
          `${t('booking.entryId')}: ${entry.id}`,
          entry.source.id === null ? undefined : `${t('booking.sourceId')}: ${entry.source.id}`,
          entry.original ? `${t('booking.documentId')}: ${entry.original.document_id}` : undefined,
        ]}
      />
    </Section>
  );
}

function EntryLines({ entry, rowId }: { entry: Entry; rowId: string }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const lines = readableItems(entry.lines);
  const debits = lines.reduce((sum, line) => sum + line.debit_cents, 0);
  const credits = lines.reduce((sum, line) => sum + line.credit_cents, 0);
  const money = (cents: number) => (cents === 0 ? '' : format.money(cents));
  const columns: Column<Line>[] = [
    {
      key: 'account',
      header: t('booking.account'),
      rowHeader: true,
      cell: (line) => (
        <>
          {line.row_id === rowId ? <span className={styles.thisRowMark}>{t('booking.thisRow')}</span> : null}
          {`${line.account_code} ${line.account_name}`}
        </>
      ),
    },
    { key: 'description', header: t('booking.lineDescription'), className: styles.breaks, cell: (line) => line.description },
    { key: 'debit', header: t('booking.debit'), numeric: true, cell: (line) => money(line.debit_cents) },
    { key: 'credit', header: t('booking.credit'), numeric: true, cell: (line) => money(line.credit_cents) },
    { key: 'vat', header: t('booking.vat'), cell: (line) => <VatText code={line.vat_code} cents={line.vat_cents} /> },
  ];
  return (
    <Section title={t('booking.lines')} headingId="books-booking-lines">
      <DataTable
        labelledBy="books-booking-lines"
        columns={columns}
        rows={entry.lines}
        rowKey={(line) => line.row_id}
        rowAttributes={(line) => ({ className: line.row_id === rowId ? styles.thisRow : undefined, 'data-this-row': String(line.row_id === rowId) })}
        footer={
          <tr role="row">
            <th scope="row" role="rowheader">
              {t('booking.totals')}
            </th>
            <td role="cell" />
            <TotalCell label={t('booking.debit')}>{format.money(debits)}</TotalCell>
            <TotalCell label={t('booking.credit')}>{format.money(credits)}</TotalCell>
            <td role="cell" />
          </tr>
        }
      />
      <p className={styles.muted} data-balanced={debits === credits ? 'true' : 'false'}>
        {debits === credits ? t('booking.balanced') : t('booking.unbalanced')}
      </p>
    </Section>
  );
}

/** A line's VAT: its treatment and amount; a code the portal has no words for, as it came. */
function VatText({ code, cents }: { code: string | null; cents: number | null }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  if (code === null) return null;
  const named = code === 'reverse_charge' ? t('booking.vatCodes.reverse_charge') : undefined;
  if (named !== undefined) return <>{cents === null ? named : `${named}: ${format.money(cents)}`}</>;
  return <>{cents === null ? `${code} %` : t('booking.vatOf', { code: code.replace('.', format.language === 'en' ? '.' : ','), amount: format.money(cents) })}</>;
}

function Original({ entry }: { entry: Entry }) {
  const { t } = useTranslation('books');
  const { original } = entry;
  return (
    <Section title={t('booking.original')} headingId="books-booking-original">
      {original === null ? (
        <p>{t('booking.noOriginal')}</p>
      ) : (
        <>
          <p className={styles.breaks}>{original.filename}</p>
          <DocumentToggle
            documentId={original.document_id}
            filename={original.filename}
            viewId="books-original-view"
            texts={{ show: t('booking.showOriginal'), hide: t('booking.hideOriginal'), loading: t('booking.originalLoading'), failed: t('booking.originalFailed'), alt: t('booking.originalAlt', { filename: original.filename }) }}
          />
        </>
      )}
    </Section>
  );
}

/** The answers about the row, and its question with the answer form while it is open and the person may answer. */
function RowAnswers({ booking }: { booking: Read<Booking> }) {
  const { t } = useTranslation('books');
  const client = useService();
  const { company, staff } = useCurrentCompany();
  const questions = useQuery(booksQuestionsQuery(client, company.customer_id));
  const question = readableItems(questions.data?.questions ?? []).find((candidate) => candidate.row.row_id === booking.row_id);
  const [answered, setAnswered] = useState<number | undefined>();
  const answering = mayAnswer(staff, company.roles) && question?.state === 'open';
  return (
    <Section title={t('booking.declarations')}>
      {question ? (
        <>
          <h3 className={styles.subheading}>{t('booking.question')}</h3>
          <p className={styles.questionText}>
            <ServiceText text={question.text} />
          </p>
        </>
      ) : null}
      {booking.declarations.length === 0 ? <p>{t('booking.noDeclarations')}</p> : <DeclarationList declarations={booking.declarations} />}
      {answered !== undefined ? (
        <p role="status" className={styles.answer}>
          {t('questions.sent', { count: answered })}
        </p>
      ) : null}
      {answering ? <DeclarationFormSection rowId={booking.row_id} similar={readableItems(question.similar)} onAnswered={setAnswered} /> : null}
    </Section>
  );
}
