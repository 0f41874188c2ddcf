/** Prints a compact table: a title, a header row and rows of cells, columns padded to their widest cell. */
export function printTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(`  ${line(header)}`);
  console.log(`  ${widths.map((width) => '─'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}

export const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`);
export const signedMs = (value: number) => (Number.isNaN(value) ? '—' : `${value >= 0 ? '+' : ''}${value.toFixed(0)} ms`);
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const shift = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(3));
/** A figure beside its goal: ✓ when it is met, ✗ when not. */
export const against = (met: boolean) => (met ? '✓' : '✗');
