import type { Profile } from '@portal/domain/schemas/profile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorList } from '@/components/ui/ErrorList';
import { LoadingState } from '@/components/ui/LoadingState';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { type Invitation, useAcceptInvitation, useInvitations } from '@/features/journey/api/invitations';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { type AcceptFailure, describeAcceptFailure } from './accept-failure';
import { InvitationCard } from './InvitationCard';
import styles from './Invitations.module.css';
import { NoInvitations } from './NoInvitations';

/** The signed-in user's open invitations, each with "Accept invitation", which opens the application. */
export function OpenInvitations({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const invitations = useInvitations(community.slug, user.id);
  const accept = useAcceptInvitation(community.slug, user.id);
  const [failure, setFailure] = useState<AcceptFailure | null>(null);

  async function acceptOne(invitation: Invitation) {
    if (accept.isPending) return;
    setFailure(null);
    try {
      const transaction = await accept.mutateAsync(invitation.invitee_id);
      // The application's own page sends the new member to their first step still to do.
      navigate(`/${community.slug}/transaction/${transaction.id}`);
    } catch (error) {
      setFailure(describeAcceptFailure(error, invitation));
    }
  }

  function failureMessage(reason: AcceptFailure): string {
    if (reason.kind === 'alreadyOn') return reason.message;
    return reason.kind === 'gone' ? t('invitations.failures.gone') : t('journey.common.genericError');
  }

  return (
    <div className={styles.body}>
      <ErrorList messages={failure ? [failureMessage(failure)] : []}>
        {failure?.kind === 'alreadyOn' ? (
          <Link className={styles.link} to={`/${community.slug}/transaction/${failure.transactionId}`}>
            {t('invitations.failures.openApplication')}
          </Link>
        ) : null}
      </ErrorList>
      {accept.isPending ? <LoadingState label={t('invitations.list.accepting')} /> : null}
      {invitations.isSuccess ? null : (
        <QueryFallback
          query={invitations}
          loadingLabel={t('invitations.list.loading')}
          failure={{
            message: oops(t('invitations.list.loadFailed')),
            retryLabel: t('invitations.list.retry'),
          }}
        />
      )}
      {invitations.data?.length === 0 ? <NoInvitations user={user} /> : null}
      {invitations.data && invitations.data.length > 0 ? (
        <ul className={styles.list} aria-label={t('invitations.list.label')}>
          {invitations.data.map((invitation) => (
            <li key={invitation.invitee_id}>
              <InvitationCard
                invitation={invitation}
                busy={accept.isPending}
                onAccept={() => void acceptOne(invitation)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
