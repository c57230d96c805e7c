import type { DocumentTemplateSummary } from '@portal/domain/schemas/document-templates';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useDocumentTemplate } from '@/features/staff-settings/api/admin-templates';
import { useTranslation } from '@/lib/i18n';
import { RowPanel } from '../RowPanel';
import { TemplateForm } from './TemplateForm';
import styles from './Templates.module.css';

interface TemplateEditorProps {
  id: string;
  slug: string;
  summary: DocumentTemplateSummary;
  /** Closes the editor; with what to announce when it closes on an act (back to the standard wording). */
  onClose: (message?: string) => void;
}

/**
 * The editor of one document, under its line in the list: its heading takes focus when it opens, so a
 * screen reader says what it is and Tab goes on into it. Escape does not close it: it would lose the text.
 */
export function TemplateEditor({ id, slug, summary, onClose }: TemplateEditorProps) {
  const { t } = useTranslation();
  const query = useDocumentTemplate(slug, summary.kind);
  return (
    <RowPanel
      id={id}
      heading={t('communityData.templates.editor.heading', { title: summary.title })}
      className={styles.editor}
    >
      {query.isSuccess ? (
        <TemplateForm slug={slug} template={query.data} onClose={onClose} />
      ) : (
        <QueryFallback
          query={query}
          loadingLabel={t('communityData.templates.editor.loading', { title: summary.title })}
        />
      )}
    </RowPanel>
  );
}
