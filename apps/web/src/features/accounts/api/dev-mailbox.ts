import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const mailMessageSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
const mailboxSchema = z.object({ messages: z.array(mailMessageSchema) });
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** GET /api/dev/mailbox/?community=: the community's latest e-mails; 404 where the mailbox is off. */
export async function getDevMailbox(community: string, signal?: AbortSignal): Promise<MailMessage[]> {
  const answer = await apiRequest(
    `/api/dev/mailbox/?community=${encodeURIComponent(community)}`,
    mailboxSchema,
    signal ? { signal } : {},
  );
  return [...answer.messages].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
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
