// Test support for the sections of a community's data (units, templates): the section rendered under the
// page's h1, and the API as a script of answers by method and path, every request kept.
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';

/** The community the sections are shown for: they read only its slug. */
export const community = {
  slug: 'maple-court',
  display_name: 'Maple Court Apartments',
  lease_terms_months: [6, 12],
} as CommunityDefinition;

export interface Answer {
  status: number;
  /** Answered as JSON, or as it is when it is a Blob (a PDF). */
  body?: unknown;
}

export interface SentRequest {
  key: string;
  headers: Record<string, string>;
  /** The body as sent: a JSON body parsed, any other text as it is. */
  body: unknown;
}

/**
 * `fetch` answering by `'METHOD /path'`: each key its answers in turn, the last one again; anything else
 * is a 404. `sent(key)` is the bodies sent to that key, `requests` every key asked, in order.
 */
export function scriptApi(answers: Record<string, Answer[]>) {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const headers = Object.fromEntries(
      Object.entries(init?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const json = headers['content-type'] === 'application/json' && text !== undefined;
    requests.push({ key, headers, body: json ? JSON.parse(text) : text });
    const queue = answers[key];
    const answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? { status: 404 };
    if (answer.body instanceof Blob) return new Response(answer.body, { status: answer.status });
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    sent: (key: string) => requests.filter((request) => request.key === key).map((request) => request.body),
  };
}

/** Renders `Section` for the community under the page's h1, with a fresh query client. */
export function renderDataSection(Section: ComponentType<CommunitySectionProps>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const save = vi.fn(async () => undefined);
  return render(
    <QueryClientProvider client={queryClient}>
      <main>
        <h1>{community.display_name}</h1>
        <Section community={community} save={save} />
      </main>
    </QueryClientProvider>,
  );
}
