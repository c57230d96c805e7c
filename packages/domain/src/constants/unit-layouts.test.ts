import { describe, expect, it } from 'vitest';
import { sayAgain } from '../messages/schema-messages.js';
import { isUnitLayout, UNKNOWN_LAYOUT_MESSAGE, unitLayouts } from './unit-layouts.js';

describe('unitLayouts', () => {
  it('runs from Studio to Building', () => {
    expect(unitLayouts[0]).toBe('Studio');
    expect(unitLayouts.at(-1)).toBe('Building');
  });

  it('accepts listed layouts only, as written', () => {
    expect(isUnitLayout('2 Bedroom')).toBe(true);
    expect(isUnitLayout('Loft')).toBe(true);
    expect(isUnitLayout('2 bedroom')).toBe(false);
    expect(isUnitLayout('Penthouse')).toBe(false);
    expect(isUnitLayout(2)).toBe(false);
  });

  it('names the whole list when a layout is not on it', () => {
    expect(UNKNOWN_LAYOUT_MESSAGE).toBe(
      'Choose one of the layouts: Studio, Loft, 1 Bedroom, 2 Bedroom, 3 Bedroom, 4 Bedroom, 5 Bedroom or Building.',
    );
  });

  it('names it in Spanish with a Spanish "or", the layouts as they are written', () => {
    expect(sayAgain(UNKNOWN_LAYOUT_MESSAGE, 'es')).toBe(
      'Elija una de las distribuciones: Studio, Loft, 1 Bedroom, 2 Bedroom, 3 Bedroom, 4 Bedroom, 5 Bedroom o Building.',
    );
  });
});
