/** The elements the payment terms may use; anything else is dropped, its text kept as plain text. */
const ALLOWED_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br'] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

export type HtmlNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: AllowedTag; children: HtmlNode[] };

const isAllowed = (tag: string): tag is AllowedTag => (ALLOWED_TAGS as readonly string[]).includes(tag);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1]?.toLowerCase() === 'x' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Containers where whitespace between elements is only source formatting. */
const BLOCK_CONTAINERS = new Set<string>(['root', 'ul', 'ol']);

/**
 * Reads the small HTML the server writes for its documents into a tree of allowed elements and text.
 * Only bare tags (`<p>`, `</p>`) are understood: a tag with attributes, a comment or an unknown element
 * is dropped, so rendering the tree cannot run a script, load anything or carry a link.
 */
export function parseRestrictedHtml(html: string): HtmlNode[] {
  const root: HtmlNode[] = [];
  const stack: Array<{ tag: string; children: HtmlNode[] }> = [{ tag: 'root', children: root }];
  const current = () => stack[stack.length - 1] as { tag: string; children: HtmlNode[] };
  for (const [token, closing, name] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\s*\/?>|<[^>]*>?|[^<]+/g)) {
    const tag = name?.toLowerCase();
    if (tag && isAllowed(tag)) {
      if (closing) {
        const open = stack.findLastIndex((entry) => entry.tag === tag);
        if (open > 0) stack.length = open;
      } else {
        const element: HtmlNode = { kind: 'element', tag, children: [] };
        current().children.push(element);
        if (tag !== 'br') stack.push({ tag, children: element.children });
      }
    } else if (!token.startsWith('<')) {
      if (token.trim() === '' && BLOCK_CONTAINERS.has(current().tag)) continue;
      current().children.push({ kind: 'text', text: decodeEntities(token) });
    }
  }
  return root;
}
