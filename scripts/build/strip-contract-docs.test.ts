import { describe, expect, it } from 'vitest';
import { stripContractDocs } from './strip-contract-docs.ts';

/** The browser build carries no contract documentation, and nothing else of the contract changes. */
describe('stripContractDocs', () => {
  it('empties descriptions, summaries, assumptions and describe() texts, whatever their quotes', () => {
    const code = [
      "const a = z.object({ id: z.string() }).meta({ id: 'Me', description: 'Who is signed in', 'x-assumption': \"docs/decisions/0016: it's {me}\" });",
      'const b = { summary: `Read one`, assumption:\n    \'docs/decisions/0016, line two\',\n  errors: [400] };',
      "const c = z.string().describe('absent before the first review');",
    ].join('\n');
    expect(stripContractDocs(code)).toBe(
      [
        "const a = z.object({ id: z.string() }).meta({ id: 'Me', description: '', 'x-assumption': '' });",
        "const b = { summary: '', assumption:\n    '',\n  errors: [400] };",
        "const c = z.string().describe('');",
      ].join('\n'),
    );
  });

  it('leaves a template with substitutions, and every value the portal reads, as they are', () => {
    const code = [
      "const a = { 'x-assumption': `${everyListedFieldPresent} Exception: latest_review.` };",
      "const b = z.enum(known).meta({ 'x-extensible-enum': ['idle', 'working'] });",
      "const c = { operationId: 'getMe', method: 'GET', path: '/me', tag: 'Company' };",
      "const d = z.object({ description: z.string(), summary: z.string() });",
    ].join('\n');
    expect(stripContractDocs(code)).toBe(code);
  });
});
