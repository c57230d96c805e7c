import { SettingsSection, type SettingsSectionProps } from '../SettingsSection';
import styles from './CommunitySections.module.css';

interface SectionFrameProps extends Omit<SettingsSectionProps, 'className'> {
  /** What a section's form just saved. */
  saved?: string | null;
}

/** One section of a community's settings: its h2, a line on what it is for, and what was last saved. */
export function SectionFrame({ saved, notice, ...section }: SectionFrameProps) {
  return (
    <SettingsSection
      {...section}
      className={styles.section}
      notice={saved ? { tone: 'success', text: saved } : notice}
    />
  );
}
