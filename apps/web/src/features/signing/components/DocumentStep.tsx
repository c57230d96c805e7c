import { useId } from 'react';
import { LightMarkdown } from '@/components/ui/LightMarkdown';
import { useTranslation } from '@/lib/i18n';
import { openLinkedDocument } from '@/lib/open-document';
import styles from './Ceremony.module.css';
import { SignForm, type SignFormProps } from './SignForm';
import { StepHeading } from './StepHeading';

export interface DocumentStepProps extends SignFormProps {
  focusHeading: boolean;
}

/**
 * Step b: the whole document as HTML (the text the PDF is drawn from: the English original, then for a
 * Spanish reader what follows it), its PDF, then the fields.
 */
export function DocumentStep({ data, session, pin, focusHeading, onSigned, onCancel }: DocumentStepProps) {
  const { t } = useTranslation();
  const documentId = useId();
  const { document, signer } = data;

  return (
    <>
      <StepHeading focusOnMount={focusHeading}>
        {t('signing.ceremony.document.heading', { name: document.name })}
      </StepHeading>
      <p>{t('signing.ceremony.document.signingAs', { name: signer.name, role: signer.role_label })}</p>
      {document.translation ? (
        <p>{t(`signing.ceremony.document.translation.${document.translation.status}`)}</p>
      ) : null}
      <a className={styles.download} href={document.pdf_url} onClick={openLinkedDocument}>
        {t('signing.ceremony.document.downloadPdf')}
      </a>
      <section className={styles.document} aria-labelledby={documentId}>
        <h2 id={documentId} className={styles.sectionHeading}>
          {t('signing.ceremony.document.documentLabel', { name: document.name })}
        </h2>
        {/* The original is English whatever the page's language; what follows it is Spanish (decision 0053). */}
        <div lang="en" data-document-text>
          <LightMarkdown text={document.markdown} topHeadingLevel={3} />
        </div>
        {document.translation ? (
          <div lang="es" data-document-text>
            <LightMarkdown text={document.translation.markdown} topHeadingLevel={3} />
          </div>
        ) : null}
      </section>
      <SignForm data={data} session={session} pin={pin} onSigned={onSigned} onCancel={onCancel} />
    </>
  );
}
