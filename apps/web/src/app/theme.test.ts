import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_NON_TEXT,
  AA_TEXT,
  buildThemeVariables,
  contrastRatio,
  DEFAULT_THEME,
  ensureContrast,
  mix,
  parseHex,
  readableTextOn,
  relativeLuminance,
  type ThemeColors,
  type ThemeVariables,
} from './theme';

const mapleCourt: ThemeColors = {
  primary_color: '#2B44FF',
  secondary_color: '#2B44FF',
  background: '#FFFFFF',
  dark_mode: false,
};
const lakesideLofts: ThemeColors = {
  primary_color: '#0F766E',
  secondary_color: '#F59E0B',
  background: '#0B1220',
  dark_mode: true,
};

function v(vars: ThemeVariables, name: `--${string}`): string {
  const value = vars[name];
  if (value === undefined) throw new Error(`missing ${name}`);
  return value;
}

/** Every foreground/background pair the stylesheets draw, with the ratio each must reach. */
function drawnPairs(vars: ThemeVariables): Array<[string, string, string, number]> {
  const canvases = ['--color-background', '--color-surface', '--color-surface-sunken'] as const;
  const pairs: Array<[string, string, string, number]> = [];
  for (const canvas of canvases) {
    pairs.push(['text', v(vars, '--color-text'), v(vars, canvas), AA_TEXT]);
    pairs.push(['muted', v(vars, '--color-text-muted'), v(vars, canvas), AA_TEXT]);
    pairs.push(['link', v(vars, '--color-link'), v(vars, canvas), AA_TEXT]);
    pairs.push(['danger', v(vars, '--color-danger'), v(vars, canvas), AA_TEXT]);
    pairs.push(['focus', v(vars, '--color-focus'), v(vars, canvas), AA_NON_TEXT]);
    pairs.push(['border-strong', v(vars, '--color-border-strong'), v(vars, canvas), AA_NON_TEXT]);
  }
  pairs.push(['on-primary', v(vars, '--color-on-primary'), v(vars, '--color-primary'), AA_TEXT]);
  pairs.push([
    'on-primary-hover',
    v(vars, '--color-on-primary-hover'),
    v(vars, '--color-primary-hover'),
    AA_TEXT,
  ]);
  pairs.push(['on-secondary', v(vars, '--color-on-secondary'), v(vars, '--color-secondary'), AA_TEXT]);
  pairs.push(['banner', v(vars, '--color-banner-text'), v(vars, '--color-banner-background'), AA_TEXT]);
  pairs.push([
    'banner-accent',
    v(vars, '--color-banner-accent'),
    v(vars, '--color-banner-background'),
    AA_NON_TEXT,
  ]);
  pairs.push(['progress', v(vars, '--color-progress-fill'), v(vars, '--color-progress-track'), AA_NON_TEXT]);
  return pairs;
}

