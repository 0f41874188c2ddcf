// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { UnreadableItem } from '../api/reading.ts';
import { DataTable, type Column } from './data-table.tsx';
import { mountEachTest } from '../testing/dom-test-root.tsx';

const dom = mountEachTest();
const table = () => dom.container().querySelector('table');
const rowNames = () => [...dom.container().querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent);

interface Bill {
  id: string;
  supplier: string;
  total: number;
}
const bills: Bill[] = [
  { id: 'b1', supplier: 'Kahvila', total: 30 },
  { id: 'b2', supplier: 'Autokorjaamo', total: 250 },
  { id: 'b3', supplier: 'Lehtitalo', total: 12 },
];
const columns: Column<Bill>[] = [
  { key: 'supplier', header: 'Toimittaja', rowHeader: true, cell: (bill) => bill.supplier, sortValue: (bill) => bill.supplier },
  { key: 'total', header: 'Summa', numeric: true, cell: (bill) => String(bill.total), sortValue: (bill) => bill.total },
];

describe('DataTable', () => {
  it('is named by its caption, its region too, and heads its columns and its rows', async () => {
    await dom.render(<DataTable caption="Laskut" columns={columns} rows={bills} rowKey={(bill) => bill.id} />);
    const caption = table()?.querySelector('caption');
    expect(caption?.textContent).toBe('Laskut');
    const region = dom.container().querySelector('[role="region"]');
    expect(region?.getAttribute('aria-labelledby')).toBe(caption?.id);
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect([...dom.container().querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(rowNames()).toEqual(['Kahvila', 'Autokorjaamo', 'Lehtitalo']);
  });

  it('labels each cell but the row’s heading for the phone’s block layout, hidden from assistive technology', async () => {
    await dom.render(<DataTable caption="Laskut" columns={columns} rows={bills} rowKey={(bill) => bill.id} />);
    const firstRow = dom.container().querySelector('tbody tr');
    expect(firstRow?.querySelector('th [aria-hidden="true"]')).toBeNull();
    const label = firstRow?.querySelector('td [aria-hidden="true"]');
    expect(label?.textContent).toBe('Summa');
  });

  it('orders by a sortable column from its heading’s button, and says the order with aria-sort', async () => {
    await dom.render(<DataTable caption="Laskut" columns={columns} rows={bills} rowKey={(bill) => bill.id} />);
    const totalHeading = dom.container().querySelectorAll('thead th')[1];
    expect(totalHeading?.getAttribute('aria-sort')).toBe('none');
    const button = totalHeading?.querySelector('button');
    act(() => button?.click());
    expect(totalHeading?.getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Lehtitalo', 'Kahvila', 'Autokorjaamo']);
    act(() => button?.click());
    expect(totalHeading?.getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Autokorjaamo', 'Kahvila', 'Lehtitalo']);
  });

  it('gives an item that could not be read a row of its own across every column, after the ordered ones', async () => {
    const unreadable = new UnreadableItem({ id: 'broken' }, 'total: expected a number');
    await dom.render(
      <DataTable caption="Laskut" columns={columns} rows={[unreadable, ...bills]} rowKey={(bill) => bill.id} initialSort={{ key: 'supplier', direction: 'ascending' }} />,
    );
    const rows = [...dom.container().querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(4);
    expect(rows[3]?.hasAttribute('data-unreadable-item')).toBe(true);
    expect(rows[3]?.querySelector('td')?.colSpan).toBe(2);
  });

  it('heads each group of rows with a row that spans the columns', async () => {
    await dom.render(
      <DataTable
        caption="Viikko"
        columns={columns}
        groups={[
          { key: 'mon', heading: 'Maanantai', rows: bills.slice(0, 1) },
          { key: 'tue', heading: 'Tiistai', rows: bills.slice(1) },
        ]}
        rowKey={(bill) => bill.id}
      />,
    );
    const headings = [...dom.container().querySelectorAll('tbody th[scope="rowgroup"]')];
    expect(headings.map((th) => th.textContent)).toEqual(['Maanantai', 'Tiistai']);
    expect(headings.every((th) => th.getAttribute('colspan') === '2')).toBe(true);
  });

  it('names its region by its own label where that says more than the caption, and keeps a group without a heading row', async () => {
    const unreadable = new UnreadableItem({ month: 13 }, 'month: out of range');
    await dom.render(
      <DataTable
        caption="Kuukaudet"
        regionLabel="Kattavuus kuukausittain"
        columns={columns}
        groups={[{ key: 'broken', rows: [unreadable], attributes: { 'data-month': 'unreadable' } }]}
        rowKey={(bill) => bill.id}
      />,
    );
    expect(dom.container().querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Kattavuus kuukausittain');
    const group = dom.container().querySelector('tbody[data-month="unreadable"]');
    expect(group?.querySelector('th[scope="rowgroup"]')).toBeNull();
    expect(group?.querySelectorAll('tr[data-unreadable-item]')).toHaveLength(1);
  });
});
