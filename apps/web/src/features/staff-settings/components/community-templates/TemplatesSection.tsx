import type {
  DocumentTemplateKind,
  DocumentTemplateSummary,
} from '@portal/domain/schemas/document-templates';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useDocumentTemplates } from '@/features/staff-settings/api/admin-templates';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { formatMomentDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { TemplateEditor } from './TemplateEditor';
import styles from './Templates.module.css';

/**
 * Settings → Templates: the community's documents and letters, each in the standard wording or its own,
 * with Edit opening the editor under it. These call the templates' own endpoints rather than `save`.
 */
export function TemplatesSection({ community }: CommunitySectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const editorPrefix = useId();
  const query = useDocumentTemplates(community.slug);
  const [open, setOpen] = useState<DocumentTemplateKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusTo, setFocusTo] = useState<DocumentTemplateKind | null>(null);
  const buttons = useRef(new Map<DocumentTemplateKind, HTMLButtonElement>());

  useEffect(() => {
    if (focusTo) buttons.current.get(focusTo)?.focus();
    setFocusTo(null);
  }, [focusTo]);

  function close(kind: DocumentTemplateKind, message?: string) {
    setOpen(null);
    setNotice(message ?? null);
    setFocusTo(kind);
  }

  const wording = (template: DocumentTemplateSummary) =>
    !template.customized
      ? t('communityData.templates.standard')
      : template.updated_at
        ? t('communityData.templates.own', { date: formatMomentDate(template.updated_at) })
        : t('communityData.templates.ownUndated');

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('communityData.templates.heading')}
      </h2>
      <p className={styles.muted}>{t('communityData.templates.intro')}</p>
      {notice ? <StatusBanner tone="success" alert messages={[notice]} /> : null}
      {query.isSuccess ? (
        <ul className={styles.documents} aria-label={t('communityData.templates.listLabel')}>
          {query.data.results.map((template) => {
            const isOpen = open === template.kind;
            const editorId = `${editorPrefix}-${template.kind}`;
            return (
              <li key={template.kind} className={styles.document}>
                <div className={styles.documentRow}>
                  <div>
                    <span className={styles.title}>{template.title}</span>
                    <span className={styles.wording}>{wording(template)}</span>
                  </div>
                  <Button
                    ref={(button) => {
                      if (button) buttons.current.set(template.kind, button);
                      else buttons.current.delete(template.kind);
                    }}
                    variant="secondary"
                    className={styles.rowButton}
                    aria-label={t('communityData.templates.editDocument', { title: template.title })}
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? editorId : undefined}
                    onClick={() => {
                      setNotice(null);
                      setOpen(isOpen ? null : template.kind);
                    }}
                  >
                    {t('communityData.templates.edit')}
                  </Button>
                </div>
                {isOpen ? (
                  <TemplateEditor
                    id={editorId}
                    slug={community.slug}
                    summary={template}
                    onClose={(message) => close(template.kind, message)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <QueryFallback query={query} loadingLabel={t('communityData.templates.loading')} />
      )}
    </section>
  );
}
