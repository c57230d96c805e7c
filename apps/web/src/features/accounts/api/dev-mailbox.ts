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
const textMessageSchema = mailMessageSchema.omit({ subject: true });
const mailboxSchema = z.object({ messages: z.array(mailMessageSchema), texts: z.array(textMessageSchema) });
export type MailMessage = z.infer<typeof mailMessageSchema>;
export type TextMessage = z.infer<typeof textMessageSchema>;
export type DevMailbox = z.infer<typeof mailboxSchema>;

const newestFirst = <Message extends TextMessage>(messages: Message[]) =>
  [...messages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);

/** GET /api/dev/mailbox/?community=: the community's latest e-mails and texts; 404 where the mailbox is off. */
export async function getDevMailbox(community: string, signal?: AbortSignal): Promise<DevMailbox> {
  const answer = await apiRequest(
    `/api/dev/mailbox/?community=${encodeURIComponent(community)}`,
    mailboxSchema,
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
