import type { DocumentTemplate } from '@portal/domain/schemas/document-templates';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './Templates.module.css';

interface TemplateInsertsProps {
  template: DocumentTemplate;
  /** Puts `before` at the cursor, and `after` after the selected text (for a section, around it). */
  onInsert: (before: string, after?: string) => void;
}

/**
 * Beside the text: the fields the document may use and its optional sections, each a button that puts it
 * at the cursor (a section around the selected text).
 */
export function TemplateInserts({ template, onInsert }: TemplateInsertsProps) {
  const { t } = useTranslation();
  const fieldsId = useId();
  const sectionsId = useId();
  return (
    <div className={styles.inserts}>
      <section aria-labelledby={fieldsId}>
        <h4 id={fieldsId} className={styles.insertHeading}>
          {t('communityData.templates.editor.fields')}
        </h4>
        <ul className={styles.insertList}>
          {template.placeholders.map((name) => {
            const text = `{{${name}}}`;
            return (
              <li key={name}>
                <button
                  type="button"
                  className={styles.insert}
                  aria-label={t('communityData.templates.editor.insert', { field: text })}
                  onClick={() => onInsert(text)}
                >
                  <code>{text}</code>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby={sectionsId}>
        <h4 id={sectionsId} className={styles.insertHeading}>
          {t('communityData.templates.editor.sections')}
        </h4>
        <p className={styles.muted}>
          {template.sections.length > 0
            ? t('communityData.templates.editor.sectionsHint')
            : t('communityData.templates.editor.noSections')}
        </p>
        {template.sections.length > 0 ? (
          <ul className={styles.insertList}>
            {template.sections.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={styles.insert}
                  aria-label={t('communityData.templates.editor.insertSection', {
                    section: `{{#${name}}}…{{/${name}}}`,
                  })}
                  onClick={() => onInsert(`{{#${name}}}`, `{{/${name}}}`)}
                >
                  <code>{`{{#${name}}}…{{/${name}}}`}</code>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