function expectAllPairsPass(vars: ThemeVariables): void {
  for (const [name, fg, bg, minimum] of drawnPairs(vars)) {
    expect(contrastRatio(fg, bg), `${name}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(minimum);
  }
}

const hex = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);

describe('colour maths', () => {
  it('parses #RRGGBB in either case and rejects anything else', () => {
    expect(parseHex('#2b44ff')).toEqual({ r: 0x2b, g: 0x44, b: 0xff });
    expect(() => parseHex('#FFF')).toThrow();
    expect(() => parseHex('red')).toThrow();
  });

  it('computes WCAG relative luminance', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBeCloseTo(0, 5);
    expect(relativeLuminance('#2B44FF')).toBeCloseTo(0.1187, 3);
  });

  it('computes WCAG contrast ratios, symmetric, from 1 to 21', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // Known reference value: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#FFFFFF', '#767676')).toBe(contrastRatio('#767676', '#FFFFFF'));
  });

  it('mixes colours linearly', () => {
    expect(mix('#000000', '#FFFFFF', 0)).toBe('#000000');
    expect(mix('#000000', '#FFFFFF', 1)).toBe('#FFFFFF');
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
  });
});

describe('readableTextOn', () => {
  it('puts white text on the default blue and dark text on amber', () => {
    expect(readableTextOn('#2B44FF')).toBe('#FFFFFF');
    expect(readableTextOn('#0F766E')).toBe('#FFFFFF');
    expect(relativeLuminance(readableTextOn('#F59E0B'))).toBeLessThan(0.05);
  });

  it('always reaches AA on any background', () => {
    fc.assert(
      fc.property(hex, (bg) => {
        expect(contrastRatio(readableTextOn(bg), bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
    );
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(ensureContrast('#2B44FF', ['#FFFFFF'])).toBe('#2B44FF');
  });

  it('lightens a colour on a dark background until it passes, keeping it close', () => {
    const adjusted = ensureContrast('#0F766E', ['#0B1220']);
    expect(contrastRatio('#0F766E', '#0B1220')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(adjusted, '#0B1220')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(relativeLuminance(adjusted)).toBeGreaterThan(relativeLuminance('#0F766E'));
    expect(adjusted).not.toBe('#FFFFFF');
  });

  it('darkens a colour on a light background until it passes', () => {
    const adjusted = ensureContrast('#F59E0B', ['#FFFFFF']);
    expect(contrastRatio(adjusted, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(relativeLuminance(adjusted)).toBeLessThan(relativeLuminance('#F59E0B'));
  });

  it('passes against every background for any colour on a single background', () => {
    fc.assert(
      fc.property(hex, hex, (fg, bg) => {
        expect(contrastRatio(ensureContrast(fg, [bg]), bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
    );
  });
});

describe('buildThemeVariables', () => {
  it('uses the spec defaults', () => {
    const vars = buildThemeVariables(DEFAULT_THEME);
    expect(vars['--color-primary']).toBe('#2B44FF');
    expect(vars['--color-secondary']).toBe('#2B44FF');
    expect(vars['--font-size-base']).toBe('14px');
    expect(vars['--font-size-small']).toBe('12px');
    expect(vars['--font-size-heading']).toBe('32px');
    expect(vars['--font-family']).toMatch(/^'Open Sans'/);
  });

  it('themes Maple Court (light): primary links, dark text on white', () => {
    const vars = buildThemeVariables(mapleCourt);
    expect(vars['--color-background']).toBe('#FFFFFF');
    expect(vars['--color-link']).toBe('#2B44FF');
    expect(vars['--color-on-primary']).toBe('#FFFFFF');
    expect(relativeLuminance(v(vars, '--color-text'))).toBeLessThan(0.05);
    expectAllPairsPass(vars);
  });

  it('themes Lakeside Lofts (dark): light text, a lightened link colour, secondary banner and progress', () => {
    const vars = buildThemeVariables(lakesideLofts);
    const light = buildThemeVariables({ ...lakesideLofts, dark_mode: false, background: '#FFFFFF' });
    expect(vars['--color-background']).toBe('#0B1220');
    expect(relativeLuminance(v(vars, '--color-text'))).toBeGreaterThan(0.7);
    expect(vars['--color-link']).not.toBe('#0F766E');
    expect(vars['--color-banner-accent']).toBe('#F59E0B');
    expect(vars['--color-progress-fill']).toBe('#F59E0B');
    expect(vars['--color-banner-background']).not.toBe(light['--color-banner-background']);
    expect(vars['--color-progress-track']).not.toBe(light['--color-progress-track']);
    expectAllPairsPass(vars);
  });

  it('reaches AA for any brand colours on a light background in light mode', () => {
    const lightBackground = hex.filter((bg) => relativeLuminance(bg) >= 0.4);
    fc.assert(
      fc.property(hex, hex, lightBackground, (primary, secondary, background) => {
        expectAllPairsPass(
          buildThemeVariables({
            primary_color: primary,
            secondary_color: secondary,
            background,
            dark_mode: false,
          }),
        );
      }),
    );
  });

  it('reaches AA for any brand colours on a dark background in dark mode', () => {
    const darkBackground = hex.filter((bg) => relativeLuminance(bg) <= 0.05);
    fc.assert(
      fc.property(hex, hex, darkBackground, (primary, secondary, background) => {
        expectAllPairsPass(
          buildThemeVariables({
            primary_color: primary,
            secondary_color: secondary,
            background,
            dark_mode: true,
          }),
        );
      }),
    );
  });
});
