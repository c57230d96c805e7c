import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './TaggedText';

describe('TaggedText', () => {
  it('puts the text between tags inside the given elements, nested, and keeps the rest as text', () => {
    const html = renderToStaticMarkup(
      <TaggedText
        text="See our <link>Privacy Policy<hint> (new tab)</hint></link>, <b>today</b>."
        tags={{ link: <em title="policy" />, hint: <span className="hidden" />, b: <strong /> }}
      />,
    );
    expect(html).toBe(
      'See our <em title="policy">Privacy Policy<span class="hidden"> (new tab)</span></em>, <strong>today</strong>.',
    );
  });

  it('escapes the text itself', () => {
    expect(renderToStaticMarkup(<TaggedText text="<b>1 < 2</b>" tags={{ b: <b /> }} />)).toBe(
      '<b>1 &lt; 2</b>',
    );
  });

  it('refuses a tag it was not given, or one closed out of order', () => {
    expect(() => renderToStaticMarkup(<TaggedText text="<x>no</x>" tags={{}} />)).toThrow(/<x>/);
    expect(() =>
      renderToStaticMarkup(<TaggedText text="<i><b>no</i></b>" tags={{ i: <i />, b: <b /> }} />),
    ).toThrow();
  });
});
