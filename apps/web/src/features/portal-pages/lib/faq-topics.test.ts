import { describe, expect, it } from 'vitest';
import { groupByTopic, topicId } from './faq-topics';

describe('groupByTopic', () => {
  it('keeps the order of topics and of questions within them', () => {
    const entries = [
      { topic: 'Applying', id: 'a' },
      { topic: 'Fees and payments', id: 'b' },
      { topic: 'Applying', id: 'c' },
    ];
    expect(groupByTopic(entries)).toEqual([
      { id: 'faq-applying', title: 'Applying', entries: [entries[0], entries[2]] },
      { id: 'faq-fees-and-payments', title: 'Fees and payments', entries: [entries[1]] },
    ]);
  });

  it('makes an id even from punctuation', () => {
    expect(topicId('???')).toBe('faq-topic');
    expect(topicId('  After you apply! ')).toBe('faq-after-you-apply');
  });

  it('keeps the letters of a Spanish topic, without their accents', () => {
    expect(topicId('Evaluación y verificación')).toBe('faq-evaluacion-y-verificacion');
  });
});
