import type { Database } from '../../db/client.js';
import { smsMessages } from '../../db/schema/sms-messages.js';
import type { Clock } from '../../lib/clock.js';

export interface OutgoingText {
  communityId: number | null;
  /** (xxx) xxx-xxxx */
  to: string;
  text: string;
}

/** Text messages; the sandbox keeps them in the database, where the dev mailbox shows them. */
export interface SmsSender {
  send(message: OutgoingText): Promise<void>;
}

export function createSandboxSmsSender(db: Database, clock: Clock): SmsSender {
  return {
    async send(message) {
      await db.insert(smsMessages).values({
        communityId: message.communityId,
        recipient: message.to,
        text: message.text,
        createdAt: clock.now(),
      });
    },
  };
}
