import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { isUnreadable, type UnreadableItem } from '../api/reading.ts';
import { UnreadableRow } from './open-value.tsx';
import { ScrollRegion } from './scroll-region.tsx';
import styles from './data-table.module.css';

type CellAttributes = Pick<ComponentPropsWithRef<'td'>, 'id' | 'ref' | 'tabIndex' | 'className' | 'colSpan'>;

/** One column of a DataTable, declared as data: its heading, how a row shows in it, how it sorts. */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** the cell names its row (`<th scope="row">`): what a screen reader says before each of the row's cells */
  rowHeader?: boolean;
  /** figures: right-aligned, tabular */
  numeric?: boolean;
  /** given, the column's heading is a button that orders the rows by it */
  sortValue?: (row: Row) => string | number;
  /** the cell's label in the phone's block layout: the header unless given; none with `null`, and none for the row's heading unless given */
  phoneLabel?: ReactNode;
  /** in the phone's block layout the cell takes the block's whole width (a name, a long text) */
  wide?: boolean;
  className?: string;
  cellAttributes?: (row: Row, index: number) => CellAttributes;
}

/** Rows under a heading of their own (a day of a week, a month): a `<tbody>` whose first row names it. */
export interface RowGroup<Row> {
  key: string;
  /** none for a group that has nothing to be headed by (an item that could not be read) */
  heading?: ReactNode;
  rows: readonly (Row | UnreadableItem)[];
  className?: string;
  attributes?: { [data: `data-${string}`]: string };
}

export type SortDirection = 'ascending' | 'descending';

type Naming =
  | { caption: ReactNode; captionVisible?: boolean; labelledBy?: undefined }
  /** named by a heading already on the page (a section's title) */
  | { labelledBy: string; caption?: undefined; captionVisible?: undefined };

type Body<Row> = { rows: readonly (Row | UnreadableItem)[]; groups?: undefined } | { groups: readonly RowGroup<Row>[]; rows?: undefined };

export type DataTableProps<Row> = Naming &
  Body<Row> & {
    columns: readonly Column<Row>[];
    rowKey: (row: Row, index: number) => string;
    rowAttributes?: (row: Row, index: number) => Pick<ComponentPropsWithRef<'tr'>, 'className' | 'id' | 'ref'> & { [data: `data-${string}`]: string };
    /** rows under the body: totals (`<tfoot>`), built with the table's own cells */
    footer?: ReactNode;
    /**
     * `blocks`: where the table's container is narrow (a phone), each row becomes a block with its cells'
     * labels. `wide`: the table keeps its columns and scrolls sideways inside its region.
     */
    layout?: 'blocks' | 'wide';
    initialSort?: { key: string; direction: SortDirection };
    /** the scroll region's own name, where it says more than the table's caption (what the scrolling holds) */
    regionLabel?: string;
    className?: string;
    regionClassName?: string;
  };

