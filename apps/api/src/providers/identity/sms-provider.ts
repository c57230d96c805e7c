import type { SmsSender } from '../sms/sms-sender.js';

export interface OutgoingPasscode {
  communityId: number;
  /** (xxx) xxx-xxxx */
  to: string;
  /** What is texted, or read out by the call. */
  text: string;
}

/** Texts and voice calls to a phone; the passcodes of the Identity Verification step go through it. */
export interface SmsProvider {
  sendText(message: OutgoingPasscode): Promise<void>;
  call(message: OutgoingPasscode): Promise<void>;
}

/** Marks a call among the sandbox's texts, so the dev mailbox tells the two apart. */
export const SANDBOX_CALL_PREFIX = 'Voice call: ';

/**
 * The built-in sandbox: texts and calls alike are kept in the database by the sandbox SMS sender, where
 * the dev mailbox shows them (a call as its transcript).
 */
export function createSandboxSmsProvider(sender: SmsSender): SmsProvider {
  return {
    sendText: (message) => sender.send(message),
    call: (message) => sender.send({ ...message, text: `${SANDBOX_CALL_PREFIX}${message.text}` }),
  };
}
