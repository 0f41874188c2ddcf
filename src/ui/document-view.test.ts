import { describe, expect, it } from 'vitest';
import { viewOf } from './document-view.tsx';

describe('viewOf', () => {
  it('shows PDFs with pdf.js, common images inline and anything else as a download', () => {
    expect(viewOf('application/pdf')).toBe('pdf');
    expect(viewOf('image/jpeg')).toBe('image');
    expect(viewOf('IMAGE/PNG; charset=binary')).toBe('image');
    expect(viewOf('image/heic')).toBe('download');
    expect(viewOf('application/xml')).toBe('download');
    expect(viewOf('')).toBe('download');
  });
});
