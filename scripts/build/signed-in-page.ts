import type { Plugin } from 'vite';

/** The page the web server answers to a browser that holds a session (src/auth/signed-in-hint.ts). */
export const SIGNED_IN_PAGE = 'index.signed-in.html';

/**
 * The built page with the portal's chunks named up front: `modulepreload` links the browser's preload scanner
 * finds as it reads the page, so that the portal's code (the largest files of the first route) arrives with
 * the boot instead of after it, though the boot evaluates the chunks one at a time. Placed before the page's
 * first script or stylesheet.
 */
export function signedInPage(html: string, portalFiles: readonly string[]): string {
  const at = html.search(/<(script|link)\b[^>]*(type="module"|rel="(stylesheet|preload|modulepreload)")/i);
  if (at < 0) throw new Error('the built page names no script or stylesheet to put the preload before');
  const lineStart = html.lastIndexOf('\n', at) + 1;
  const indent = html.slice(lineStart, at);
  const links = portalFiles.map((file) => `<link rel="modulepreload" crossorigin href="${file}">\n${indent}`).join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/**
 * Writes `index.signed-in.html` beside `index.html` in the build: the same page, with the named chunks (as
 * built, hashed names and all) preloaded. nginx answers it instead of index.html when the signed-in hint
 * cookie is sent (deploy/nginx/nginx-config.ts); everyone else gets index.html, which fetches only the boot.
 */
export function signedInPagePlugin(chunkNames: readonly string[] = ['portal']): Plugin {
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
      const files = chunkNames.map((chunkName) => {
        const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === chunkName && !output.isEntry);
        if (chunk?.type !== 'chunk') throw new Error(`the build has no "${chunkName}" chunk to preload`);
        return `${base}${chunk.fileName}`;
      });
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PAGE, source: signedInPage(html, files) });
    },
  };
}
