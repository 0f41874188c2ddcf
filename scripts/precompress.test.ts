import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

/** nginx serves the build's text files precompressed as stored: each gets a .br and a .gz of the same bytes. */
describe('precompress', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip beside every script, stylesheet and page, the same bytes when decompressed; never for a source map', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'));
    const script = 'export const greeting = "hei";\n'.repeat(200);
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(path.join(dir, 'assets', 'index-abc.js.map'), '{"version":3}'.repeat(100));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Asiakasportaali</title>'.repeat(20));
    await precompress(dir);
    const assets = await readdir(path.join(dir, 'assets'));
    expect(assets.sort()).toEqual(['index-abc.js', 'index-abc.js.br', 'index-abc.js.gz', 'index-abc.js.map']);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect((await readdir(dir)).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz']);
  });
});
