/** "Fees and payments" → "faq-fees-and-payments", "Evaluación" → "faq-evaluacion": a topic heading's id. */
export function topicId(topic: string): string {
  const slug = topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `faq-${slug || 'topic'}`;
}

export interface FaqTopic<T> {
  id: string;
  title: string;
  entries: T[];
}

/** Questions grouped by topic, topics in the order they first appear, questions in their own order. */
export function groupByTopic<T extends { topic: string }>(entries: readonly T[]): FaqTopic<T>[] {
  const topics = new Map<string, FaqTopic<T>>();
  for (const entry of entries) {
    const topic = topics.get(entry.topic) ?? { id: topicId(entry.topic), title: entry.topic, entries: [] };
    topic.entries.push(entry);
    topics.set(entry.topic, topic);
  }
  return [...topics.values()];
}
