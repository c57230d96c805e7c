// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetVisitLink, rememberedVisitLink, rememberVisitLink, visitLinkOf } from './visit-link';

afterEach(() => sessionStorage.clear());

describe('visit link', () => {
  it("reads the link's marketing parameters and unit, trimmed; none is null", () => {
    expect(
      visitLinkOf(new URLSearchParams('utm_source=zillow&utm_medium=%20listing%20&unit=204&apply=3')),
    ).toEqual({ source: 'zillow', medium: 'listing', unit_number: '204' });
    expect(visitLinkOf(new URLSearchParams('apply=3&utm_source='))).toBeNull();
  });

  it('keeps the first link for the tab until forgotten', () => {
    rememberVisitLink({ source: 'zillow' });
    rememberVisitLink({ source: 'google' });
    expect(rememberedVisitLink()).toEqual({ source: 'zillow' });
    forgetVisitLink();
    expect(rememberedVisitLink()).toBeNull();
  });

  it('ignores a stored value that is not a link', () => {
    sessionStorage.setItem('portal.visitLink', '{"source":7,"other":"x"}');
    expect(rememberedVisitLink()).toBeNull();
    sessionStorage.setItem('portal.visitLink', 'not json');
    expect(rememberedVisitLink()).toBeNull();
  });
});
