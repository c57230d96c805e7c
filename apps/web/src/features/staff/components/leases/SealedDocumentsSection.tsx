import type { Lease } from '@portal/domain/schemas/lease';
import { getStaffLeaseDocumentUrl } from '@/features/staff/api/staff-leases';
import { useTranslation } from '@/lib/i18n';
import { SealedDocumentRow } from '@/shared/lease/LeaseDocuments';
import { FileSection } from '../application-file/FileSection';
import own from './StaffLease.module.css';

/** The lease's sealed documents (of the signing that executed it and of its changes), to download. */
export function SealedDocumentsSection({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  return (
    <FileSection heading={t('staffLeases.documents.heading')}>
      {lease.documents.length === 0 ? (
        <p>{t('staffLeases.documents.none')}</p>
      ) : (
        <ul className={own.documentList}>
          {lease.documents.map((document) => (
            <SealedDocumentRow
              key={document.id}
              name={document.name}
              urlOf={() => getStaffLeaseDocumentUrl(lease.id, document.id)}
            />
          ))}
        </ul>
      )}
    </FileSection>
  );
}
