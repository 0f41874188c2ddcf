import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fi } from './fi.ts';
import { sv } from './sv.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('every language says everything Finnish says', () => {
  const finnish = leaves(fi);
  for (const [name, messages] of [['sv', sv], ['en', en]] as const) {
    it(`${name} has the same keys and placeholders as fi, and no empty text`, () => {
      const other = leaves(messages);
      expect([...other.keys()].sort()).toEqual([...finnish.keys()].sort());
      for (const [key, text] of finnish) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    });
  }
});
