import { describe, expect, it } from 'vitest';
import { parseRestrictedHtml } from './restricted-html';

describe('parseRestrictedHtml', () => {
  it('reads headings, paragraphs, lists and bold text, and decodes entities', () => {
    expect(
      parseRestrictedHtml(
        '<h2>Fees</h2>\n<p>Pay <strong>$50.00</strong> &#38; more</p>\n<ul>\n<li>One</li>\n</ul>',
      ),
    ).toEqual([
      { kind: 'element', tag: 'h2', children: [{ kind: 'text', text: 'Fees' }] },
      {
        kind: 'element',
        tag: 'p',
        children: [
          { kind: 'text', text: 'Pay ' },
          { kind: 'element', tag: 'strong', children: [{ kind: 'text', text: '$50.00' }] },
          { kind: 'text', text: ' & more' },
        ],
      },
      {
        kind: 'element',
        tag: 'ul',
        children: [{ kind: 'element', tag: 'li', children: [{ kind: 'text', text: 'One' }] }],
      },
    ]);
  });

  it.each([
    ['<p>Hi<script>alert(1)</script></p>', ['Hi', 'alert(1)']],
    ['<p onclick="steal()">Hi</p>', ['Hi']],
    ['<img src=x onerror=alert(1)>Hi', ['Hi']],
    ['<a href="javascript:alert(1)">Hi</a>', ['Hi']],
    ['<!-- note -->Hi', ['Hi']],
    ['&#60;script&#62;', ['<script>']],
  ])('keeps only text and allowed bare tags in %s', (html, texts) => {
    const flatten = (nodes: ReturnType<typeof parseRestrictedHtml>): string[] =>
      nodes.flatMap((node) => (node.kind === 'text' ? [node.text] : flatten(node.children)));
    const tags = (nodes: ReturnType<typeof parseRestrictedHtml>): string[] =>
      nodes.flatMap((node) => (node.kind === 'text' ? [] : [node.tag, ...tags(node.children)]));
    const tree = parseRestrictedHtml(html);
    expect(flatten(tree)).toEqual(texts);
    expect(tags(tree).every((tag) => ['p', 'h2', 'strong'].includes(tag))).toBe(true);
  });

  it('closes what is left open and ignores stray closing tags', () => {
    expect(parseRestrictedHtml('</p><p>One<strong>two')).toEqual([
      {
        kind: 'element',
        tag: 'p',
        children: [
          { kind: 'text', text: 'One' },
          { kind: 'element', tag: 'strong', children: [{ kind: 'text', text: 'two' }] },
        ],
      },
    ]);
  });
});
