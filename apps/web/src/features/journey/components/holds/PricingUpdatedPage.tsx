import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusBanner } from '@/components/ui/StatusBanner';
import {
  type PriceChanges,
  useConfirmPriceChanges,
  usePriceChanges,
} from '@/features/journey/api/price-changes';
import { useCommunity } from '@/lib/community-context';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isPrimaryApplicant, nextRouteOf, transactionPath } from '@/shared/journey-step/drawer-inputs';
import styles from '@/shared/journey-step/Holds.module.css';
import { CallTheOffice } from '@/shared/journey-step/hold-parts';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';

/**
 * `/:community/transaction/:transactionId/pricing-updated`: the primary applicant sees what they were
 * quoted and what the community charges now, and confirms the new prices (a fresh quote), which lifts the
 * hold. Spec §6: nobody else sees price-update warnings, so they are sent on through the flow.
 */
export function PricingUpdatedPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const primary = isPrimaryApplicant(transaction);
  const changes = usePriceChanges(transaction.id, primary);
  const confirm = useConfirmPriceChanges(transaction);
  const [failure, setFailure] = useState<string[]>([]);
  const continueRef = useRef<HTMLAnchorElement>(null);
  const confirmed = confirm.isSuccess && changes.data?.changed === false;
  // The confirm button goes away once the prices are confirmed: keyboard focus moves on to Continue.
  useEffect(() => {
    if (confirmed) continueRef.current?.focus();
  }, [confirmed]);
  useDocumentTitle(t('holds.pricing.title'), community.display_name);
  const next = transactionPath(community.slug, transaction.id, nextRouteOf(transaction));

  if (!primary) return <Navigate to={next} replace />;

  async function confirmPrices() {
    if (confirm.isPending) return;
    setFailure([]);
    try {
      await confirm.mutateAsync();
    } catch (error) {
      setFailure(failureMessages(error, t('journey.common.genericError')));
    }
  }

  const continueLink = (
    <Link ref={continueRef} className={buttonClassName('primary')} to={next}>
      {t('holds.pricing.continue')}
    </Link>
  );
  const settled = changes.data?.changed === false;
  return (
    <JourneyCard
      eyebrow={settled ? undefined : t('holds.pricing.eyebrow')}
      heading={settled ? t('holds.pricing.settledHeading') : t('holds.pricing.heading')}
      intro={settled ? undefined : t('holds.pricing.intro')}
    >
      {changes.isSuccess ? null : (
        <QueryFallback
          query={changes}
          loadingLabel={t('holds.pricing.loading')}
          failure={{ message: t('journey.common.genericError'), retryLabel: t('journey.common.retry') }}
        />
      )}
      {changes.data?.changed ? (
        <>
          <PriceTable changes={changes.data} />
          <ErrorList messages={failure} />
          <div className={styles.actions}>
            <Button onClick={() => void confirmPrices()} aria-disabled={confirm.isPending || undefined}>
              {confirm.isPending ? t('holds.pricing.confirming') : t('holds.pricing.confirm')}
            </Button>
          </div>
          <CallTheOffice label={t('holds.pricing.questions')} />
        </>
      ) : null}
      {settled ? (
        <>
          <StatusBanner
            tone={confirm.isSuccess ? 'success' : 'info'}
            messages={[confirm.isSuccess ? t('holds.pricing.confirmed') : t('holds.pricing.upToDate')]}
          />
          <div className={styles.actions}>{continueLink}</div>
        </>
      ) : null}
    </JourneyCard>
  );
}

/** Each monthly price that changed, quoted against current, in the server's integer cents. */
function PriceTable({ changes }: { changes: PriceChanges }) {
  const { t } = useTranslation();
  const rows = [
    ...(changes.rent.changed && changes.rent.quoted_rent !== null && changes.rent.current_rent !== null
      ? [
          {
            key: 'rent',
            name: t('holds.pricing.rent'),
            quoted: changes.rent.quoted_rent,
            current: changes.rent.current_rent,
          },
        ]
      : []),
    ...changes.options.map((option) => ({
      key: `option-${option.rental_option_id}`,
      name: option.name,
      quoted: option.quoted_price,
      current: option.current_price,
    })),
  ];
  const perMonth = (cents: number) => t('holds.pricing.perMonth', { amount: formatCents(cents) });
  return (
    <table className={styles.prices}>
      <caption>{t('holds.pricing.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('holds.pricing.charge')}</th>
          <th scope="col" className={styles.amount}>
            {t('holds.pricing.quoted')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('holds.pricing.current')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td className={styles.amount}>{perMonth(row.quoted)}</td>
            <td className={styles.amount}>{perMonth(row.current)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
