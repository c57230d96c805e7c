import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { OpenInvitations } from './OpenInvitations';
import { SignedOutInvitation } from './SignedOutInvitation';

/**
 * `/:community/invitations`, where the invitation e-mail or text leads: signed out, the way to an account
 * (and back here); signed in, the open invitations sent to the user's e-mail or phone number, to accept.
 */
export function InvitationsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const { session, query: sessionQuery } = useCommunitySession(community.slug);
  useDocumentTitle(t('invitations.title'), community.display_name);

  if (!sessionQuery.isSuccess) {
    return <QueryFallback query={sessionQuery} loadingLabel={t('invitations.checkingSession')} />;
  }
  const eyebrow = t('invitations.eyebrow', { name: community.display_name });
  // A guest signer's session is for signing one document, not for joining an application.
  if (!session || session.kind === 'guest') {
    return (
      <JourneyCard
        eyebrow={eyebrow}
        heading={t('invitations.signedOut.heading')}
        intro={t('invitations.signedOut.intro', { name: community.display_name })}
      >
        <SignedOutInvitation community={community.slug} />
      </JourneyCard>
    );
  }
  return (
    <JourneyCard
      eyebrow={eyebrow}
      heading={t('invitations.list.heading')}
      intro={t('invitations.list.intro')}
    >
      <OpenInvitations user={session.user} />
    </JourneyCard>
  );
}
