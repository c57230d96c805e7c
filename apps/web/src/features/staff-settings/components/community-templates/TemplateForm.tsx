import type {
  DocumentTemplate,
  DocumentTemplateChange,
  documentTemplateChangeSchema,
} from '@portal/domain/schemas/document-templates';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useSaveTemplate } from '@/features/staff-settings/api/admin-templates';
import { isApiRequestError } from '@/lib/api-client';
import { refusalMessage } from '@/lib/failure-message';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { openDocument } from '@/lib/open-document';
import { insertAtCursor } from './insert-at-cursor';
import { TemplateActions } from './TemplateActions';
import { TemplateBodyField } from './TemplateBodyField';
import { TemplateInserts } from './TemplateInserts';
import styles from './Templates.module.css';
import { usePdfPreview } from './use-pdf-preview';

type TemplateValues = z.input<typeof documentTemplateChangeSchema>;
const loadChangeSchema = () =>
  import('@portal/domain/schemas/document-templates').then((module) => module.documentTemplateChangeSchema);

interface TemplateFormProps {
  slug: string;
  template: DocumentTemplate;
  onClose: (message?: string) => void;
}

/**
 * A document's wording: the text beside what it may use, then Save, Preview as PDF (of the text as it is
 * now, saved or not), Go back to the standard wording (once it has its own, after a confirmation) and
 * Close. The API's problems with the text (unknown placeholders) are listed under it.
 */
export function TemplateForm({ slug, template, onClose }: TemplateFormProps) {
  const { t } = useTranslation();
  const { kind, title } = template;
  const save = useSaveTemplate(slug);
  const preview = usePdfPreview(slug, kind);
  const areaRef = useRef<HTMLTextAreaElement | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<TemplateValues, DocumentTemplateChange>({
    schema: loadChangeSchema,
    defaultValues: { body: template.body },
  });
  const { handleSubmit, getValues, setValue, setFocus, formState } = form;

  function start() {
    setProblems([]);
    setFailure([]);
    setSaved(false);
    preview.clear();
  }

  /** The API's problems with the text go under it; any other refusal above the buttons. */
  function refused(error: unknown) {
    const body = isApiRequestError(error) && error.status === 400 ? (error.fieldErrors.body ?? []) : [];
    if (body.length > 0) {
      setProblems(body);
      setFocus('body');
    } else setFailure([refusalMessage(error, t('communityData.failed'))]);
  }

  const submit = handleSubmit(async ({ body }) => {
    start();
    try {
      await save.mutateAsync({ kind, body });
      setSaved(true);
    } catch (error) {
      refused(error);
    }
  });

  async function showPreview() {
    if (preview.pending) return;
    start();
    try {
      await preview.make(getValues('body'));
    } catch (error) {
      refused(error);
    }
  }

  const insert = (before: string, after?: string) => {
    const area = areaRef.current;
    if (!area) return;
    const { text, cursor } = insertAtCursor(area, before, after);
    setValue('body', text, { shouldDirty: true });
    area.focus();
    area.setSelectionRange(cursor, cursor);
  };

  const checkProblem = formState.errors.body?.message;
  const previewPdf = preview.pdf;
  return (
    <FormProvider {...form}>
      <form
        className={formStyles.form}
        onSubmit={save.isPending ? (event) => event.preventDefault() : submit}
        noValidate
      >
        <div className={styles.workspace}>
          <TemplateBodyField
            label={title}
            problems={checkProblem ? [checkProblem] : problems}
            areaRef={areaRef}
          />
          <TemplateInserts template={template} onInsert={insert} />
        </div>
        {saved ? (
          <StatusBanner
            tone="success"
            alert
            messages={[t('communityData.templates.editor.saved', { title })]}
          />
        ) : null}
        {previewPdf ? (
          <StatusBanner
            tone="success"
            alert
            messages={[t('communityData.templates.editor.previewReady', { title })]}
          >
            <Button variant="secondary" onClick={() => void openDocument(previewPdf)}>
              {t('communityData.templates.editor.openPreview')}
            </Button>
          </StatusBanner>
        ) : null}
        <ErrorList messages={failure} />
        <TemplateActions
          slug={slug}
          kind={kind}
          title={title}
          customized={template.customized}
          saving={save.isPending}
          previewing={preview.pending}
          onPreview={() => void showPreview()}
          onClose={onClose}
        />
      </form>
    </FormProvider>
  );
}
