import { describe, expect, it } from 'vitest';
import { mayVoid, voidRightsOf } from './void-rights.ts';

const own = { author_email: 'olli@example.test' };
const others = { author_email: 'pekka@example.test' };

describe('the void button is offered only where the service would accept it', () => {
  it.each(['admin', 'approver'])('lets %s void any entry of the company', (role) => {
    const rights = voidRightsOf({ viewer_role: role, viewer_email: 'olli@example.test' });
    expect(mayVoid(rights, own)).toBe(true);
    expect(mayVoid(rights, others)).toBe(true);
  });

  it.each(['operator', 'claimant', 'purchase_invoices', 'invoice_reviewer'])('lets %s void only their own entries', (role) => {
    const rights = voidRightsOf({ viewer_role: role, viewer_email: 'olli@example.test' });
    expect(mayVoid(rights, own)).toBe(true);
    expect(mayVoid(rights, others)).toBe(false);
  });

  it('offers the firm’s staff nothing, not even an entry under their own address', () => {
    const rights = voidRightsOf({ viewer_role: 'staff', viewer_email: 'olli@example.test' });
    expect(mayVoid(rights, own)).toBe(false);
    expect(mayVoid(rights, others)).toBe(false);
  });
});
