import type { PDFFont } from 'pdf-lib';

/** The standard fonts speak WinAnsi only: any other character would make pdf-lib throw, so it becomes '?'. */
export function drawableText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((character) => (supported.has(character.codePointAt(0) ?? 0) ? character : '?'))
    .join('');
}

/**
 * The largest size from `size` down to `minSize` at which the text fits `maxWidth`; below that the text
 * is cut with an ellipsis, so a 120-character name still stays inside its box.
 */
export function fitText(
  font: PDFFont,
  text: string,
  maxWidth: number,
  size: number,
  minSize: number,
): { text: string; size: number } {
  const drawable = drawableText(font, text);
  for (let candidate = size; candidate >= minSize; candidate -= 1) {
    if (font.widthOfTextAtSize(drawable, candidate) <= maxWidth) return { text: drawable, size: candidate };
  }
  let cut = drawable;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, minSize) > maxWidth) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}…`, size: minSize };
}

/** Splits the text into lines no wider than `maxWidth`, breaking inside words that alone are too wide. */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of drawableText(font, text).split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const character of word) {
      if (line && !fits(line + character)) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
