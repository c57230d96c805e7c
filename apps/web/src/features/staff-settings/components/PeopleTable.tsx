import type { StaffHome } from '@portal/domain/schemas/staff-home';
import type { StaffPerson } from '@portal/domain/schemas/staff-people';
import { useId } from 'react';
import { formatMomentDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { namesOnPage, personName } from '../lib/people';
import { PersonActions } from './PersonActions';
import { PersonPanel, type PersonPanelKind } from './PersonPanel';
import { SettingsSection } from './SettingsSection';
import { SettingsTable } from './SettingsTable';
import styles from './StaffPeople.module.css';
import { useRowPanels } from './use-row-panels';

interface PeopleTableProps {
  company: string;
  people: readonly StaffPerson[];
  /** Every community of the company, for the edit form. */
  communities: StaffHome['communities'];
  /** The signed-in admin's e-mail: their own row says "You". */
  ownEmail: string;
}

const COLUMNS = ['name', 'email', 'role', 'communities', 'status', 'actions'] as const;

/**
 * The company's staff, one row each: name, e-mail, role, communities and status, and the acts on that
 * person. Edit and the confirmations open under the row, taking focus; when they close, focus goes back
 * to the row's button (or, when the row has gone, to the table's heading). What each act did is
 * announced above the table.
 */
export function PeopleTable({ company, people, communities, ownEmail }: PeopleTableProps) {
  const { t } = useTranslation();
  const panelPrefix = useId();
  const panels = useRowPanels<PersonPanelKind>();
  const names = namesOnPage(people);
  const nameOf = (person: StaffPerson) => names.get(person.id) ?? person.email;
  const panelId = (person: StaffPerson) => `${panelPrefix}-${person.id}`;

  return (
    <SettingsSection heading={t('staffSettings.people.list.heading')} panels={panels}>
      <SettingsTable
        caption={t('staffSettings.people.list.caption', { company })}
        headers={COLUMNS.map((column) => t(`staffSettings.people.list.columns.${column}`))}
        rows={people}
        rowKey={(person) => person.id}
        cells={(person) => (
          <>
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
              <PersonStatus person={person} />
            </td>
            <td>
              <PersonActions
                person={person}
                name={nameOf(person)}
                panels={panels}
                panelId={panelId(person)}
              />
            </td>
          </>
        )}
        panel={(person) => {
          const kind = panels.openUnder(String(person.id));
          return kind ? (
            <PersonPanel
              id={panelId(person)}
              person={person}
              name={nameOf(person)}
              kind={kind}
              communities={communities}
              panels={panels}
            />
          ) : null;
        }}
      />
    </SettingsSection>
  );
}

function PersonStatus({ person }: { person: StaffPerson }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
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
