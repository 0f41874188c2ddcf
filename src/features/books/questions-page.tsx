import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { booksQuestionsQuery } from '../../api/queries/books.ts';
import { isUnreadable, readableItems, type Read, type UnreadableItem } from '../../api/reading.ts';
import type { QuestionList as QuestionListAnswer } from '../../api/schemas/books-questions.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { OpenValueText, TechnicalDetails, UnreadableListItem } from '../../ui/open-value.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { Section } from '../../ui/section.tsx';
import { ServiceText } from '../../ui/service-text.tsx';
import { Banner, Empty, Loaded } from '../../ui/states.tsx';
import { DeclarationFormSection } from './declaration-form.tsx';
import { DeclarationList, mayAnswer } from './declarations.tsx';
import { bookingUrl } from './lens-words.tsx';
import styles from './lens.module.css';

type Question = Exclude<Read<QuestionListAnswer>['questions'][number], UnreadableItem>;

/**
 * The agent's questions on the company's bank rows (docs/decisions/0014): the open ones first, each with what is needed
 * to answer it (the row's date, amount, counterparty, description and account, the question, its booking) and
 * the similar rows that the same answer may settle at once; then the answered ones with their answer, who gave
 * it and when. Those who may not answer (the firm's staff, other roles) read them, told why without a form.
 */
export function QuestionsPage() {
  const { t } = useTranslation('books');
  const client = useService();
  const { company, staff } = useCurrentCompany();
  const questions = useQuery(booksQuestionsQuery(client, company.customer_id));
  const answering = mayAnswer(staff, company.roles);
  const [answered, setAnswered] = useState<number | undefined>();
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // the answered question leaves the open list with its form: the focus goes to what was done
    if (answered !== undefined) doneRef.current?.focus();
  }, [answered]);

  return (
    <>
      <PageTop heading={t('questions.title')}>
        <p>{t('questions.intro')}</p>
      </PageTop>
      {answering ? null : (
        <Banner tone="warning" role="note">
          <p>{staff ? t('questions.cannotAnswerStaff') : t('questions.cannotAnswer')}</p>
        </Banner>
      )}
      <p role="status" ref={doneRef} tabIndex={-1} className={answered === undefined ? 'visually-hidden' : styles.answer}>
        {answered === undefined ? null : t('questions.sent', { count: answered })}
      </p>
      <Loaded query={questions}>
        {(list) => {
          const items = list.questions;
          const open = items.filter((item) => !isUnreadable(item) && item.state === 'open');
          const rest = items.filter((item) => isUnreadable(item) || item.state !== 'open');
          return (
            <>
              <Section title={t('questions.open')} data-questions="open">
                {open.length === 0 ? (
                  <Empty>{t('questions.noneOpen')}</Empty>
                ) : (
                  <QuestionList questions={open} answering={answering} onAnswered={setAnswered} />
                )}
              </Section>
              <Section title={t('questions.answered')} data-questions="answered">
                {rest.length === 0 ? <Empty>{t('questions.noneAnswered')}</Empty> : <QuestionList questions={rest} answering={false} onAnswered={setAnswered} />}
              </Section>
            </>
          );
        }}
      </Loaded>
    </>
  );
}

function QuestionList({
  questions,
  answering,
  onAnswered,
}: {
  questions: readonly (Question | UnreadableItem)[];
  answering: boolean;
  onAnswered: (count: number) => void;
}) {
  return (
    <ul className={styles.list}>
      {questions.map((question, index) =>
        isUnreadable(question) ? (
          <UnreadableListItem key={`unreadable-${index}`} item={question} />
        ) : (
          <li key={question.id} data-question-id={question.id} data-row-id={question.row.row_id}>
            <QuestionItem question={question} answering={answering && question.state === 'open'} onAnswered={onAnswered} />
          </li>
        ),
      )}
    </ul>
  );
}

function QuestionItem({ question, answering, onAnswered }: { question: Question; answering: boolean; onAnswered: (count: number) => void }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const { company } = useCurrentCompany();
  const { row } = question;
  const href = bookingUrl(company.customer_id, row.row_id);
  const headingId = `question-${question.id}`;
  return (
    <article aria-labelledby={headingId} className="card">
      <h3 id={headingId} className={styles.questionText}>
        <ServiceText text={question.text} />
      </h3>
      <p className={styles.muted}>{t('questions.askedAt', { time: format.timestamp(question.asked_at) })}</p>
      <Facts layout="columns">
        <Fact term={t('questions.date')}>{format.date(row.date)}</Fact>
        <Fact term={t('questions.amount')}>{format.money(row.amount_cents)}</Fact>
        <Fact term={t('questions.counterparty')}>{row.counterparty ?? '–'}</Fact>
        <Fact term={t('questions.description')}>
          <span className={styles.breaks}>{row.description}</span>
        </Fact>
        <Fact term={t('questions.account')}>{`${row.account_code} ${row.account_name}`}</Fact>
      </Facts>
      {href ? (
        <p>
          <Link to={href}>{t('questions.openBooking')}</Link>
        </p>
      ) : null}
      {question.state !== 'open' && question.state !== 'answered' ? (
        <p>
          <OpenValueText value={question.state} label={undefined} />
        </p>
      ) : null}
      {question.declarations.length > 0 ? <DeclarationList declarations={question.declarations} /> : null}
      {answering ? <DeclarationFormSection rowId={row.row_id} similar={readableItems(question.similar)} onAnswered={onAnswered} /> : null}
      <TechnicalDetails lines={[`${t('questions.questionId')}: ${question.id}`, `${t('questions.rowId')}: ${row.row_id}`]} />
    </article>
  );
}
