import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWebFonts } from './web-fonts';

/** A FontFace that records what it was made with and loads as the test says. */
function fakeFontFace(loads: (weight: string) => Promise<unknown>) {
  return class {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: { weight: string; display: string },
    ) {}
    load() {
      return loads(this.descriptors.weight);
    }
  };
}

function fontSet() {
  const added: { family: string; source: string; descriptors: { weight: string; display: string } }[] = [];
  return {
    added,
    set: { add: (face: (typeof added)[number]) => added.push(face) } as unknown as FontFaceSet,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('loadWebFonts', () => {
  it('adds Open Sans at the three weights the theme uses, swapped in when loaded', async () => {
    vi.stubGlobal(
      'FontFace',
      fakeFontFace(() => Promise.resolve()),
    );
    const { added, set } = fontSet();
    await loadWebFonts(set);
    expect(added.map((face) => [face.family, face.descriptors.weight, face.descriptors.display])).toEqual([
      ['Open Sans', '400', 'swap'],
      ['Open Sans', '600', 'swap'],
      ['Open Sans', '700', 'swap'],
    ]);
    for (const face of added)
      expect(face.source).toMatch(/^url\(.+open-sans-latin-\d00-normal.*\.woff2.*\) format\('woff2'\)$/);
  });

  it('settles when a font cannot be fetched: the fallback face stays', async () => {
    vi.stubGlobal(
      'FontFace',
      fakeFontFace((weight) => (weight === '600' ? Promise.reject(new Error('offline')) : Promise.resolve())),
    );
    const { set } = fontSet();
    await expect(loadWebFonts(set)).resolves.toBeUndefined();
  });
});
