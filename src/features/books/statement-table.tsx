import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnreadable, type Read, type UnreadableItem } from '../../api/reading.ts';
import type { Statement, StatementLine } from '../../api/schemas/books.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { UnreadableRow, useKnownLabel } from '../../ui/open-value.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { transactionsPath } from './books-paths.ts';
import styles from './books.module.css';

type Line = Read<StatementLine>;
type LineAccount = Exclude<Line['accounts'][number], UnreadableItem>;

/**
 * A line's name: in Finnish as the service wrote it (the statutory layout's own words); in another language a
 * line the portal knows by its key in that language, any other as the service wrote it.
 */
export function useLineLabel(): (line: Pick<Line, 'key' | 'label'>) => string {
  const known = useKnownLabel('books');
  const { language } = useFormat();
  return (line) => (language === 'fi' ? line.label : (known('statements.lines', line.key) ?? line.label));
}

const LEVEL_CLASS = [styles.level0, styles.level1, styles.level2, styles.level3];

/**
 * The statement as the service lays it out (its lines in order, the level an indentation, headings, sums
 * emphasised) in a real table: this period, the same period a year before and the change. Where the table's
 * room is narrow (a phone), each line stacks: its name on a line of its own, its figures below it, each
 * named, so that no figure is cut or pushed off the screen (every view works at 360 px without sideways scroll). A line with
 * accounts behind it opens them in place, each account a link to its entries in the transactions window for
 * the statement's period. A line kind the portal does not know is shown as a plain line; a line that could
 * not be read stands in its place.
 */
export function StatementTable({ customerId, statement, caption }: { customerId: string; statement: Read<Statement>; caption: string }) {
  const { t } = useTranslation('books');
  const captionId = useId();
  const compared = statement.compare !== null;
  const columns = compared ? 4 : 2;
  return (
    <ScrollRegion labelledBy={captionId} className={styles.statementRegion}>
      {/* the roles are explicit: they outlive the stacked layout's `display: block` */}
      <table role="table" className={styles.statement} data-statement={statement.kind}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('statements.line')}
            </th>
            <th scope="col" role="columnheader" className="number">
              {t('statements.thisPeriod')}
            </th>
            {compared ? (
              <>
                <th scope="col" role="columnheader" className="number">
                  {t('statements.comparePeriod')}
                </th>
                <th scope="col" role="columnheader" className="number">
                  {t('statements.change')}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        {statement.lines.map((line, index) =>
          isUnreadable(line) ? (
            <tbody key={`unreadable-${index}`} role="rowgroup">
              <UnreadableRow item={line} columns={columns} />
            </tbody>
          ) : (
            <LineRows key={`${line.key}-${index}`} customerId={customerId} period={statement.period} line={line} compared={compared} />
          ),
        )}
      </table>
    </ScrollRegion>
  );
}

function LineRows({ customerId, period, line, compared }: { customerId: string; period: string; line: Line; compared: boolean }) {
  const { t } = useTranslation('books');
  const lineLabel = useLineLabel();
  const [open, setOpen] = useState(false);
  const label = lineLabel(line);
  const sum = line.kind === 'subtotal' || line.kind === 'total';
  const rowClass = [LEVEL_CLASS[line.level], line.kind === 'heading' ? styles.heading : undefined, sum ? styles.sum : undefined, line.kind === 'total' ? styles.total : undefined]
    .filter(Boolean)
    .join(' ');
  const hasAccounts = line.accounts.length > 0;
  return (
    <tbody role="rowgroup" data-line={line.key} data-kind={line.kind}>
      <tr role="row" className={rowClass}>
        <th scope="row" role="rowheader">
          {hasAccounts ? (
            <button type="button" className={styles.disclosure} aria-expanded={open} onClick={() => setOpen(!open)}>
              <span aria-hidden="true" className={styles.chevron}>
                {open ? '▾' : '▸'}
              </span>
              {label}
              <span className="visually-hidden">, {open ? t('statements.hideAccounts') : t('statements.showAccounts')}</span>
            </button>
          ) : (
            label
          )}
        </th>
        <Figures amount={line.amount_cents} compare={line.compare_cents} compared={compared} />
      </tr>
      {open
        ? line.accounts.map((account, index) =>
            isUnreadable(account) ? (
              <UnreadableRow key={`unreadable-${index}`} item={account} columns={compared ? 4 : 2} />
            ) : (
              <AccountRow key={account.code} customerId={customerId} period={period} account={account} compared={compared} level={line.level} />
            ),
          )
        : null}
    </tbody>
  );
}

function AccountRow({
  customerId,
  period,
  account,
  compared,
  level,
}: {
  customerId: string;
  period: string;
  account: LineAccount;
  compared: boolean;
  level: number;
}) {
  const { t } = useTranslation('books');
  return (
    <tr role="row" className={`${styles.account} ${LEVEL_CLASS[Math.min(level + 1, 3)] ?? ''}`} data-account={account.code}>
      <th scope="row" role="rowheader">
        <Link to={transactionsPath(customerId, { account: account.code, period })} aria-label={t('statements.accountTransactions', { code: account.code, name: account.name })}>
          <span className={styles.code}>{account.code}</span> {account.name}
        </Link>
      </th>
      <Figures amount={account.amount_cents} compare={account.compare_cents} compared={compared} />
    </tr>
  );
}

function Figures({ amount, compare, compared }: { amount: number | null; compare: number | null; compared: boolean }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const money = (cents: number | null) => (cents === null ? '' : format.money(cents));
  return (
    <>
      <FigureCell label={t('statements.thisPeriod')}>{money(amount)}</FigureCell>
      {compared ? (
        <>
          <FigureCell label={t('statements.comparePeriod')}>{money(compare)}</FigureCell>
          <FigureCell label={t('statements.change')}>{amount === null || compare === null ? '' : signed(format.money(amount - compare), amount - compare)}</FigureCell>
        </>
      ) : null}
    </>
  );
}

/**
 * A figure, with its column's name shown beside it only where the lines stack (a phone); hidden from assistive
 * technology, which has the table's column headings. An empty cell stays empty, and the stacked layout leaves it out.
 */
function FigureCell({ label, children }: { label: string; children: string }) {
  return (
    <td role="cell" className="number">
      {children === '' ? null : (
        <>
          <span className={styles.figureLabel} aria-hidden="true">
            {label}
          </span>
          {children}
        </>
      )}
    </td>
  );
}

/** A change reads with its sign: a rise has a plus, a fall its minus already. */
function signed(text: string, cents: number): string {
  return cents > 0 ? `+${text}` : text;
}
