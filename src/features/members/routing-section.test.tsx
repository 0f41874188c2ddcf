// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InvoiceRouting } from '../../api/schemas/invoice-routing.ts';
import type { Member } from '../../api/schemas/members.ts';
import { companyDom, memberOf, settle } from '../../testing/dom-test-kit.tsx';
import { RoutingSection } from './routing-section.tsx';

/**
 * The routing form (docs/decisions/0011, "Laskujen kierrätys"): people offered per step by their roles; one person for
 * both steps and an absence ending before it starts are said at their field and nothing is sent; what the
 * service refuses (422 `not_a_decider`) is said at the field it names; a valid routing is sent whole.
 */

const member = (id: string, name: string, roles: string[]): Member => ({
  member_id: id,
  email: `${id}@aurora.example`,
  name,
  roles,
  state: 'active',
  added_at: '2026-01-15T07:00:00.000Z',
});
const members = [member('admin', 'Anna Virtanen', ['admin']), member('bills', 'Laura Hämäläinen', ['purchase_invoices']), member('approver', 'Pekka Korhonen', ['invoice_reviewer'])];
const routing: InvoiceRouting = {
  customer_id: 'cus_aurora',
  rules: [
    {
      id: 'rule-1',
      supplier: 'LeasePlan Finland Oy',
      amount_above_cents: 100_000,
      check: { assignee_email: 'bills@aurora.example', backup_email: null },
      approve: { assignee_email: 'approver@aurora.example', backup_email: null },
    },
  ],
  absences: [],
  updated: null,
};

const dom = companyDom(['members']);
let posts: unknown[];
let answer: () => Response;

beforeEach(async () => {
  posts = [];
  answer = () => Response.json({ ...routing, updated: { name: 'Anna Virtanen', email: 'admin@aurora.example', at: '2026-11-27T10:00:00.000Z' } });
  await dom.render(<RoutingSection customerId="cus_aurora" members={members} />, memberOf('admin@aurora.example', 'Anna Virtanen', ['admin']), (method, _path, _url, body) => {
    if (method === 'POST') {
      posts.push(JSON.parse(body ?? '{}'));
      return answer();
    }
    return Response.json(routing);
  });
});

const field = <T extends HTMLElement>(id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no field #${id}`);
  return element as T;
};
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
async function choose(id: string, value: string) {
  const select = field<HTMLSelectElement>(id);
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
async function save() {
  const button = [...dom.container().querySelectorAll('button')].find((each) => each.textContent === 'Tallenna kierrätys');
  await act(async () => {
    button?.click();
  });
  await settle();
}

describe('the routing form', () => {
  it('offers for the approval only the people who may approve, and for the check those who may check', () => {
    const names = (id: string) => [...field<HTMLSelectElement>(id).options].map((option) => option.textContent);
    expect(names('routing-rules-0-check-assignee_email')).toEqual(['Valitse henkilö', 'Laura Hämäläinen', 'Pekka Korhonen']);
    expect(names('routing-rules-0-approve-assignee_email')).toEqual(['Valitse henkilö', 'Pekka Korhonen']);
    expect(field<HTMLInputElement>('routing-rules-0-amount_above').value).toBe('1000');
  });

  it('says one person for both steps at the approval’s field, the focus there, and sends nothing', async () => {
    await choose('routing-rules-0-check-assignee_email', 'approver@aurora.example');
    await save();
    expect(errorOf('routing-rules-0-approve-assignee_email')).toContain('Sama henkilö ei voi tehdä sekä asiatarkastusta että hyväksyntää');
    expect(document.activeElement?.id).toBe('routing-rules-0-approve-assignee_email');
    expect(posts).toEqual([]);
  });

  it('sends the whole routing as the contract takes it, and says it was saved', async () => {
    await save();
    expect(posts).toEqual([
      {
        customer_id: 'cus_aurora',
        rules: [
          {
            supplier: 'LeasePlan Finland Oy',
            amount_above_cents: 100_000,
            check: { assignee_email: 'bills@aurora.example', backup_email: null },
            approve: { assignee_email: 'approver@aurora.example', backup_email: null },
          },
        ],
        absences: [],
      },
    ]);
    expect(dom.container().textContent).toContain('Kierrätyksen säännöt on tallennettu.');
  });

  it('a person the service says cannot decide (422 not_a_decider) is said at the field its detail names', async () => {
    answer = () =>
      Response.json({ error: 'not_a_decider', detail: 'Rule 1, approval: approver@aurora.example is not a member of the company with the invoice_reviewer permission.' }, { status: 422 });
    await save();
    expect(errorOf('routing-rules-0-approve-assignee_email')).toBe('Tällä henkilöllä ei ole tämän vaiheen roolia. Valitse toinen henkilö tai anna hänelle rooli ensin.');
    expect(dom.container().querySelector('[role="alert"]')).toBeNull();
  });
});
