import { COMPANIES, DEMO_API_KEYS, DEMO_PASSWORD, DEMO_PEOPLE } from './idp/demo-people.ts';

/** The demo people and keys as `npm start` prints them. */
export function describeDemoData(): string {
  const companyName = new Map<string, string>(COMPANIES.map((c) => [c.customer_id, c.name]));
  const lines = [
    '',
    `Demo people (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_PEOPLE.filter((person) => !person.removed).map((person) => `  ${person.email.padEnd(26)} ${person.purpose}`),
    '',
    'API keys (Authorization: Bearer <key>)',
    ...DEMO_API_KEYS.map(
      (key) =>
        `  ${key.secret.padEnd(30)} ${key.scope.padEnd(5)} ${companyName.get(key.customer_id) ?? key.customer_id}` +
        ('revoked_at' in key ? ' (revoked: always 401)' : ''),
    ),
    '',
    `Companies: ${COMPANIES.map((c) => `${c.name} (${c.business_id}, customer_id ${c.customer_id})`).join(', ')}`,
    '',
  ];
  return lines.join('\n');
}
