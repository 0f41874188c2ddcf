import type { Plugin } from 'vite';

/** The page the web server answers to a browser that holds a session (src/auth/signed-in-hint.ts). */
export const SIGNED_IN_PAGE = 'index.signed-in.html';

/**
 * The built page with the portal's chunk named up front: a `modulepreload` link the browser's preload scanner
 * finds as it reads the page, so that the portal's code (the largest file of the first route) arrives with
 * the boot instead of after it. Placed before the page's first script or stylesheet.
 */
export function signedInPage(html: string, portalFile: string): string {
  const link = `<link rel="modulepreload" crossorigin href="${portalFile}">`;
  const at = html.search(/<(script|link)\b[^>]*(type="module"|rel="(stylesheet|preload|modulepreload)")/i);
  if (at < 0) throw new Error('the built page names no script or stylesheet to put the preload before');
  const lineStart = html.lastIndexOf('\n', at) + 1;
  const indent = html.slice(lineStart, at);
  return `${html.slice(0, at)}${link}\n${indent}${html.slice(at)}`;
}

/**
 * Writes `index.signed-in.html` beside `index.html` in the build: the same page, with the `portal` chunk (as
 * built, hashed name and all) preloaded. nginx answers it instead of index.html when the signed-in hint
 * cookie is sent (deploy/nginx/nginx-config.ts); everyone else gets index.html, which fetches only the boot.
 */
export function signedInPagePlugin(chunkName = 'portal'): Plugin {
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
      const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === chunkName && !output.isEntry);
      if (page?.type !== 'asset') throw new Error('the build has no index.html');
      if (chunk?.type !== 'chunk') throw new Error(`the build has no "${chunkName}" chunk to preload`);
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PAGE, source: signedInPage(html, `${base}${chunk.fileName}`) });
    },
  };
}
