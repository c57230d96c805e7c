import type { StaffHome } from '@portal/domain/schemas/staff-home';
import type { StaffPerson } from '@portal/domain/schemas/staff-people';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { formatMomentDate } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { useChangeStaffMember, useResendInvitation, useRevokeInvitation } from '../api/staff-people';
import { namesOnPage, personName } from '../lib/people';
import { PersonEditForm } from './PersonEditForm';
import { ConfirmPanel } from './RowPanel';
import styles from './StaffPeople.module.css';

type PanelKind = 'edit' | 'deactivate' | 'reactivate' | 'revoke';

interface PeopleTableProps {
  company: string;
  people: readonly StaffPerson[];
  /** Every community of the company, for the edit form. */
  communities: StaffHome['communities'];
  /** The signed-in admin's e-mail: their own row says "You". */
  ownEmail: string;
}

type Notice = { tone: 'success' | 'error'; text: string };

/** What a button is found by when focus goes back to it: the person and the act. */
const focusKey = (person: Pick<StaffPerson, 'id'>, act: PanelKind | 'resend') => `${person.id}-${act}`;

/**
 * The company's staff, one row each: name, e-mail, role, communities and status, and the acts on that
 * person. Edit and the confirmations open under the row, taking focus; when they close, focus goes back
 * to the row's button (or, when the row has gone, to the table's heading). What each act did is
 * announced above the table.
 */
