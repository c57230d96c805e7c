import { progressSteps } from '@portal/domain/constants/progress-steps';
import { roles } from '@portal/domain/constants/roles';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { useTranslation } from '@/lib/i18n';
import styles from './File.module.css';
import { FileSection } from './FileSection';

/** The flow's steps each person can finish, by their event code, to name what someone has done. */
const stepLabels = new Map(
  progressSteps.flatMap((step) => (step.stepCode === null ? [] : [[step.stepCode as number, step.label]])),
);

/** Everyone on the application: role, the steps they finished, identity; then who was invited. */
export function HouseholdSection({ file }: { file: StaffApplicationFile }) {
  const { t } = useTranslation();
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
              <th scope="col">{t('staffConsole.file.household.identity')}</th>
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
                <td>{t(`staffConsole.file.household.identityStatus.${person.identity_status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invited ? <p>{t('staffConsole.file.household.invited', { names: invited })}</p> : null}
    </FileSection>
  );
}
