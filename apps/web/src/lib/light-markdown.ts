/**
 * A parser for the light Markdown the API's text documents are written in: `#`–`###` headings,
 * `-`/`*` and `1.` list items (indented lines continue an item), paragraphs separated by blank lines,
 * `**bold**` and backslash escapes. It produces plain data; the renderer turns it into React elements,
 * so no text from the server is ever interpreted as HTML.
 */

export interface InlineSegment {
  text: string;
  strong: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; content: InlineSegment[] }
  | { kind: 'paragraph'; content: InlineSegment[] }
  | { kind: 'list'; ordered: boolean; items: InlineSegment[][] };

const ESCAPABLE = /[!-/:-@[-`{-~]/;

/** Splits a line into text and `**` markers, honouring backslash escapes. */
function tokenize(source: string): Array<{ marker: boolean; text: string }> {
  const tokens: Array<{ marker: boolean; text: string }> = [];
  let text = '';
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index] ?? '';
    const next = source[index + 1] ?? '';
    if (character === '\\' && ESCAPABLE.test(next)) {
      text += next;
      index += 1;
    } else if (character === '*' && next === '*') {
      if (text) tokens.push({ marker: false, text });
      text = '';
      tokens.push({ marker: true, text: '**' });
      index += 1;
    } else {
      text += character;
    }
  }
  if (text) tokens.push({ marker: false, text });
  return tokens;
}

/** `**bold**` spans and plain text; an unmatched `**` stays as literal text. */
export function parseInline(source: string): InlineSegment[] {
  const tokens = tokenize(source);
  const markerCount = tokens.filter((token) => token.marker).length;
  // With an odd number of markers the last one has no partner and is shown as written.
  let usableMarkers = markerCount - (markerCount % 2);
  const segments: InlineSegment[] = [];
  let strong = false;
  for (const token of tokens) {
    if (token.marker && usableMarkers > 0) {
      strong = !strong;
      usableMarkers -= 1;
      continue;
    }
    const last = segments.at(-1);
    if (last && last.strong === strong) last.text += token.text;
    else segments.push({ text: token.text, strong });
  }
  return segments;
}

const HEADING = /^(#{1,3})\s+(.*?)\s*#*\s*$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;

export function parseLightMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = undefined;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      flushParagraph();
      flushList();
      blocks.push({
        kind: 'heading',
        level: heading[1].length as 1 | 2 | 3,
        content: parseInline(heading[2]),
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet?.[1] ?? numbered?.[1];
    if (item !== undefined) {
      flushParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(item);
      continue;
    }
    // An indented line right after a list item continues that item; anything else is paragraph text.
    if (list && /^\s/.test(rawLine) && list.items.length > 0) {
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The text of the first level-1 heading: the document's own title. */
export function documentTitle(blocks: readonly Block[]): string | undefined {
  const heading = blocks.find((block) => block.kind === 'heading' && block.level === 1);
  return heading?.kind === 'heading' ? heading.content.map((segment) => segment.text).join('') : undefined;
}
