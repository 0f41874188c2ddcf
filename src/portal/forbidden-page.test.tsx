// @vitest-environment jsdom
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { KnownRole } from '../api/schemas/roles.ts';
import { mountEachTest } from '../testing/dom-test-root.tsx';
import { CurrentCompanyProvider, type CurrentCompany } from './current-company.tsx';
import { ForbiddenPage } from './forbidden-page.tsx';

const { container, render } = mountEachTest();

function of(roles: KnownRole[], staff = false): CurrentCompany {
  const company = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles, unknownRoles: [] };
  return {
    company,
    staff,
    me: {
      principal: { kind: 'interactive', subject: 'person_admin', email: 'admin@aurora.example', name: 'Anna Virtanen', staff },
      companies: [company],
      unreadableCompanies: [],
    },
  };
}

async function show(current: CurrentCompany) {
  await render(
    <MemoryRouter>
      <CurrentCompanyProvider value={current}>
        <ForbiddenPage area="bills" />
      </CurrentCompanyProvider>
    </MemoryRouter>,
  );
}

/** docs/decisions/0017: an admin who lacks a role is the one who grants it, so they are not told to ask the admin. */
describe('the forbidden page', () => {
  it('leads a company admin to their own roles in Members instead of telling them to ask the admin', async () => {
    await show(of(['admin']));
    expect(container().textContent).toContain('Olet yrityksen pääkäyttäjä, joten voit antaa roolin itsellesi.');
    expect(container().textContent).not.toContain('Pyydä yrityksenne pääkäyttäjää');
    expect(container().querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/members?member=person_admin');
  });

  it.each<[string, KnownRole[], boolean]>([
    ['an operator', ['operator'], false],
    ['the firm’s staff', [], true],
  ])('tells %s to ask the company’s admin, with no link to Members', async (_who, roles, staff) => {
    await show(of(roles, staff));
    expect(container().textContent).toContain('Pyydä yrityksenne pääkäyttäjää lisäämään sinulle rooli');
    expect(container().querySelector('a[href*="/members"]')).toBeNull();
  });
});
