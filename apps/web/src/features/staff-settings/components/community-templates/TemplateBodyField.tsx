import { type RefObject, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import fieldStyles from '@/components/ui/Field.module.css';
import { useTranslation } from '@/lib/i18n';
import styles from './Templates.module.css';

interface TemplateBodyFieldProps {
  /** The document's title, the textarea's label. */
  label: string;
  /** What is wrong with the text: the form's check, or each of the API's problems (full sentences). */
  problems: readonly string[];
  /** The textarea, for the lists beside it to insert at the cursor. */
  areaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The document's text, in a tall monospace textarea labelled with its title; the problems with it listed
 * under it, read with it (aria-describedby) and announced as they appear.
 */
export function TemplateBodyField({ label, problems, areaRef }: TemplateBodyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { register } = useFormContext<{ body: string }>();
  const { ref, ...field } = register('body');
  const describedBy = [`${id}-hint`, problems.length > 0 ? `${id}-problems` : null].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('communityData.templates.editor.hint')}
      </p>
      <textarea
        {...field}
        ref={(area) => {
          ref(area);
          areaRef.current = area;
        }}
        id={id}
        className={`${fieldStyles.control} ${styles.body}`}
        rows={24}
        spellCheck
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 ? true : undefined}
      />
      <div aria-live="polite">
        {problems.length > 0 ? (
          <ul id={`${id}-problems`} className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem} className={fieldStyles.error}>
                {problem}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
