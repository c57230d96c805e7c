export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; path: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/**
 * Splits e-mail text into plain text and links. Only addresses on this site (`origin`) become links,
 * given as a path so the app opens them itself; any other address stays plain text.
 */
export function linkifySameOrigin(text: string, origin: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const address = raw.replace(TRAILING_PUNCTUATION, '');
    pushText(text.slice(cursor, start));
    const path = sameOriginPath(address, origin);
    if (path) segments.push({ kind: 'link', text: address, path });
    else pushText(address);
    cursor = start + address.length;
  }
  pushText(text.slice(cursor));
  return segments;
}

function sameOriginPath(address: string, origin: string): string | null {
  try {
    const url = new URL(address);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
