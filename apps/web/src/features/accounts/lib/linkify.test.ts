import { describe, expect, it } from 'vitest';
import { linkifySameOrigin } from './linkify';

const origin = 'http://127.0.0.1:3000';

describe('linkifySameOrigin', () => {
  it('turns same-origin addresses into app paths', () => {
    const text = `Open this link:\n${origin}/maple-court/password/verify?token=abc%2B1\n\nThanks`;
    expect(linkifySameOrigin(text, origin)).toEqual([
      { kind: 'text', text: 'Open this link:\n' },
      {
        kind: 'link',
        text: `${origin}/maple-court/password/verify?token=abc%2B1`,
        path: '/maple-court/password/verify?token=abc%2B1',
      },
      { kind: 'text', text: '\n\nThanks' },
    ]);
  });

  it('leaves other sites as plain text', () => {
    const text = 'See https://evil.example/maple-court/login or http://127.0.0.1:3001/x.';
    expect(linkifySameOrigin(text, origin)).toEqual([{ kind: 'text', text }]);
  });

  it('keeps sentence punctuation out of the link', () => {
    expect(linkifySameOrigin(`Go to ${origin}/maple-court.`, origin)).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', text: `${origin}/maple-court`, path: '/maple-court' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('handles text without addresses', () => {
    expect(linkifySameOrigin('Hello', origin)).toEqual([{ kind: 'text', text: 'Hello' }]);
    expect(linkifySameOrigin('', origin)).toEqual([]);
  });
});
