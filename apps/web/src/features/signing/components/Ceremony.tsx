import type { CeremonySession } from '@portal/domain/schemas/signing';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorList } from '@/components/ui/ErrorList';
import { useTranslation } from '@/lib/i18n';
import {
  ESIGN_CANCELLED,
  ESIGN_SIGNED,
  notifyPortal,
  portalOpener,
  portalParent,
} from '../lib/esign-messages';
import styles from './Ceremony.module.css';
import { ConsentStep } from './ConsentStep';
import { DocumentStep } from './DocumentStep';
import { DoneStep } from './DoneStep';
import { STEP_HEADING_ID, StepHeading } from './StepHeading';

type Step = { name: 'consent' } | { name: 'document' } | { name: 'done'; returnUrl: string };

export interface CeremonyProps {
  data: CeremonySession;
  session: string;
  pin: string | undefined;
}

/**
 * The steps, one at a time: consent (skipped once given), the document and its fields, done. Moving on
 * puts focus on the new step's heading. Cancel tells the portal and closes a hosted window; there is no
 * decline.
 */
export function Ceremony({ data, session, pin }: CeremonyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(data.consented_at ? { name: 'document' } : { name: 'consent' });
  const [moved, setMoved] = useState(false);

  function go(next: Step) {
    setStep(next);
    setMoved(true);
  }

  function cancel() {
    notifyPortal({ type: ESIGN_CANCELLED });
    if (portalOpener()) window.close();
    else if (!portalParent()) {
      // Opened in this very window (a guest, or a blocked pop-up): back where the signer came from.
      if (window.history.length > 1) void navigate(-1);
      else void navigate(`/${data.community.slug}`);
    }
  }

  function signed(returnUrl: string) {
    notifyPortal({ type: ESIGN_SIGNED, documentId: data.document.id });
    go({ name: 'done', returnUrl });
  }

  return (
    <article className={styles.page} aria-labelledby={STEP_HEADING_ID}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          {t('signing.ceremony.eyebrow', { community: data.community.display_name })}
        </p>
        {data.signed_at && step.name !== 'done' ? (
          <>
            <StepHeading focusOnMount={false}>{data.document.name}</StepHeading>
            <ErrorList messages={[t('signing.common.alreadySigned')]} />
          </>
        ) : step.name === 'consent' ? (
          <ConsentStep
            session={session}
            disclosure={data.disclosure}
            focusHeading={moved}
            onConsented={() => go({ name: 'document' })}
            onCancel={cancel}
          />
        ) : step.name === 'document' ? (
          <DocumentStep
            data={data}
            session={session}
            pin={pin}
            focusHeading={moved}
            onSigned={signed}
            onCancel={cancel}
          />
        ) : (
          <DoneStep documentName={data.document.name} returnUrl={step.returnUrl} />
        )}
      </div>
    </article>
  );
}
