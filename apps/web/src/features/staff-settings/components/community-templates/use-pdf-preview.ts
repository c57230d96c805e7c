import type { DocumentTemplateKind } from '@portal/domain/schemas/document-templates';
import { useState } from 'react';
import { usePreviewTemplate } from '@/features/staff-settings/api/admin-templates';

/**
 * A document's preview as a PDF: made from the text sent and kept as a file for a button to open
 * (lib/open-document.ts); the previous one is let go when a new one is made or the editor closes.
 */
export function usePdfPreview(slug: string, kind: DocumentTemplateKind) {
  const preview = usePreviewTemplate(slug);
  const [pdf, setPdf] = useState<File | null>(null);

  return {
    pdf,
    pending: preview.isPending,
    /** Makes the preview of `body`; throws the API's refusal (a 400 naming unknown placeholders). */
    async make(body: string) {
      setPdf(null);
      const made = await preview.mutateAsync({ kind, body });
      setPdf(new File([made], `${kind}-preview.pdf`, { type: 'application/pdf' }));
    },
    clear: () => setPdf(null),
  };
}
