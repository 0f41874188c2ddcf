import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Precompression of the build (docs/decisions/0021, principle 11): every text file the portal serves gets a `.br`
 * (brotli, quality 11) and a `.gz` (gzip, level 9) beside it, which nginx serves as stored (brotli_static,
 * gzip_static) instead of compressing each response on the way. A compressed file that would not be smaller
 * is not written. Source maps are never served, so never compressed.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

export async function precompress(root: string): Promise<{ file: string; bytes: number; gzip: number; brotli: number }[]> {
  const done: { file: string; bytes: number; gzip: number; brotli: number }[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const bytes = await readFile(file);
    const gzip = gzipSync(bytes, { level: 9 });
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    if (gzip.length < bytes.length) await writeFile(`${file}.gz`, gzip);
    if (brotli.length < bytes.length) await writeFile(`${file}.br`, brotli);
    done.push({ file: path.relative(root, file), bytes: bytes.length, gzip: gzip.length, brotli: brotli.length });
  }
  return done;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const files = await precompress(root);
  console.log(`precompressed ${files.length} files in ${root} (brotli and gzip)`);
}
