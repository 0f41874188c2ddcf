import { describe, expect, it } from 'vitest';
import { withModulePreloads as signedInPage } from './signed-in-page.ts';

const built = [
  '<!doctype html>',
  '<html lang="fi">',
  '  <head>',
  '    <title>Asiakasportaali</title>',
  '    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

/** docs/decisions/0022: the page for a browser with a session names the portal's chunk before anything else it fetches. */
describe('the signed-in page', () => {
  it('preloads the portal’s chunk ahead of the page’s first fetch, and changes nothing else', () => {
    const page = signedInPage(built, ['/assets/portal-def.js']);
    const lines = page.split('\n');
    expect(lines[4]).toBe('    <link rel="modulepreload" crossorigin href="/assets/portal-def.js">');
    expect(lines.filter((_, index) => index !== 4)).toEqual(built.split('\n'));
  });

  it('preloads each of several chunks the boot evaluates one at a time, in the order given', () => {
    const lines = signedInPage(built, ['/assets/portal-def.js', '/assets/contract-ghi.js']).split('\n');
    expect(lines.slice(4, 6)).toEqual([
      '    <link rel="modulepreload" crossorigin href="/assets/portal-def.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/contract-ghi.js">',
    ]);
    expect(lines.filter((_, index) => index < 4 || index > 5)).toEqual(built.split('\n'));
  });

  it('names a stylesheet as a style preload, with the same CORS mode as the boot’s own link to it', () => {
    const lines = signedInPage(built, ['/assets/first-screen-abc.js', '/assets/first-screen-abc.css', '/assets/portal-def.js']).split('\n');
    expect(lines.slice(4, 7)).toEqual([
      '    <link rel="modulepreload" crossorigin href="/assets/first-screen-abc.js">',
      '    <link rel="preload" as="style" crossorigin href="/assets/first-screen-abc.css">',
      '    <link rel="modulepreload" crossorigin href="/assets/portal-def.js">',
    ]);
  });

  it('asks for what is needed last at low priority, so that it does not take the line from the first paint (docs/decisions/0022)', () => {
    const lines = signedInPage(built, ['/assets/portal-def.js', '/assets/react-dom-ghi.js'], ['/assets/react-dom-ghi.js']).split('\n');
    expect(lines.slice(4, 6)).toEqual([
      '    <link rel="modulepreload" crossorigin href="/assets/portal-def.js">',
      '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-dom-ghi.js">',
    ]);
  });

  it('refuses a page with nothing to put it before (a build that changed shape)', () => {
    expect(() => signedInPage('<html><body></body></html>', ['/assets/portal-def.js'])).toThrow(/names no script/);
  });
});
