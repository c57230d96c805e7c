/** What the portal looks like when a community's configuration leaves a theme value unset. */
export const themeDefaults = {
  primaryColor: '#2B44FF',
  secondaryColor: '#2B44FF',
  fontFamily: 'Open Sans',
  fontSizePx: {
    base: 14,
    small: 12,
    heading: 32,
  },
} as const;
