import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import { Button } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n';
import { documentToSign } from './lib/approved-steps';
import type { SigningControls } from './SigningStatus';

interface SignOneDocumentButtonProps {
  applicant: Applicant;
  signing: SigningControls;
  /** "View & Sign {document type}". */
  label: string;
}

/** Opens the one document still to sign; reads "Signature Processing" (disabled) while one is processed. */
export function SignOneDocumentButton({ applicant, signing, label }: SignOneDocumentButtonProps) {
  const { t } = useTranslation();
  const document = documentToSign(applicant.signable_documents);
  const processing = applicant.is_lease_signature_being_processed || signing.busyDocument !== null;
  return (
    <Button
      aria-disabled={processing || !signing.maySign || !document || undefined}
      onClick={() => {
        if (!processing && signing.maySign && document) signing.sign(document.id);
      }}
    >
      {processing ? t('approvedFlow.payment.processing') : label}
    </Button>
  );
}
