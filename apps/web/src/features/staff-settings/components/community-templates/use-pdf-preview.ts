import type { DocumentTemplateKind } from '@portal/domain/schemas/document-templates';
import { useEffect, useState } from 'react';
import { usePreviewTemplate } from '@/features/staff-settings/api/admin-templates';

/**
 * A document's preview as a PDF: made from the text sent, kept as an object URL for a link to open, the
 * previous one let go when a new one is made or the editor closes.
 */
export function usePdfPreview(slug: string, kind: DocumentTemplateKind) {
  const preview = usePreviewTemplate(slug);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return {
    url,
    pending: preview.isPending,
    /** Makes the preview of `body`; throws the API's refusal (a 400 naming unknown placeholders). */
    async make(body: string) {
      setUrl(null);
      const pdf = await preview.mutateAsync({ kind, body });
      setUrl(URL.createObjectURL(pdf));
    },
    clear: () => setUrl(null),
  };
}
