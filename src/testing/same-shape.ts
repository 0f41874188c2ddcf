/** For tests: every language says everything Finnish says, with the same placeholders. */
type Tree = { [key: string]: string | Tree };

export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

export const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Lists every way `other` differs from `finnish`: missing or extra keys, empty texts, other placeholders. */
export function differences(finnish: Tree, other: Tree): string[] {
  const fi = leaves(finnish);
  const them = leaves(other);
  const problems: string[] = [];
  for (const [key, text] of fi) {
    const theirs = them.get(key);
    if (theirs === undefined) problems.push(`missing ${key}`);
    else if (theirs.trim() === '') problems.push(`empty ${key}`);
    else if (placeholders(theirs).join() !== placeholders(text).join()) problems.push(`placeholders differ in ${key}`);
    if (text.trim() === '') problems.push(`empty Finnish ${key}`);
  }
  for (const key of them.keys()) if (!fi.has(key)) problems.push(`extra ${key}`);
  return problems;
}
