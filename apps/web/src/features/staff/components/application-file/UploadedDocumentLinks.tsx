import { useTranslation } from '@/lib/i18n';
import { uploadUrl } from '@/lib/uploads/upload-url';

/** The files a household uploaded (for an income source, for a criminal review answer), each opened in a new tab. */
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
          <a href={uploadUrl(document.id)} target="_blank" rel="noopener">
            {t('staffConsole.file.income.openDocument', { name: document.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
