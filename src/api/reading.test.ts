import { describe, expect, it, vi } from 'vitest';
import { z } from './zod.ts';
import { UnreadableItem, isUnreadable, openValues, prepareReader, readableItems, readerOf, rows } from './reading.ts';
import { AgentStatus, Me } from './schemas/company.ts';
import { ConnectionsCatalog } from './schemas/connections.ts';
import { PayrollWorkspace } from './schemas/payroll.ts';

const State = openValues(['queued', 'booked']);
const Shape = z.object({
  state: State,
  optional_state: State.optional(),
  nullable_state: State.nullable(),
  fixed: z.enum(['a', 'b']),
  items: rows(z.array(z.object({ id: z.string(), state: State }))),
  plain: z.array(z.object({ id: z.string() })),
  request_echo: z.strictObject({ id: z.string() }),
});
const valid = {
  state: 'queued',
  nullable_state: null,
  fixed: 'a',
  items: [{ id: 'i1', state: 'booked' }],
  plain: [{ id: 'p1' }],
  request_echo: { id: 'r1' },
};

describe('the contract stays strict (what the sandbox sends and the OpenAPI document describe)', () => {
  it('refuses a value outside an open value set, and marks the set extensible', () => {
    expect(Shape.safeParse(valid).success).toBe(true);
    expect(Shape.safeParse({ ...valid, state: 'archived' }).success).toBe(false);
    expect(Shape.safeParse({ ...valid, items: [{ id: 'i1', state: 'archived' }] }).success).toBe(false);
    expect(z.toJSONSchema(State)).toMatchObject({ enum: ['queued', 'booked'], 'x-extensible-enum': ['queued', 'booked'] });
  });
});

describe('the portal reads tolerantly where the spec is silent (docs/decisions/0021, principle 8)', () => {
  const reader = readerOf(Shape);

  it('reads an unknown value of an open set as it came, wherever it stands', () => {
    const read = reader.parse({ ...valid, state: 'archived', optional_state: 'x', nullable_state: 'y' });
    expect(read).toMatchObject({ state: 'archived', optional_state: 'x', nullable_state: 'y' });
  });

  it('stays strict where the spec speaks: a value set it lists in full, a field type', () => {
    expect(reader.safeParse({ ...valid, fixed: 'c' }).success).toBe(false);
    expect(reader.safeParse({ ...valid, state: 42 }).success).toBe(false);
  });

  it('reads a row list item by item: a broken item keeps its place, its siblings are read', () => {
    const read = reader.parse({ ...valid, items: [{ id: 'i1', state: 'new' }, { id: 'i2' }, 'junk', { id: 'i4', state: 'booked' }] });
    expect(read.items[0]).toEqual({ id: 'i1', state: 'new' });
    expect(read.items[1]).toBeInstanceOf(UnreadableItem);
    expect((read.items[1] as UnreadableItem).id).toBe('i2');
    expect((read.items[1] as UnreadableItem).problem).toMatch(/state/);
    expect(read.items[2]).toBeInstanceOf(UnreadableItem);
    expect((read.items[2] as UnreadableItem).id).toBeUndefined();
    expect(readableItems(read.items).map((item) => item.id)).toEqual(['i1', 'i4']);
    expect(read.items.filter(isUnreadable)).toHaveLength(2);
  });

  it('ignores fields it does not know, a strict request shape reused in an answer included', () => {
    const read = reader.parse({ ...valid, extra: 1, request_echo: { id: 'r1', added: true } });
    expect(read).not.toHaveProperty('extra');
    expect(read.request_echo).toEqual({ id: 'r1' });
  });

  it('does not loosen the contract schema it was derived from', () => {
    reader.parse({ ...valid, state: 'archived' });
    expect(Shape.safeParse({ ...valid, state: 'archived' }).success).toBe(false);
  });
});

