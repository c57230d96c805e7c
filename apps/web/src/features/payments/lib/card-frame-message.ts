/** What the sandbox card frame posts to the app once a card is in (see sandbox-card-frame.ts in the API). */
interface CardSavedMessage {
  source: 'portal-sandbox-card';
  type: 'setup_succeeded';
  intent_id: string;
}

export function isCardSavedMessage(data: unknown, intentId: string): data is CardSavedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<CardSavedMessage>;
  return (
    message.source === 'portal-sandbox-card' &&
    message.type === 'setup_succeeded' &&
    message.intent_id === intentId
  );
}
