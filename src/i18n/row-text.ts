/**
 * One text with values, for every row of a long list (a void button's name on each of a thousand work-log
 * entries): i18next resolves the text once, with a marker standing in for each value, and each row's values
 * then take the markers' places. A `t` call per row would resolve the key, its plural and its nesting again
 * every time, which a thousand rows made a fifth of the work log's rendering at CPU ×4 (docs/decisions/0023).
 *
 * For plain string values only: a value that changes the text's form (`count`, a format) needs `t` itself.
 */
export function textForRows<const Name extends string>(
  resolve: (values: Record<Name, string>) => string,
  names: readonly Name[],
): (values: Record<Name, string>) => string {
  const markers = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) as Record<Name, string>;
  // the text's parts, the odd ones the index of the value that goes there
  const parts = resolve(markers).split(MARKER);
  return (values) => parts.map((part, index) => (index % 2 === 0 ? part : values[names[Number(part)]!])).join('');
}

/** A private-use character, which no text has: only the text is split at it, so a value may hold anything. */
const MARK = '\uE000';
const MARKER = /\uE000(\d+)\uE000/;
