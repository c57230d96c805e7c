import { progressSteps } from '@portal/domain/constants/progress-steps';
import { roles } from '@portal/domain/constants/roles';
import type { StaffApplicant, StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useSetApplicationLinkAccess } from '@/features/staff/api/application-file';
import { useTranslation } from '@/lib/i18n';
import styles from './File.module.css';
import { FileSection } from './FileSection';

/** The flow's steps each person can finish, by their event code, to name what someone has done. */
const stepLabels = new Map(
  progressSteps.flatMap((step) => (step.stepCode === null ? [] : [[step.stepCode as number, step.label]])),
);

/** Everyone on the application: role, the steps they finished, identity, access; then who was invited. */
export function HouseholdSection({ file }: { file: StaffApplicationFile }) {
  const { t } = useTranslation();
  const setAccess = useSetApplicationLinkAccess(file.id);
  const [said, setSaid] = useState('');
  const toggleAccess = (person: StaffApplicant) => {
    const access = !person.has_access_to_application_link;
    setAccess.mutate(
      { applicantId: person.applicant_id, has_access_to_application_link: access },
      {
        onSuccess: () =>
          setSaid(
            t(`staffConsole.file.household.access.${access ? 'restored' : 'revoked'}`, { name: person.name }),
          ),
        onError: () => setSaid(t('staffConsole.file.household.access.failed', { name: person.name })),
      },
    );
  };
  const invited = file.invited.map((person) => `${person.name} (${roles[person.role].label})`).join(', ');
  return (
    <FileSection heading={t('staffConsole.file.household.heading')}>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('staffConsole.file.household.name')}</th>
              <th scope="col">{t('staffConsole.file.household.role')}</th>
              <th scope="col">{t('staffConsole.file.household.progress')}</th>
              <th scope="col">{t('staffConsole.file.household.language')}</th>
              <th scope="col">{t('staffConsole.file.household.identity')}</th>
              <th scope="col">{t('staffConsole.file.household.access.heading')}</th>
            </tr>
          </thead>
          <tbody>
            {file.household.map((person) => (
              <tr key={person.applicant_id}>
                <th scope="row">
                  {person.name}
                  <div className={styles.muted}>{person.email}</div>
                </th>
                <td>{roles[person.role].label}</td>
                <td>{person.finished_steps.flatMap(({ step }) => stepLabels.get(step) ?? []).join(', ')}</td>
                <td>{t(`staffConsole.languages.${person.language}`)}</td>
                <td>{t(`staffConsole.file.household.identityStatus.${person.identity_status}`)}</td>
                <td>
                  <p>
                    {t(
                      `staffConsole.file.household.access.${person.has_access_to_application_link ? 'open' : 'closed'}`,
                    )}
                  </p>
                  <Button
                    variant="secondary"
                    aria-disabled={setAccess.isPending || undefined}
                    onClick={() => !setAccess.isPending && toggleAccess(person)}
                  >
                    {t(
                      `staffConsole.file.household.access.${person.has_access_to_application_link ? 'revoke' : 'restore'}`,
                      { name: person.name },
                    )}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status">{said}</p>
      {invited ? <p>{t('staffConsole.file.household.invited', { names: invited })}</p> : null}
    </FileSection>
  );
}
