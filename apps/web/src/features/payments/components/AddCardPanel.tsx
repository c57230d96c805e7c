import type { PaymentMethod, SetupAnswer } from '@portal/domain/schemas/payments';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorList } from '@/components/ui/ErrorList';
// biome-ignore lint/style/noRestrictedImports: the card form's set-up request failed (a request, not a read)
import { LoadFailure } from '@/components/ui/LoadFailure';
import { LoadingState } from '@/components/ui/LoadingState';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import styles from '@/shared/payment-breakdown/FeesDepositsPage.module.css';
import { startCardSetup, useConfirmCardSetup } from '../api/payment-methods';
import { isCardSavedMessage } from '../lib/card-frame-message';
import { StripeCardForm } from './StripeCardForm';

/**
 * Adding a card: the processor's own card form (the sandbox's frame, or Stripe's Elements) takes the card
 * number, so it never passes through this page; once the form says the card is in, the server saves it.
 */
export function AddCardPanel({
  transactionId,
  onSaved,
}: {
  /** The application the card is added from; the card is the user's, for all of theirs. */
  transactionId: number;
  onSaved: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const setup = useMutation({ mutationFn: () => startCardSetup(transactionId) });
  const confirm = useConfirmCardSetup(transactionId);
  const [failure, setFailure] = useState<string[]>([]);
  const { mutate: start } = setup;

  useEffect(() => start(), [start]);

  function cardEntered(intentId: string) {
    setFailure([]);
    confirm.mutate(intentId, {
      onSuccess: onSaved,
      onError: () => setFailure([t('payments.fees.cardSaveFailed')]),
    });
  }

  if (setup.isError) {
    return (
      <LoadFailure
        message={oops(t('payments.fees.cardFormFailed'))}
        retryLabel={t('payments.fees.retry')}
        onRetry={() => start()}
        retrying={setup.isPending}
      />
    );
  }
  if (!setup.data) return <LoadingState label={t('payments.fees.loadingCardForm')} />;
  return (
    <div className={styles.cardPanel}>
      <ErrorList messages={failure} />
      {setup.data.processor === 'stripe' ? (
        <StripeCardForm setup={setup.data} onCardEntered={cardEntered} />
      ) : (
        <SandboxCardFrame setup={setup.data} onCardEntered={cardEntered} />
      )}
      {confirm.isPending ? <LoadingState label={t('payments.fees.savingCard')} /> : null}
    </div>
  );
}

/** The built-in sandbox's card form, a page of its own framed here as Stripe's Elements would be. */
function SandboxCardFrame({
  setup,
  onCardEntered,
}: {
  setup: SetupAnswer;
  onCardEntered: (intentId: string) => void;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const intentId = setup.intent.id;
  const entered = useRef(onCardEntered);
  entered.current = onCardEntered;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only our own frame, from our own origin, about this very intent.
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isCardSavedMessage(event.data, intentId)) entered.current(intentId);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [intentId]);

  if (!setup.card_frame_url) return null;
  return (
    <iframe
      ref={frame}
      className={styles.cardFrame}
      title={t('payments.fees.cardFrameTitle')}
      src={setup.card_frame_url}
    />
  );
}
