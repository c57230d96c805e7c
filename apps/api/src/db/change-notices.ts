import type { Database } from './database.js';

/** What a subscriber to a notification channel is told. */
export interface ChangeNoticeHandlers {
  /** One notice, as the database sent it. */
  notice(payload: string): void;
  /** From now on every notice reaches `notice`: also after a lost connection came back. */
  listening(): void;
  /** Notices may be missed until `listening` is called again. */
  lost(): void;
}

export interface ChangeNoticeSubscription {
  stop(): Promise<void>;
}

export type ListenForChanges = (
  channel: string,
  handlers: ChangeNoticeHandlers,
) => Promise<ChangeNoticeSubscription>;

/** Each database `openDatabase` hands out, with how to hear its notifications (LISTEN). */
const listeners = new WeakMap<Database, ListenForChanges>();

export function registerChangeListener(db: Database, listen: ListenForChanges): void {
  listeners.set(db, listen);
}

/**
 * Subscribes to `channel` on the database `db` was opened on. A database not opened by `openDatabase`
 * has no listener: the subscriber is never told it is `listening`, so it must not rely on notices.
 */
export function listenForChanges(
  db: Database,
  channel: string,
  handlers: ChangeNoticeHandlers,
): Promise<ChangeNoticeSubscription> {
  const listen = listeners.get(db);
  return listen ? listen(channel, handlers) : Promise.resolve({ stop: async () => undefined });
}
