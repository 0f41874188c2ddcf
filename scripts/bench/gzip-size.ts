import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The gzip size of files the portal served, read from the build's precompressed `.gz` files (scripts/
 * precompress.ts), so that the budget "KB of script, gzip" is checked as stated whichever encoding the
 * browser negotiated. A file without a `.gz` (not worth compressing) counts at its own size.
 */
export async function gzipBytes(distDir: string, urls: readonly string[]): Promise<number> {
  let sum = 0;
  for (const url of urls) {
    const file = path.join(distDir, decodeURIComponent(new URL(url).pathname));
    try {
      sum += (await readFile(`${file}.gz`)).length;
    } catch {
      sum += (await stat(file)).size;
    }
  }
  return sum;
}
