import { describe, expect, it } from 'vitest';
import { centsOfEuros, eurosOfCents, NEW_RULE, refusedFieldOf, RoutingFields } from './routing-model.ts';

const rule = (overrides: Partial<typeof NEW_RULE> = {}) => ({
  ...NEW_RULE,
  check: { assignee_email: 'bills@aurora.example', backup_email: '' },
  approve: { assignee_email: 'approver@aurora.example', backup_email: 'reviewer@aurora.example' },
  ...overrides,
});

describe('the routing form’s checks (docs/decisions/0011: routing rules by supplier and amount, a backup per step)', () => {
  it('sends what the contract takes: empty supplier and amount as “any”, euros as cents, no backup as null', () => {
    const parsed = RoutingFields.safeParse({ rules: [rule({ amount_above: '1 000,5' })], absences: [] });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.rules[0]).toEqual({
      supplier: null,
      amount_above_cents: 100050,
      check: { assignee_email: 'bills@aurora.example', backup_email: null },
      approve: { assignee_email: 'approver@aurora.example', backup_email: 'reviewer@aurora.example' },
    });
  });

  it('refuses one person for both steps of a rule at the approval’s assignee, as the service does (same_person)', () => {
    const parsed = RoutingFields.safeParse({ rules: [rule({ approve: { assignee_email: 'bills@aurora.example', backup_email: '' } })], absences: [] });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['rules.0.approve.assignee_email', 'samePerson']]);
  });

  it('refuses an amount that is not euros, a missing assignee and an absence that ends before it starts, each at its field', () => {
    const parsed = RoutingFields.safeParse({
      rules: [rule({ amount_above: '12,345', check: { assignee_email: '', backup_email: '' } })],
      absences: [{ email: 'reviewer@aurora.example', from: '2026-12-10', to: '2026-12-01' }],
    });
    const said = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(said).toContainEqual(['rules.0.check.assignee_email', 'assigneeRequired']);
    expect(said).toContainEqual(['rules.0.amount_above', 'amount']);
    expect(said).toContainEqual(['absences.0.to', 'absenceDates']);
  });

  it('reads euros by moving digits and writes them back the same way', () => {
    expect(centsOfEuros('0,07')).toBe(7);
    expect(centsOfEuros('1 000 €')).toBe(100000);
    expect(centsOfEuros('')).toBeNull();
    expect(centsOfEuros('-5')).toBeUndefined();
    expect(eurosOfCents(100050)).toBe('1000,50');
    expect(eurosOfCents(100000)).toBe('1000');
  });

  it('places the service’s refusal at the field its detail names', () => {
    expect(refusedFieldOf('not_a_decider', 'Rule 2, approval backup: x@y is not a member')).toBe('rules.1.approve.backup_email');
    expect(refusedFieldOf('same_person', 'Rule 1 names a@b for both the check and the approval')).toBe('rules.0.approve.assignee_email');
    expect(refusedFieldOf('absence_dates', 'Absence 3 ends (2026-01-01) before it starts (2026-02-01).')).toBe('absences.2.to');
    expect(refusedFieldOf('not_a_decider', 'Absence 1: x@y is not a member')).toBe('absences.0.email');
    expect(refusedFieldOf('not_a_decider', 'something else')).toBeUndefined();
  });
});
