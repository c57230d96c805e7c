export interface OutgoingText {
  communityId: number | null;
  /** (xxx) xxx-xxxx */
  to: string;
  text: string;
}

/** Text messages; the sandbox (sandbox.ts) keeps them in the database, where the dev mailbox shows them. */
export interface SmsSender {
  send(message: OutgoingText): Promise<void>;
}
