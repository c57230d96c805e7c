import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface TextMessage {
  id: number;
  recipient: string;
  text: string;
  created_at: string;
}
export interface MailMessage extends TextMessage {
  subject: string;
}
export interface DevMailbox {
  messages: MailMessage[];
  texts: TextMessage[];
}

const newestFirst = <Message extends TextMessage>(messages: Message[]) =>
  [...messages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);

/** GET /api/dev/mailbox/?community=: the community's latest e-mails and texts; 404 where the mailbox is off. */
export async function getDevMailbox(community: string, signal?: AbortSignal): Promise<DevMailbox> {
  const answer = await apiRequest<DevMailbox>(
    `/api/dev/mailbox/?community=${encodeURIComponent(community)}`,
    signal ? { signal } : {},
  );
  return { messages: newestFirst(answer.messages), texts: newestFirst(answer.texts) };
}

export function useDevMailbox(community: string) {
  return useQuery(
    queryOptions({
      queryKey: ['dev-mailbox', community],
      queryFn: ({ signal }) => getDevMailbox(community, signal),
      staleTime: 0,
    }),
  );
}
