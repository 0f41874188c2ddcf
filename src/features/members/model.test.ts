import { describe, expect, it } from 'vitest';
import { UnreadableItem } from '../../api/reading.ts';
import type { Member } from '../../api/schemas/members.ts';
import { chosenRoles, isLastAdmin, orderedRoles, roleDifference } from './model.ts';

const member = (member_id: string, roles: string[], state: Member['state'] = 'active'): Member => ({
  member_id,
  email: `${member_id}@aurora.example`,
  name: member_id,
  roles,
  state,
  added_at: '2026-11-20T08:00:00.000Z',
});

describe('the last admin (the service refuses to take the role from them: 409 last_admin)', () => {
  it('is the one active admin of the company', () => {
    const anna = member('anna', ['admin']);
    const all = [anna, member('pekka', ['approver'])];
    expect(isLastAdmin(anna, all)).toBe(true);
    expect(isLastAdmin(member('pekka', ['approver']), all)).toBe(false);
  });

  it('is nobody once a second member is an admin', () => {
    const anna = member('anna', ['admin']);
    expect(isLastAdmin(anna, [anna, member('pekka', ['admin', 'approver'])])).toBe(false);
  });

  it('does not count an invitation with the admin role: it grants nothing until the person signs in', () => {
    const anna = member('anna', ['admin']);
    const invited = member('invite_1', ['admin'], 'invited');
    expect(isLastAdmin(anna, [anna, invited])).toBe(true);
    expect(isLastAdmin(invited, [anna, invited])).toBe(false);
  });

  it('calls nobody the last admin when a row could not be read (it may be an admin): the service decides', () => {
    const anna = member('anna', ['admin']);
    expect(isLastAdmin(anna, [anna, new UnreadableItem({ member_id: 'x' }, 'roles: missing')])).toBe(false);
  });
});

describe('roles in the portal’s order', () => {
  it('lists the known roles in the order of the portal, unknown ones after them as they came', () => {
    expect(orderedRoles(['purchase_invoices', 'owner', 'admin'])).toEqual(['admin', 'purchase_invoices', 'owner']);
  });

  it('sends only known roles from a form, in the portal’s order', () => {
    expect(chosenRoles(new Set(['invoice_reviewer', 'operator', 'owner']))).toEqual(['operator', 'invoice_reviewer']);
  });

  it('says what a change added and what it took away', () => {
    expect(roleDifference(['claimant', 'operator'], ['operator', 'admin'])).toEqual({ added: ['admin'], removed: ['claimant'] });
    expect(roleDifference(['admin'], ['admin'])).toEqual({ added: [], removed: [] });
  });
});