/**
 * The portal's one table: a caption or a heading names it, its columns have headings (`scope`), its rows a
 * heading cell, and it sits in a scroll region the keyboard can reach, so a wide table never widens the page
 * (docs/decisions/0021, principle 9). The roles are explicit: they outlive the phone layout's `display: block`. An item
 * of the list that could not be read takes a row of its own in its place.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rowKey, rowAttributes, footer, layout = 'blocks', regionLabel, className, regionClassName } = props;
  const captionId = useId();
  const [sort, setSort] = useState(props.initialSort);
  const sortColumn = sort ? columns.find((column) => column.key === sort.key && column.sortValue) : undefined;
  const order = (rows: readonly (Row | UnreadableItem)[]) =>
    sortColumn?.sortValue && sort ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;

  const renderRows = (rows: readonly (Row | UnreadableItem)[]) =>
    order(rows).map((row, index) =>
      isUnreadable(row) ? (
        <UnreadableRow key={`unreadable-${index}`} item={row} columns={columns.length} />
      ) : (
        <tr key={rowKey(row, index)} role="row" {...rowAttributes?.(row, index)}>
          {columns.map((column) => (
            <Cell key={column.key} column={column} row={row} index={index} labelled={layout === 'blocks'} />
          ))}
        </tr>
      ),
    );

  const table = (
    <table role="table" className={className} aria-labelledby={props.labelledBy}>
      {props.caption !== undefined ? (
        <caption id={captionId} className={props.captionVisible ? undefined : 'visually-hidden'}>
          {props.caption}
        </caption>
      ) : null}
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <Header key={column.key} column={column} sort={sort?.key === column.key ? sort.direction : undefined} onSort={(direction) => setSort({ key: column.key, direction })} />
          ))}
        </tr>
      </thead>
      {props.groups ? (
        props.groups.map((group) => (
          <tbody key={group.key} role="rowgroup" className={group.className} {...group.attributes}>
            {group.heading === undefined ? null : (
              <tr role="row">
                <th scope="rowgroup" role="rowheader" colSpan={columns.length} className={styles.groupHeading}>
                  {group.heading}
                </th>
              </tr>
            )}
            {renderRows(group.rows)}
          </tbody>
        ))
      ) : (
        <tbody role="rowgroup">{renderRows(props.rows)}</tbody>
      )}
      {footer ? (
        <tfoot role="rowgroup" className={styles.totals}>
          {footer}
        </tfoot>
      ) : null}
    </table>
  );
  const regionClass = [layout === 'blocks' ? styles.blocks : undefined, regionClassName].filter(Boolean).join(' ') || undefined;
  return (
    <ScrollRegion className={regionClass} labelledBy={regionLabel ? undefined : (props.labelledBy ?? captionId)} label={regionLabel}>
      {table}
    </ScrollRegion>
  );
}

function sortRows<Row>(rows: readonly (Row | UnreadableItem)[], value: (row: Row) => string | number, direction: SortDirection) {
  const sign = direction === 'ascending' ? 1 : -1;
  const readable: Row[] = [];
  const unreadable: UnreadableItem[] = [];
  for (const row of rows) {
    if (isUnreadable(row)) unreadable.push(row);
    else readable.push(row);
  }
  const sorted = readable
    .map((row) => ({ row, key: value(row) }))
    .sort((a, b) => sign * (typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : String(a.key).localeCompare(String(b.key))))
    .map(({ row }) => row);
  // what could not be read has no value to be ordered by: it stays after the rest, where it is seen
  return [...sorted, ...unreadable];
}

function Header<Row>({ column, sort, onSort }: { column: Column<Row>; sort: SortDirection | undefined; onSort: (direction: SortDirection) => void }) {
  const className = [column.numeric ? 'number' : undefined, column.className].filter(Boolean).join(' ') || undefined;
  return (
    <th scope="col" role="columnheader" className={className} aria-sort={column.sortValue ? (sort ?? 'none') : undefined}>
      {column.sortValue ? (
        <button type="button" className={styles.sort} onClick={() => onSort(sort === 'ascending' ? 'descending' : 'ascending')}>
          {column.header}
          <span aria-hidden="true" className={styles.sortMark}>
            {sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

function Cell<Row>({ column, row, index, labelled }: { column: Column<Row>; row: Row; index: number; labelled: boolean }) {
  const attributes = column.cellAttributes?.(row, index);
  const className = [column.numeric ? 'number' : undefined, column.wide ? styles.wide : undefined, column.className, attributes?.className].filter(Boolean).join(' ') || undefined;
  const label = column.phoneLabel !== undefined ? column.phoneLabel : column.rowHeader ? null : column.header;
  const value = column.cell(row, index);
  // an empty cell stays empty: the block layout leaves it out rather than show a label without a value
  const content = (
    <>
      {labelled && label !== null && !isNothing(value) ? <CellLabel>{label}</CellLabel> : null}
      {value}
    </>
  );
  return column.rowHeader ? (
    <th scope="row" role="rowheader" {...attributes} className={className}>
      {content}
    </th>
  ) : (
    <td role="cell" {...attributes} className={className}>
      {content}
    </td>
  );
}

const isNothing = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** A figure of a totals row (a DataTable's `footer`): right-aligned, labelled in the block layout like the rows' figures. */
export function TotalCell({ label, children }: { label: ReactNode; children?: string }) {
  return (
    <td role="cell" className="number">
      {children === undefined ? null : (
        <>
          <CellLabel>{label}</CellLabel>
          {children}
        </>
      )}
    </td>
  );
}

/**
 * A cell's column heading, shown in the cell itself where the table is laid out as blocks. Hidden from
 * assistive technology, which has the table's own column headings: the table keeps its roles as blocks.
 */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  );
}
