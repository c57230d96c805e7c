import type { DocumentTemplateSummary } from '@portal/domain/schemas/document-templates';
import { useId } from 'react';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useDocumentTemplates } from '@/features/staff-settings/api/admin-templates';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { formatMomentDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { RowOpener } from '../RowButtons';
import { SettingsSection } from '../SettingsSection';
import { focusKey, useRowPanels } from '../use-row-panels';
import { TemplateEditor } from './TemplateEditor';
import styles from './Templates.module.css';

/**
 * Settings → Templates: the community's documents and letters, each in the standard wording or its own,
 * with Edit opening the editor under it; closing it gives focus back to that Edit. These call the
 * templates' own endpoints rather than `save`.
 */
export function TemplatesSection({ community }: CommunitySectionProps) {
  const { t } = useTranslation();
  const editorPrefix = useId();
  const query = useDocumentTemplates(community.slug);
  const panels = useRowPanels<'edit'>();

  const wording = (template: DocumentTemplateSummary) =>
    !template.customized
      ? t('communityData.templates.standard')
      : template.updated_at
        ? t('communityData.templates.own', { date: formatMomentDate(template.updated_at) })
        : t('communityData.templates.ownUndated');

  return (
    <SettingsSection
      heading={t('communityData.templates.heading')}
      intro={t('communityData.templates.intro')}
      panels={panels}
    >
      {query.isSuccess ? (
        <ul className={styles.documents} aria-label={t('communityData.templates.listLabel')}>
          {query.data.results.map((template) => {
            const editorId = `${editorPrefix}-${template.kind}`;
            return (
              <li key={template.kind} className={styles.document}>
                <div className={styles.documentRow}>
                  <div>
                    <span className={styles.title}>{template.title}</span>
                    <span className={styles.wording}>{wording(template)}</span>
                  </div>
                  <RowOpener
                    panels={panels}
                    row={template.kind}
                    kind="edit"
                    panelId={editorId}
                    label={t('communityData.templates.edit')}
                    accessibleName={t('communityData.templates.editDocument', { title: template.title })}
                  />
                </div>
                {panels.isOpen(template.kind, 'edit') ? (
                  <TemplateEditor
                    id={editorId}
                    slug={community.slug}
                    summary={template}
                    onClose={(message) =>
                      message ? panels.done(message, [focusKey(template.kind, 'edit')]) : panels.cancel()
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <QueryFallback query={query} loadingLabel={t('communityData.templates.loading')} />
      )}
    </SettingsSection>
  );
}
