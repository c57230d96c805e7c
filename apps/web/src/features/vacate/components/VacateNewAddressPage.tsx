import type { Lease } from '@portal/domain/schemas/lease';
import type { ApplicantAddress } from '@portal/domain/schemas/lease-transaction';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/LoadingState';
import { ApiRequestError, isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import accountStyles from '@/shared/account-frame/AccountsPage.module.css';
import { AddressForm } from '@/shared/address/AddressForm';
import { NO_SAVED_ADDRESS } from '@/shared/address/address-form';
import { mapsProviderOf } from '@/shared/address/maps-provider';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { LeasePage } from '@/shared/lease/LeasePage';
import styles from '@/shared/notice/Vacate.module.css';
import { clearVacateDraft, readVacateDraft, vacatePath } from '@/shared/notice/vacate-draft';
import { statusPages } from '@/shared/status/status-page-paths';
import { useGiveNotice, useLeaseNotice } from '../api/vacate';
import { useVacateReasonLabel } from '../lib/vacate-reason-label';

/**
 * `/:community/lease/:leaseId/vacate/new-address`: the forwarding address, in the journey's address
 * form; sending it gives the notice, and the Approved screen of the notice (type 40) follows. Giving notice
 * again after one was withdrawn or declined, the form starts with that notice's address (WCAG 3.3.7).
 */
export function VacateNewAddressPage() {
  const { t } = useTranslation();
  return (
    <LeasePage
      title={t('vacate.newAddress.title')}
      heading={t('vacate.newAddress.heading')}
      intro={t('vacate.newAddress.intro')}
    >
      {(lease) => <ForwardingAddress lease={lease} />}
    </LeasePage>
  );
}

/** The server names the address fields under forwarding_address: the form knows them by their own names. */
function asAddressFailure(error: unknown): unknown {
  if (!isApiRequestError(error) || !error.body?.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.body.errors).map(([field, messages]) => [
      field.replace(/^forwarding_address\./, ''),
      messages,
    ]),
  );
  return new ApiRequestError(error.status, { ...error.body, errors });
}

function ForwardingAddress({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const giveNotice = useGiveNotice(lease.id);
  const reasonLabel = useVacateReasonLabel();
  // The lease's latest notice, a 404 when none: here one withdrawn or declined, as an open one blocks this.
  const earlier = useLeaseNotice(lease.id);
  // Read once: sending clears it, and the page must not then send the resident back to the details.
  const [draft] = useState(() => readVacateDraft(lease.id));
  if (!draft) return <Navigate to={vacatePath(community.slug, lease.id, 'details')} replace />;
  if (earlier.isPending) return <LoadingState label={t('vacate.newAddress.loading')} />;
  // Not knowing it is no reason to stop the notice: the form then starts empty.
  const known = earlier.data?.forwarding_address ?? null;

  async function send(address: ApplicantAddress) {
    if (!draft) return;
    try {
      const notice = await giveNotice.mutateAsync({
        move_out_date: draft.move_out_date,
        reasons: draft.reasons,
        ...(draft.other.trim() ? { other: draft.other.trim() } : {}),
        forwarding_address: address,
      });
      clearVacateDraft(lease.id);
      navigate(transactionPath(community.slug, notice.id, statusPages.approved));
    } catch (error) {
      throw asAddressFailure(error);
    }
  }

  return (
    <>
      <dl className={styles.summary}>
        <dt>{t('vacate.newAddress.moveOut')}</dt>
        <dd>{spelledOutDate(draft.move_out_date)}</dd>
        <dt>{t('vacate.newAddress.reasons')}</dt>
        <dd>{draft.reasons.map(reasonLabel).join(', ')}</dd>
      </dl>
      {known ? <p className={accountStyles.note}>{t('vacate.newAddress.fromEarlierNotice')}</p> : null}
      <AddressForm
        saved={known ?? NO_SAVED_ADDRESS}
        provider={mapsProviderOf(community)}
        onSave={send}
        submitLabel={t('vacate.newAddress.submit')}
      />
    </>
  );
}
