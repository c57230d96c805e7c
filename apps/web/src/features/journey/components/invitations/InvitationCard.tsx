import { roles } from '@portal/domain/constants/roles';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import type { Invitation } from '@/features/journey/api/invitations';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import styles from './Invitations.module.css';

const roleLabels = {
  [roles.co_applicant.code]: 'invitations.roles.roommate',
  [roles.guarantor.code]: 'invitations.roles.guarantor',
  [roles.occupant.code]: 'invitations.roles.occupant',
} as const;

function roleLabelKey(code: number) {
  return code in roleLabels ? roleLabels[code as keyof typeof roleLabels] : null;
}

interface InvitationCardProps {
  invitation: Invitation;
  busy: boolean;
  onAccept: () => void;
}

/** One open invitation: who invited the user, to which unit, in which role, and "Accept invitation". */
export function InvitationCard({ invitation, busy, onAccept }: InvitationCardProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const headingId = useId();
  const roleKey = roleLabelKey(invitation.role);
  const inviter = invitation.invited_by;
  const unit = invitation.unit_number;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('invitations.list.cardHeading', { unit })}
      </h2>
      <p>{t('invitations.list.summary', { inviter, unit })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('invitations.list.invitedBy')}</dt>
          <dd>{inviter}</dd>
        </div>
        <div>
          <dt>{t('invitations.list.community')}</dt>
          {/* Sessions are per community, so an invitation listed here is always for this one. */}
          <dd>{invitation.community === community.slug ? community.display_name : invitation.community}</dd>
        </div>
        <div>
          <dt>{t('invitations.list.unit')}</dt>
          <dd>{unit}</dd>
        </div>
        {roleKey ? (
          <div>
            <dt>{t('invitations.list.role')}</dt>
            <dd>{t(roleKey)}</dd>
          </div>
        ) : null}
      </dl>
      <Button
        className={styles.accept}
        onClick={busy ? undefined : onAccept}
        aria-disabled={busy || undefined}
        aria-label={t('invitations.list.acceptLabel', { inviter, unit })}
      >
        {t('invitations.list.accept')}
      </Button>
    </section>
  );
}
