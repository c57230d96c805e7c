import type { CommunityChange, CommunitySettings } from './community-section';
import { keyedByFormField } from './field-errors';

/** The fields every community form has at its top (IdentityFields), in their order. */
export const IDENTITY_FIELDS = [
  'display_name',
  'building_name',
  'slug',
  'normalized_street_address',
  'contact_phone',
  'contact_email',
  'timezone',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The fields of the General section, in its order: the server's messages go under them. */
export const GENERAL_FIELDS = [...IDENTITY_FIELDS, 'vacate_reasons'] as const;
export type GeneralField = (typeof GENERAL_FIELDS)[number];

/** The General form's values as typed: the vacate reasons one per line. */
export type GeneralValues = Record<GeneralField, string>;

/** The General form's values once checked. */
export interface GeneralOutput extends Omit<GeneralValues, 'contact_email' | 'vacate_reasons'> {
  contact_email: string | undefined;
  vacate_reasons: string[];
}

/** The fields of the Theme section (the logo has its own upload), in its order. */
export const THEME_FIELDS = ['primary_color', 'secondary_color', 'background', 'dark_mode'] as const;
export type ThemeField = (typeof THEME_FIELDS)[number];
export type ThemeValues = Pick<CommunitySettings['theme'], ThemeField>;

/** The fields of the set-up page, in its order. */
export const NEW_COMMUNITY_FIELDS = [...IDENTITY_FIELDS, ...THEME_FIELDS] as const;

/** What the General form starts from. */
export function generalValues(community: CommunitySettings): GeneralValues {
  return {
    display_name: community.display_name,
    building_name: community.building_name,
    slug: community.slug,
    normalized_street_address: community.normalized_street_address,
    contact_phone: community.contact_phone,
    contact_email: community.contact_email ?? '',
    timezone: community.timezone,
    vacate_reasons: community.vacate_reasons.join('\n'),
  };
}

/** The reasons a textarea holds, one per line, blank lines left out. */
export function vacateReasonLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields of the General form that differ from the community's. */
export function generalChange(community: CommunitySettings, values: GeneralOutput): CommunityChange {
  const change: CommunityChange = {};
  for (const field of GENERAL_FIELDS) {
    const value = values[field];
    if (value !== undefined && !same(value, community[field])) Object.assign(change, { [field]: value });
  }
  return change;
}

/** Only the theme's colours and dark mode that differ from the community's, as a partial theme. */
export function themeChange(
  theme: CommunitySettings['theme'],
  values: ThemeValues,
): Partial<CommunitySettings['theme']> {
  const change: Partial<CommunitySettings['theme']> = {};
  for (const field of THEME_FIELDS) {
    const value = field === 'dark_mode' ? values[field] : values[field].toUpperCase();
    if (!same(value, field === 'dark_mode' ? theme[field] : theme[field].toUpperCase())) {
      Object.assign(change, { [field]: value });
    }
  }
  return change;
}

/**
 * The form field a message of the API is about: its dotted path without `theme.` (the forms show the
 * theme's fields at their top), and a list's field for one of its items (`vacate_reasons.2`).
 */
export function formFieldOf(path: string): string {
  const [first = path] = path.replace(/^theme\./, '').split('.');
  return first;
}

/** The API's failure with its field messages keyed by form field (see `formFieldOf`), for `showFailure`. */
export const byFormField = (error: unknown): unknown => keyedByFormField(error, formFieldOf);

/** Where a community's logo is served: the API answers its file name; an upload answers the address. */
export function logoSource(logo: string): string | null {
  if (logo === '') return null;
  return logo.startsWith('/') || /^https?:/.test(logo) ? logo : `/api/logos/${encodeURIComponent(logo)}`;
}