export function PeopleTable({ company, people, communities, ownEmail }: PeopleTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const panelPrefix = useId();
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<{ id: number; kind: PanelKind } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focusTo, setFocusTo] = useState<string[] | null>(null);
  const change = useChangeStaffMember();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  // After a panel closes and the list has been read again: the first of the wanted buttons still there.
  useEffect(() => {
    if (!focusTo) return;
    const button = focusTo
      .map((key) => rootRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`))
      .find((found) => found);
    (button ?? headingRef.current)?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const names = namesOnPage(people);
  const nameOf = (person: StaffPerson) => names.get(person.id) ?? person.email;
  const panelId = (person: StaffPerson) => `${panelPrefix}-${person.id}`;
  const isOpen = (person: StaffPerson, kind: PanelKind) => open?.id === person.id && open.kind === kind;

  function openPanel(person: StaffPerson, kind: PanelKind) {
    setNotice(null);
    setOpen(isOpen(person, kind) ? null : { id: person.id, kind });
  }

  function cancel() {
    if (open) setFocusTo([focusKey(open, open.kind)]);
    setOpen(null);
  }

  function done(message: string, focus: string[]) {
    setOpen(null);
    setNotice({ tone: 'success', text: message });
    setFocusTo(focus);
  }

  async function sendAgain(person: StaffPerson) {
    if (resend.isPending) return;
    setNotice(null);
    setOpen(null);
    try {
      const sent = await resend.mutateAsync(person.id);
      setNotice({ tone: 'success', text: t('staffSettings.people.resent', { email: sent.email }) });
    } catch (error) {
      setNotice({ tone: 'error', text: refusalMessage(error, t('staffSettings.failed')) });
    }
  }

  /** A button that opens a panel under the row: named with the person, and saying whether it is open. */
  const opener = (person: StaffPerson, kind: PanelKind, label: string, accessibleName: string) => (
    <Button
      variant="secondary"
      className={styles.rowButton}
      data-focus-key={focusKey(person, kind)}
      aria-label={accessibleName}
      aria-expanded={isOpen(person, kind)}
      aria-controls={isOpen(person, kind) ? panelId(person) : undefined}
      onClick={() => openPanel(person, kind)}
    >
      {label}
    </Button>
  );

  function panel(person: StaffPerson, kind: PanelKind) {
    const name = nameOf(person);
    const id = panelId(person);
    switch (kind) {
      case 'edit':
        return (
          <PersonEditForm
            id={id}
            person={person}
            name={name}
            communities={communities}
            onCancel={cancel}
            onSaved={(message) => done(message, [focusKey(person, 'edit')])}
          />
        );
      case 'deactivate':
        return (
          <ConfirmPanel
            id={id}
            heading={t('staffSettings.people.confirm.deactivateHeading', { name })}
            text={t('staffSettings.people.confirm.deactivateText')}
            confirmLabel={t('staffSettings.people.actions.deactivate')}
            pendingLabel={t('staffSettings.people.confirm.deactivating')}
            onCancel={cancel}
            onConfirm={async () => {
              await change.mutateAsync({ id: person.id, change: { active: false } });
              done(t('staffSettings.people.confirm.deactivated', { name }), [
                focusKey(person, 'reactivate'),
                focusKey(person, 'edit'),
              ]);
            }}
          />
        );
      case 'reactivate':
        return (
          <ConfirmPanel
            id={id}
            heading={t('staffSettings.people.confirm.reactivateHeading', { name })}
            text={t('staffSettings.people.confirm.reactivateText')}
            confirmLabel={t('staffSettings.people.actions.reactivate')}
            pendingLabel={t('staffSettings.people.confirm.reactivating')}
            onCancel={cancel}
            onConfirm={async () => {
              await change.mutateAsync({ id: person.id, change: { active: true } });
              done(t('staffSettings.people.confirm.reactivated', { name }), [
                focusKey(person, 'deactivate'),
                focusKey(person, 'edit'),
              ]);
            }}
          />
        );
      case 'revoke':
        return (
          <ConfirmPanel
            id={id}
            heading={t('staffSettings.people.confirm.revokeHeading', { name })}
            text={t('staffSettings.people.confirm.revokeText')}
            confirmLabel={t('staffSettings.people.actions.revoke')}
            pendingLabel={t('staffSettings.people.confirm.revoking')}
            onCancel={cancel}
            onConfirm={async () => {
              await revoke.mutateAsync(person.id);
              // The row has gone: focus goes to the table's heading, the announcement says why.
              done(t('staffSettings.people.confirm.revoked', { name }), []);
            }}
          />
        );
    }
  }

  return (
    <section ref={rootRef} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
        {t('staffSettings.people.list.heading')}
      </h2>
      {notice?.tone === 'error' ? <ErrorList messages={[notice.text]} /> : null}
      {notice?.tone === 'success' ? <StatusBanner tone="success" alert messages={[notice.text]} /> : null}
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('staffSettings.people.list.caption', { company })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staffSettings.people.list.columns.name')}</th>
              <th scope="col">{t('staffSettings.people.list.columns.email')}</th>
              <th scope="col">{t('staffSettings.people.list.columns.role')}</th>
              <th scope="col">{t('staffSettings.people.list.columns.communities')}</th>
              <th scope="col">{t('staffSettings.people.list.columns.status')}</th>
              <th scope="col">{t('staffSettings.people.list.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => {
              const name = nameOf(person);
              const resending = resend.isPending && resend.variables === person.id;
              return (
                <Fragment key={person.id}>
                  <tr className={open?.id === person.id ? styles.openRow : undefined}>
                    <th scope="row">
                      <span className={styles.name}>{personName(person)}</span>
                      {person.email.toLowerCase() === ownEmail.toLowerCase() ? (
                        <span className={styles.you}>{t('staffSettings.people.list.you')}</span>
                      ) : null}
                    </th>
                    <td>
                      <EmailAddress email={person.email} />
                    </td>
                    <td className={styles.role}>{t(`staffSettings.roles.${person.role}`)}</td>
                    <td>
                      {person.role === 'admin'
                        ? t('staffSettings.people.list.allCommunities')
                        : person.communities.map((community) => community.display_name).join(', ') ||
                          t('staffSettings.people.list.noCommunity')}
                    </td>
                    <td>
                      <span className={`${styles.status} ${styles[person.status]}`}>
                        {t(`staffSettings.people.status.${person.status}`)}
                      </span>
                      {person.status === 'invited' ? (
                        <span className={styles.statusDetail}>
                          {person.invitation_expires_at
                            ? t('staffSettings.people.status.linkValidUntil', {
                                date: formatMomentDate(person.invitation_expires_at),
                              })
                            : t('staffSettings.people.status.linkExpired')}
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <div className={styles.rowActions}>
                        {opener(
                          person,
                          'edit',
                          t('staffSettings.people.actions.edit'),
                          t('staffSettings.people.actions.editPerson', { name }),
                        )}
                        {person.status === 'active'
                          ? opener(
                              person,
                              'deactivate',
                              t('staffSettings.people.actions.deactivate'),
                              t('staffSettings.people.actions.deactivatePerson', { name }),
                            )
                          : null}
                        {person.status === 'deactivated'
                          ? opener(
                              person,
                              'reactivate',
                              t('staffSettings.people.actions.reactivate'),
                              t('staffSettings.people.actions.reactivatePerson', { name }),
                            )
                          : null}
                        {person.status === 'invited' ? (
                          <>
                            <Button
                              variant="secondary"
                              className={styles.rowButton}
                              data-focus-key={focusKey(person, 'resend')}
                              aria-label={t('staffSettings.people.actions.resendPerson', { name })}
                              aria-disabled={resending || undefined}
                              onClick={() => void sendAgain(person)}
                            >
                              {resending
                                ? t('staffSettings.people.actions.resending')
                                : t('staffSettings.people.actions.resend')}
                            </Button>
                            {opener(
                              person,
                              'revoke',
                              t('staffSettings.people.actions.revoke'),
                              t('staffSettings.people.actions.revokePerson', { name }),
                            )}
                          </>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                  {open?.id === person.id ? (
                    <tr className={styles.panelRow}>
                      <td colSpan={6}>{panel(person, open.kind)}</td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** An e-mail address that, when its column is narrow, breaks after the @ rather than anywhere. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
