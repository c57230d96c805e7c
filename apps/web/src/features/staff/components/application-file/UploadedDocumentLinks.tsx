import { useTranslation } from '@/lib/i18n';
import { openLinkedDocument } from '@/lib/open-document';
import { uploadUrl } from '@/lib/uploads/upload-url';

/** The files a household uploaded (for an income source, for a criminal review answer), each opened (lib/open-document.ts). */
export function UploadedDocumentLinks({
  documents,
}: {
  documents: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('staffConsole.file.income.documents')}>
      {documents.map((document) => (
        <li key={document.id}>
          <a href={uploadUrl(document.id)} onClick={openLinkedDocument}>
            {t('staffConsole.file.income.openDocument', { name: document.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
