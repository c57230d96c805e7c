import { useEffect, useRef, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { useTranslation } from '@/lib/i18n';
import { openLinkedDocument } from '@/lib/open-document';
import styles from './Approved.module.css';
import { type LeaseDocumentRef, useLeaseDocumentUrl } from './api/lease-document-url';

interface DocumentCopyActionProps {
  transactionId: number;
  document: LeaseDocumentRef;
  /** The button that asks for the link, and the link once it is known. */
  label: string;
  readyLabel: string;
  /** Accessible names naming the document, where several sit side by side. */
  ariaLabel?: string;
  readyAriaLabel?: string;
  variant?: 'primary' | 'secondary';
}

/**
 * A document's PDF behind a short-lived link: asked for on request, then offered as a link that takes
 * the focus and opens the PDF (lib/open-document.ts). A failure to get the link shows only once the
 * request was retried (spec part 2 §8); a failure to open it, in the snackbar.
 */
export function DocumentCopyAction(props: DocumentCopyActionProps) {
  const { transactionId, document, label, readyLabel, ariaLabel, readyAriaLabel } = props;
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const url = useLeaseDocumentUrl(transactionId, document, { enabled: wanted });
  const linkRef = useRef<HTMLAnchorElement>(null);
  const variant = props.variant ?? 'secondary';
  useEffect(() => {
    if (wanted && url.data) linkRef.current?.focus();
  }, [wanted, url.data]);
  if (wanted && url.data) {
    return (
      <a
        ref={linkRef}
        className={buttonClassName(variant)}
        aria-label={readyAriaLabel}
        href={url.data}
        onClick={openLinkedDocument}
      >
        {readyLabel}
      </a>
    );
  }
  const busy = wanted && url.isFetching;
  return (
    <div className={styles.copy}>
      <Button
        variant={variant}
        aria-label={ariaLabel}
        aria-disabled={busy || undefined}
        onClick={() => (busy ? undefined : wanted ? void url.refetch() : setWanted(true))}
      >
        {busy ? t('approvedFlow.copy.retrieving') : label}
      </Button>
      {wanted && url.isError && !busy ? <ErrorList messages={[t('approvedFlow.copy.failed')]} /> : null}
    </div>
  );
}
