import { describe, expect, it } from 'vitest';
import { isCardSavedMessage } from './card-frame-message';

describe('isCardSavedMessage', () => {
  const saved = { source: 'portal-sandbox-card', type: 'setup_succeeded', intent_id: 'seti_1' };

  it('accepts the sandbox frame saying this intent has a card', () => {
    expect(isCardSavedMessage(saved, 'seti_1')).toBe(true);
  });

  it.each([
    ['another intent', { ...saved, intent_id: 'seti_2' }],
    ['another source', { ...saved, source: 'elsewhere' }],
    ['another type', { ...saved, type: 'setup_failed' }],
    ['no object', 'setup_succeeded'],
    ['null', null],
  ])('ignores %s', (_name, data) => {
    expect(isCardSavedMessage(data, 'seti_1')).toBe(false);
  });
});
