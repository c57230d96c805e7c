import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };

/**
 * For component tests: the API as a script of answers by path, so the fetch the screens make goes nowhere
 * else. Each path answers its answers in turn, the last one again; any other path is a 404.
 */
export function fakeApi(answers: Record<string, Answer[]>) {
  const requested: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    requested.push(path);
    const queue = answers[path];
    const answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? { status: 404 };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { requested };
}
