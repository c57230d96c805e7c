import type { SetupAnswer } from '@portal/domain/schemas/payments';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import styles from '@/shared/payment-breakdown/FeesDepositsPage.module.css';

interface MountedCard {
  stripe: Stripe;
  card: StripeCardElement;
}

/** Stripe.js, loaded from Stripe (as PCI rules require) only when a Stripe card form is first shown. */
async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publishableKey);
}

/**
 * Stripe's card Element for a setup intent: the card number goes from Stripe's frame straight to Stripe,
 * which confirms the intent; this page only learns that it succeeded.
 */
export function StripeCardForm({
  setup,
  onCardEntered,
}: {
  setup: SetupAnswer;
  onCardEntered: (intentId: string) => void;
}) {
  const { t } = useTranslation();
  const mountPoint = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<MountedCard | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { publishable_key: publishableKey } = setup;

  useEffect(() => {
    if (!publishableKey) return;
    let card: StripeCardElement | undefined;
    let cancelled = false;
    loadStripeJs(publishableKey)
      .then((stripe) => {
        if (cancelled || !stripe || !mountPoint.current) return;
        card = stripe.elements().create('card');
        card.mount(mountPoint.current);
        setMounted({ stripe, card });
      })
      .catch(() => setFailure([oops(t('payments.fees.cardFormFailed'))]));
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey, t]);

  async function save() {
    if (!mounted || saving) return;
    setSaving(true);
    setFailure([]);
    const result = await mounted.stripe.confirmCardSetup(setup.intent.client_secret, {
      payment_method: { card: mounted.card },
    });
    setSaving(false);
    if (result.error) setFailure([result.error.message ?? t('payments.fees.cardSaveFailed')]);
    else onCardEntered(setup.intent.id);
  }

  return (
    <div className={styles.stripeForm}>
      <ErrorList messages={failure} />
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('payments.fees.cardDetails')}</legend>
        <div ref={mountPoint} className={styles.stripeCard} />
      </fieldset>
      <Button variant="secondary" onClick={() => void save()} aria-disabled={!mounted || saving || undefined}>
        {saving ? t('payments.fees.savingCard') : t('payments.fees.saveCard')}
      </Button>
    </div>
  );
}
