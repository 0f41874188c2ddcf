import { describe, expect, it } from 'vitest';
import { differences } from '../../testing/same-shape.ts';
import { KNOWN_ROLES } from './model.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

const membersMessages = { fi, sv, en };

describe('the members texts say in Swedish and English everything Finnish says', () => {
  it.each([
    ['sv', membersMessages.sv],
    ['en', membersMessages.en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(membersMessages.fi, messages)).toEqual([]);
  });

  it.each(['fi', 'sv', 'en'] as const)('%s says in one line what each role the portal knows lets a person do', (language) => {
    const help: Record<string, string> = membersMessages[language].roleHelp;
    expect(Object.keys(help).sort()).toEqual([...KNOWN_ROLES].sort());
    for (const line of Object.values(help)) expect(line).not.toContain('\n');
  });
});
