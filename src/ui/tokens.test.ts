import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** One set of design tokens (docs/decisions/0021): colour roles that read, one type scale, no colour outside the tokens. */

const here = path.dirname(new URL(import.meta.url).pathname);
const tokensCss = readFileSync(path.join(here, 'tokens.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(tokensCss);
  if (!match?.[1]) throw new Error(`no colour token --${name}`);
  return match[1];
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('colour roles', () => {
  // every text colour on every background it is used on
  const textPairs: [text: string, background: string][] = [
    ['color-text', 'color-bg'],
    ['color-text', 'color-surface'],
    ['color-muted', 'color-bg'],
    ['color-muted', 'color-surface'],
    ['color-accent', 'color-surface'],
    ['color-accent', 'color-bg'],
    ['color-on-accent', 'color-accent'],
    ['color-on-accent', 'color-accent-strong'],
    ['color-on-accent', 'color-danger'],
    ['color-on-accent', 'color-danger-strong'],
    ['color-danger', 'color-danger-bg'],
    ['color-warning', 'color-warning-bg'],
    ['color-success', 'color-success-bg'],
    ['color-success', 'color-surface'],
    ['color-danger', 'color-surface'],
    ['color-warning', 'color-surface'],
  ];
  it.each(textPairs)('%s on %s reads at 4.5:1 or more', (text, background) => {
    expect(contrast(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus colour stands out at 3:1 or more from every background (a non-text indicator)', () => {
    for (const background of ['color-surface', 'color-bg', 'color-warning-bg', 'color-danger-bg', 'color-success-bg']) {
      expect(contrast(token('color-focus'), token(background)), background).toBeGreaterThanOrEqual(3);
    }
  });
});

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('the stylesheets use the tokens', () => {
  const source = path.resolve(here, '..');
  const files = cssFiles(source).filter((file) => !file.endsWith(`${path.sep}ui${path.sep}tokens.css`));

  it('set every font size from the type scale', () => {
    const stray = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/font-size:\s*([^;]+);/g)]
        .filter((match) => !/^var\(--text-[a-z0-9]+\)$/.test(match[1]?.trim() ?? ''))
        .map((match) => `${path.relative(source, file)}: ${match[0]}`),
    );
    expect(stray).toEqual([]);
  });

  it('name every colour by its role, never as a literal', () => {
    const stray = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(/g)].map((match) => `${path.relative(source, file)}: ${match[0]}`),
    );
    expect(stray).toEqual([]);
  });
});
