import { describe, expect, it } from 'vitest';
import { BUDGETS, chunkBudgetOf, PDF_VIEWER, staticClosure } from './size.ts';

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

describe('the one chunk with a budget of its own', () => {
  it('is the PDF viewer (pdf.js); every other chunk keeps the per-chunk budget', () => {
    expect(chunkBudgetOf('src/ui/document-viewer/pdf-pages.tsx')).toBe(PDF_VIEWER.chunkBytes);
    expect(chunkBudgetOf('src/features/bills/bills-area.tsx')).toBe(BUDGETS.chunkBytes);
    expect(PDF_VIEWER.chunkBytes).toBeGreaterThan(BUDGETS.chunkBytes);
  });

  it('finds pdf.js’s worker by the name Vite gives it, and nothing else', () => {
    expect(PDF_VIEWER.worker.test('pdf.worker.min-C_oroY0n.js')).toBe(true);
    expect(PDF_VIEWER.worker.test('pdf.worker.min-C_oroY0n.js.map')).toBe(false);
    expect(PDF_VIEWER.worker.test('pdf-pages-CFBXgWeJ.js')).toBe(false);
  });
});
