import { desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { mailMessages } from '../../db/schema/mail-messages.js';
import { smsMessages } from '../../db/schema/sms-messages.js';
import { findCommunity } from '../../services/communities/find-community.js';
import { replySchemas } from '../reply-schemas.js';

const MAILBOX_PAGE_SIZE = 50;

const textMessageSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  text: z.string(),
  created_at: z.iso.datetime(),
});

const mailMessageSchema = z.object({
  id: z.number().int(),
  /** Null on messages kept before senders were recorded. */
  from: z.string().nullable(),
  reply_to: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.iso.datetime(),
});

/**
 * Outside production, the e-mails a community sent, so a local user can follow reset and invite links;
 * without `community`, the mail that belongs to none (a company's set-up, staff invitations).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/dev/mailbox/',
    {
      schema: {
        tags: ['development'],
        summary:
          'Development only: the latest e-mails and text messages of a community, or without one those of no community',
        querystring: z.object({ community: z.string().min(1).max(100).optional() }),
        response: replySchemas(
          { 200: z.object({ messages: z.array(mailMessageSchema), texts: z.array(textMessageSchema) }) },
          [404],
        ),
      },
    },
    async (request) => {
      const communityId = request.query.community
        ? (await findCommunity(context.db, request.query.community)).id
        : null;
      const rows = await context.db
        .select()
        .from(mailMessages)
        .where(
          communityId === null ? isNull(mailMessages.communityId) : eq(mailMessages.communityId, communityId),
        )
        .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
        .limit(MAILBOX_PAGE_SIZE);
      const texts = await context.db
        .select()
        .from(smsMessages)
        .where(
          communityId === null ? isNull(smsMessages.communityId) : eq(smsMessages.communityId, communityId),
        )
        .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
        .limit(MAILBOX_PAGE_SIZE);
      return {
        texts: texts.map((row) => ({
          id: row.id,
          recipient: row.recipient,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
        messages: rows.map((row) => ({
          id: row.id,
          from: row.sender,
          reply_to: row.replyTo,
          recipient: row.recipient,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
