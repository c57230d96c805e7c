import type { StaffPerson } from '@portal/domain/schemas/staff-people';
import { useTranslation } from '@/lib/i18n';
import { useResendInvitation } from '../api/staff-people';
import type { PersonPanelKind } from './PersonPanel';
import { RowActButton, RowOpener } from './RowButtons';
import styles from './Settings.module.css';
import { focusKey, type RowPanels } from './use-row-panels';

interface PersonActionsProps {
  person: StaffPerson;
  /** What the page calls them (lib/people.ts namesOnPage). */
  name: string;
  panels: RowPanels<PersonPanelKind>;
  /** The panel under the row, named by the button that opened it. */
  panelId: string;
}

/**
 * A person's acts, each named with the person: Edit; Deactivate while they are active, Reactivate once
 * they are not; for an invitation not yet taken, Resend (at once) and Revoke.
 */
export function PersonActions({ person, name, panels, panelId }: PersonActionsProps) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const row = String(person.id);
  const resending = resend.isPending && resend.variables === person.id;

  const opener = (kind: PersonPanelKind) => (
    <RowOpener
      panels={panels}
      row={row}
      kind={kind}
      panelId={panelId}
      label={t(`staffSettings.people.actions.${kind}`)}
      accessibleName={t(`staffSettings.people.actions.${kind}Person`, { name })}
    />
  );

  function sendAgain() {
    if (resend.isPending) return;
    panels.close();
    void panels.run(async () => {
      const sent = await resend.mutateAsync(person.id);
      panels.announce({ tone: 'success', text: t('staffSettings.people.resent', { email: sent.email }) });
    }, t('staffSettings.failed'));
  }

  return (
    <div className={styles.rowActions}>
      {opener('edit')}
      {person.status === 'active' ? opener('deactivate') : null}
      {person.status === 'deactivated' ? opener('reactivate') : null}
      {person.status === 'invited' ? (
        <>
          <RowActButton
            label={t('staffSettings.people.actions.resend')}
            busyLabel={t('staffSettings.people.actions.resending')}
            accessibleName={t('staffSettings.people.actions.resendPerson', { name })}
            busy={resending}
            focusKey={focusKey(row, 'resend')}
            onClick={sendAgain}
          />
          {opener('revoke')}
        </>
      ) : null}
    </div>
  );
}
