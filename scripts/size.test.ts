import { describe, expect, it } from 'vitest';
import { staticClosure } from './size.ts';

describe('the size script counts what the first route loads', () => {
  it('follows static imports transitively and not dynamic ones', () => {
    const manifest = {
      'index.html': { file: 'a.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['lazy.tsx'] },
      '_shared.js': { file: 'shared.js', imports: ['_deep.js'] },
      '_deep.js': { file: 'deep.js' },
      'lazy.tsx': { file: 'lazy.js', imports: ['_shared.js'] },
    };
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_deep.js', '_shared.js', 'index.html']);
  });
});
