import { describe, expect, it } from 'vitest';
import { documentTitle, parseInline, parseLightMarkdown } from './light-markdown';

describe('parseInline', () => {
  it('finds bold spans', () => {
    expect(parseInline('Pay **$50.00** now')).toEqual([
      { text: 'Pay ', strong: false },
      { text: '$50.00', strong: true },
      { text: ' now', strong: false },
    ]);
  });

  it('keeps an unmatched marker and escaped characters as text', () => {
    expect(parseInline('a **b')).toEqual([{ text: 'a **b', strong: false }]);
    expect(parseInline('\\*\\*not bold\\*\\* \\\\ \\_')).toEqual([
      { text: '**not bold** \\ _', strong: false },
    ]);
    expect(parseInline('**one** and **two')).toEqual([
      { text: 'one', strong: true },
      { text: ' and **two', strong: false },
    ]);
  });

  it('never interprets HTML', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', strong: false },
    ]);
  });
});

describe('parseLightMarkdown', () => {
  it('parses headings, paragraphs and lists', () => {
    const blocks = parseLightMarkdown(
      [
        '# Title',
        '',
        'First line',
        'same paragraph.',
        '',
        '## Section',
        '- one',
        '  continued',
        '- **two**',
        '',
        '1. first',
        '2. second',
        'After the list.',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, content: [{ text: 'Title', strong: false }] },
      { kind: 'paragraph', content: [{ text: 'First line same paragraph.', strong: false }] },
      { kind: 'heading', level: 2, content: [{ text: 'Section', strong: false }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ text: 'one continued', strong: false }], [{ text: 'two', strong: true }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ text: 'first', strong: false }], [{ text: 'second', strong: false }]],
      },
      { kind: 'paragraph', content: [{ text: 'After the list.', strong: false }] },
    ]);
    expect(documentTitle(blocks)).toBe('Title');
  });

  it('treats deeper headings and CRLF text sensibly', () => {
    expect(parseLightMarkdown('#### Not a heading\r\n\r\n### Small')).toEqual([
      { kind: 'paragraph', content: [{ text: '#### Not a heading', strong: false }] },
      { kind: 'heading', level: 3, content: [{ text: 'Small', strong: false }] },
    ]);
    expect(parseLightMarkdown('')).toEqual([]);
    expect(documentTitle(parseLightMarkdown('no title'))).toBeUndefined();
  });
});
