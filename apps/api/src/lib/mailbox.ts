import { z } from 'zod';

/** An e-mail address with an optional display name, as a From header carries it. */
export interface Mailbox {
  name?: string;
  address: string;
}

// `Name <address>`, `"Name, Inc." <address>` or a bare address; anything else is refused, never guessed at.
const NAMED_MAILBOX = /^(?:"([^"]*)"|([^"<>]*?))\s*<([^<>\s]+)>$/;
const emailAddress = z.email();

/** The mailbox `text` names, or undefined when it is not one valid address. */
export function parseMailbox(text: string): Mailbox | undefined {
  const trimmed = text.trim();
  const named = NAMED_MAILBOX.exec(trimmed);
  const address = named ? named[3] : trimmed;
  if (address === undefined || !emailAddress.safeParse(address).success) return undefined;
  const name = (named?.[1] ?? named?.[2])?.trim();
  return name ? { name, address } : { address };
}

export function formatMailbox({ name, address }: Mailbox): string {
  return name ? `${name} <${address}>` : address;
}
