import type { Database } from '../../db/client.js';
import { smsMessages } from '../../db/schema/sms-messages.js';
import type { Clock } from '../../lib/clock.js';
import type { SmsSender } from './sms-sender.js';

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
