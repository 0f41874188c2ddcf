import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The page the web server answers to a browser that holds a session (src/auth/signed-in-hint.ts). */
export const SIGNED_IN_PAGE = 'index.signed-in.html';

/** The module a tab without a session runs (src/boot.ts): on to the identity provider. */
const SIGN_IN_MODULE = /[\\/]src[\\/]auth[\\/]sign-in-redirect\.ts$/;

/**
 * The built page with chunks named up front: `modulepreload` links the browser's preload scanner finds as it
 * reads the page, so that what the boot will import arrives with the boot instead of after it (one round trip
 * less), though the boot still evaluates each when it needs it; a stylesheet (`.css`) is named as a style
 * preload, which the boot's own link to it then takes. Placed before the page's first script or stylesheet. The
 * files in `lowPriority` are asked for at low priority: needed after the others, they do not take the line from
 * the boot and the first screen (docs/decisions/0022: React DOM's chunk, the largest, delayed the first paint by 0.2 s).
 */
export function withModulePreloads(html: string, files: readonly string[], lowPriority: readonly string[] = []): string {
  const at = html.search(/<(script|link)\b[^>]*(type="module"|rel="(stylesheet|preload|modulepreload)")/i);
  if (at < 0) throw new Error('the built page names no script or stylesheet to put the preload before');
  const lineStart = html.lastIndexOf('\n', at) + 1;
  const indent = html.slice(lineStart, at);
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${file}">\n${indent}`
        : `<link rel="modulepreload" crossorigin${lowPriority.includes(file) ? ' fetchpriority="low"' : ''} href="${file}">\n${indent}`,
    )
    .join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** The files of `chunk` and of every chunk it imports statically, the entry's (already on the page) apart. */
export function chunkWithImports(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (current: OutputChunk) => {
    if (current.isEntry || files.has(current.fileName)) return;
    files.add(current.fileName);
    for (const imported of current.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...files];
}

/**
 * Names chunks up front on both pages of the build:
 * - `index.signed-in.html` (written beside index.html): the same page, with the named chunks (as built,
 *   hashed names and all) preloaded, and the styles of those in `withStyles`. nginx answers it instead of
 *   index.html when the signed-in hint cookie is sent (deploy/nginx/nginx-config.ts).
 * - `index.html`, which everyone else gets (someone about to sign in, or coming back from it): the way to the
 *   identity provider (the sign-in redirect and the sign-in library), never the portal's code.
 */
export function signedInPagePlugin(
  chunkNames: readonly string[] = ['portal'],
  withStyles: readonly string[] = [],
  lowPriority: readonly string[] = [],
): Plugin {
  let base = '/';
  return {
    name: 'signed-in-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('the build has no index.html');
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const chunkNamed = (chunkName: string): OutputChunk => {
        const chunk = chunks.find((output) => output.name === chunkName && !output.isEntry);
        if (!chunk) throw new Error(`the build has no "${chunkName}" chunk to preload`);
        return chunk;
      };
      const files = chunkNames.flatMap((chunkName) => {
        const chunk = chunkNamed(chunkName);
        // its own styles with it where asked: the boot would otherwise ask for them only as it imports the chunk
        const styles = withStyles.includes(chunkName) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        return [chunk.fileName, ...styles].map((file) => `${base}${file}`);
      });
      const signIn = chunks.find((output) => SIGN_IN_MODULE.test(output.facadeModuleId ?? ''));
      if (!signIn) throw new Error('the build has no chunk of the sign-in redirect to preload');
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const low = lowPriority.map((chunkName) => `${base}${chunkNamed(chunkName).fileName}`);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PAGE, source: withModulePreloads(html, files, low) });
      page.source = withModulePreloads(
        html,
        chunkWithImports(bundle, signIn).map((file) => `${base}${file}`),
      );
    },
  };
}