describe('the answers the issue found breaking whole views', () => {
  it('an agent status without progress notes, or with something else than a list there, is read as one without notes (docs/decisions/0021)', () => {
    const status = { customer_id: 'cus_aurora', state: 'working', updated_at: '2026-11-20T09:14:00+02:00' };
    expect(readerOf(AgentStatus).parse(status).progress_notes).toBeUndefined();
    expect(readerOf(AgentStatus).parse({ ...status, progress_notes: 'none' }).progress_notes).toBeUndefined();
    expect(readerOf(AgentStatus).parse({ ...status, progress_notes: null }).progress_notes).toBeUndefined();
    // a list is still read row by row, and the status itself stays required
    expect(readerOf(AgentStatus).parse({ ...status, progress_notes: [{ at: status.updated_at, text: 'x' }, 1] }).progress_notes?.[1]).toBeInstanceOf(UnreadableItem);
    expect(readerOf(AgentStatus).safeParse({ ...status, state: undefined }).success).toBe(false);
  });

  it('/me with an unknown role and principal kind is read', () => {
    const me = readerOf(Me).parse({
      principal: { kind: 'service_account', subject: 's', email: null, name: 'S', staff: false },
      companies: [
        { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: ['admin', 'auditor'] },
        { customer_id: 'cus_broken' },
      ],
    });
    expect(me.principal.kind).toBe('service_account');
    expect(me.companies[0]).toMatchObject({ roles: ['admin', 'auditor'] });
    expect(me.companies[1]).toBeInstanceOf(UnreadableItem);
  });

  it('a payroll workspace with employment type permanent is read', () => {
    const employee = {
      employee_id: 'emp_1',
      employee_key: null,
      name: 'Aino',
      contract_id: null,
      start_date: null,
      end_date: null,
      employment_type: 'permanent',
      monthly_salary_cents: null,
      hourly_rate_cents: null,
    };
    const workspace = readerOf(PayrollWorkspace).parse({ period: '2026-11', employees: [employee], draft_runs: [] });
    expect(workspace.employees[0]).toMatchObject({ employment_type: 'permanent' });
  });

  it('a connection with an unknown error code and check state is read, and a broken tile stands alone', () => {
    const connection = {
      id: 'conn_1',
      provider: 'acquirer',
      status: 'reauth_required',
      attention_required: true,
      reauth_required: true,
      recheck_available: true,
      last_error_code: 'credential_expired',
      credential_check: { state: 'pending', checked_at: '2026-11-24T10:00:00Z' },
    };
    const tile = { brand_key: 'b', provider: 'p', label: 'L', category: 'new_category', connect: 'partner_link', connect_path: '/x' };
    const catalog = readerOf(ConnectionsCatalog).parse({ customer_id: 'c', connected: [connection], tiles: [tile, { brand_key: 'broken' }] });
    expect(catalog.connected[0]).toMatchObject({ last_error_code: 'credential_expired', credential_check: { state: 'pending' } });
    expect(catalog.tiles[0]).toMatchObject({ connect: 'partner_link', category: 'new_category' });
    expect(catalog.tiles[1]).toBeInstanceOf(UnreadableItem);
  });

  it('a connection status outside the list the spec gives in full is still refused', () => {
    const connection = { id: 'c', provider: 'p', status: 'paused', attention_required: false, reauth_required: false, recheck_available: false };
    const catalog = readerOf(ConnectionsCatalog).parse({ customer_id: 'c', connected: [connection], tiles: [] });
    expect(catalog.connected[0]).toBeInstanceOf(UnreadableItem);
  });
});

describe('a reading schema prepared ahead (docs/decisions/0023)', () => {
  it('is derived after the task that asks for it, once, together with the others asked for meanwhile', async () => {
    const first = z.object({ a: z.string() });
    const second = z.object({ b: z.number() });
    const cloneFirst = vi.spyOn(first, 'clone');
    const cloneSecond = vi.spyOn(second, 'clone');
    prepareReader(first);
    prepareReader(second);
    prepareReader(first);
    // not in the task that sends the requests
    expect(cloneFirst).not.toHaveBeenCalled();
    expect(cloneSecond).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(cloneSecond).toHaveBeenCalledTimes(1));
    expect(cloneFirst).toHaveBeenCalledTimes(1);
    // the answer's reading takes the one derived
    expect(readerOf(first).parse({ a: 'x', more: 1 })).toEqual({ a: 'x' });
    prepareReader(first);
    expect(cloneFirst).toHaveBeenCalledTimes(1);
  });
});
