import type { CommunityTheme } from '@portal/domain/schemas/community';

/**
 * Community theming. A community's configuration gives a primary and secondary colour, a page
 * background and a dark-mode flag; everything else (text, links, banner, focus ring, progress bar)
 * is derived here so that every pairing the UI draws reaches WCAG 2.1 AA contrast, whatever colours
 * a community picks. The result is a flat map of CSS custom properties written on <html>.
 */

export type ThemeColors = Pick<
  CommunityTheme,
  'primary_color' | 'secondary_color' | 'background' | 'dark_mode'
>;

/** Spec §9: primary and secondary #2B44FF, base 14px, small 12px, heading 32px, Open Sans. */
export const DEFAULT_THEME: ThemeColors = {
  primary_color: '#2B44FF',
  secondary_color: '#2B44FF',
  background: '#FFFFFF',
  dark_mode: false,
};

/** The portal's own pages (outside any community) for a visitor whose system asks for dark colours. */
export const DEFAULT_DARK_THEME: ThemeColors = {
  ...DEFAULT_THEME,
  background: '#0B1220',
  dark_mode: true,
};

export const TYPOGRAPHY = {
  '--font-family':
    "'Open Sans', 'Open Sans Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--font-size-base': '14px',
  '--font-size-small': '12px',
  '--font-size-heading': '32px',
  '--font-weight-regular': '400',
  '--font-weight-semibold': '600',
  '--font-weight-bold': '700',
} as const;

/** WCAG 2.1 AA: 4.5:1 for normal text, 3:1 for large text and user-interface components. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

const WHITE = '#FFFFFF';
const BLACK = '#000000';
const INK = '#1B1F2A';
const PAPER = '#F4F6FA';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`.toUpperCase();
}

export function normalizeHex(hex: string): string {
  return toHex(parseHex(hex));
}

/** Relative luminance as defined by WCAG 2.1 (sRGB, 0 for black to 1 for white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours, from 1 (identical) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Linear blend in sRGB: amount 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const t = Math.min(1, Math.max(0, amount));
  return toHex({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t });
}

function worstContrast(colour: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((bg) => contrastRatio(colour, bg)));
}

/**
 * Text colour for content drawn on `background`: a near-white or near-black ink, whichever contrasts
 * more; falls back to pure white or black for mid-luminance backgrounds where the inks fall short.
 */
export function readableTextOn(background: string, minimum = AA_TEXT): string {
  const light = contrastRatio(WHITE, background);
  const dark = contrastRatio(INK, background);
  if (Math.max(light, dark) >= minimum) return light >= dark ? WHITE : INK;
  return contrastRatio(BLACK, background) > light ? BLACK : WHITE;
}

/**
 * `colour` itself if it reaches `minimum` against every background, else the smallest blend of it
 * towards white or black (whichever can contrast more) that does. The hue is kept as far as possible.
 */
export function ensureContrast(colour: string, backgrounds: readonly string[], minimum = AA_TEXT): string {
  const start = normalizeHex(colour);
  if (worstContrast(start, backgrounds) >= minimum) return start;
  const extreme = worstContrast(WHITE, backgrounds) >= worstContrast(BLACK, backgrounds) ? WHITE : BLACK;
  for (let step = 1; step <= 50; step += 1) {
    const candidate = mix(start, extreme, step / 50);
    if (worstContrast(candidate, backgrounds) >= minimum) return candidate;
  }
  return extreme;
}

export type ThemeVariables = Record<`--${string}`, string>;

/** Every CSS custom property the UI reads, derived from a community theme. Pure. */
export function buildThemeVariables(theme: ThemeColors): ThemeVariables {
  const dark = theme.dark_mode;
  const background = normalizeHex(theme.background);
  const primary = normalizeHex(theme.primary_color);
  const secondary = normalizeHex(theme.secondary_color);

  const surface = dark ? mix(background, WHITE, 0.06) : mix(background, WHITE, 0.7);
  const surfaceSunken = dark ? mix(background, BLACK, 0.25) : mix(background, PAPER, 0.8);
  const canvases = [background, surface, surfaceSunken];

  const text = ensureContrast(dark ? '#F3F5F9' : INK, canvases, 7);
  const textMuted = ensureContrast(mix(text, background, 0.35), canvases, AA_TEXT);
  const link = ensureContrast(primary, canvases, AA_TEXT);
  const onPrimary = readableTextOn(primary);
  // Hover moves away from the text colour, so the button label only gains contrast.
  const primaryHover = mix(primary, onPrimary === WHITE ? BLACK : WHITE, 0.15);

  // Banner (top bar) and progress bar change with the mode: a light bar with a primary accent on
  // light themes, a bar darker than the page with a secondary accent on dark ones.
  const bannerBackground = dark ? mix(background, BLACK, 0.35) : surface;
  const bannerAccent = ensureContrast(dark ? secondary : primary, [bannerBackground], AA_NON_TEXT);
  const progressTrack = dark ? mix(background, WHITE, 0.16) : mix(primary, background, 0.86);
  const progressFill = ensureContrast(dark ? secondary : primary, [progressTrack, background], AA_NON_TEXT);

  return {
    '--color-primary': primary,
    '--color-on-primary': onPrimary,
    '--color-primary-hover': primaryHover,
    '--color-on-primary-hover': readableTextOn(primaryHover),
    '--color-secondary': secondary,
    '--color-on-secondary': readableTextOn(secondary),
    '--color-background': background,
    '--color-surface': surface,
    '--color-surface-sunken': surfaceSunken,
    '--color-text': text,
    '--color-text-muted': textMuted,
    '--color-link': link,
    // The link colour already reaches 4.5:1 on every canvas, comfortably above the 3:1 a focus ring needs.
    '--color-focus': link,
    '--color-border': mix(background, text, dark ? 0.18 : 0.12),
    '--color-border-strong': ensureContrast(mix(background, text, 0.45), canvases, AA_NON_TEXT),
    '--color-banner-background': bannerBackground,
    '--color-banner-text': ensureContrast(text, [bannerBackground], AA_TEXT),
    '--color-banner-accent': bannerAccent,
    '--color-progress-track': progressTrack,
    '--color-progress-fill': progressFill,
    '--color-danger': ensureContrast(dark ? '#FDA29B' : '#B42318', canvases, AA_TEXT),
    '--color-shadow': dark ? 'rgb(0 0 0 / 45%)' : 'rgb(16 24 40 / 10%)',
    ...TYPOGRAPHY,
  };
}

/** Writes the theme on the document root (CSSOM writes are allowed by the `style-src 'self'` CSP). */
export function applyTheme(theme: ThemeColors, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(buildThemeVariables(theme))) {
    root.style.setProperty(name, value);
  }
  root.style.colorScheme = theme.dark_mode ? 'dark' : 'light';
  root.dataset.theme = theme.dark_mode ? 'dark' : 'light';
}
