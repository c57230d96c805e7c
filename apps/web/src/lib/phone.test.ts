import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('turns a formatted US number into an E.164 tel: URI', () => {
    expect(telHref('(512) 555-0142')).toBe('tel:+15125550142');
    expect(telHref('1-608-555-0199')).toBe('tel:+16085550199');
  });

  it('keeps an explicit country code', () => {
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('passes other lengths through as digits', () => {
    expect(telHref('555-0142')).toBe('tel:5550142');
  });
});
