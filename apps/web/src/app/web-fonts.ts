import regular from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url';
import semibold from '@fontsource/open-sans/files/open-sans-latin-600-normal.woff2?url';
import bold from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2?url';

const OPEN_SANS = [
  { weight: '400', url: regular },
  { weight: '600', url: semibold },
  { weight: '700', url: bold },
];

/**
 * Open Sans (spec §9), fetched once the first page has painted in 'Open Sans Fallback' (global.css), a local
 * Arial sized to Open Sans's widths and line metrics, so the swap moves nothing. Declared in the entry's CSS
 * the fonts were fetched with the page's scripts and its paint waited on them: 0.4–0.5 s of a phone's
 * largest paint (docs/benchmarks.md, "React itself").
 */
export function loadWebFonts(fonts: FontFaceSet = document.fonts): Promise<void> {
  const faces = OPEN_SANS.map(
    ({ weight, url }) =>
      new FontFace('Open Sans', `url(${url}) format('woff2')`, { weight, display: 'swap' }),
  );
  for (const face of faces) fonts.add(face);
  return Promise.all(faces.map((face) => face.load())).then(
    () => undefined,
    // A font that cannot be fetched leaves the fallback face in place, which is the same size.
    () => undefined,
  );
}
