import {
  type IdentitySession,
  identityWindowMessageSchema,
} from '@portal/domain/schemas/identity-verification';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { startDocumentCheck, useAnswerIdentityVerification } from '../api/identity-verification';
import { failureMessage } from '../lib/failure';
import styles from './Identity.module.css';
import { ChooseAnotherWay, IdentityFrame, useGoOnward, VerifyingScreen } from './IdentityFrame';

/** `id-verify/launch-plaid`: the provider's document + selfie check in its own window, framed here. */
export function LaunchPlaidPage() {
  const { t } = useTranslation();
  return (
    <IdentityFrame heading={t('identity.document.heading')} intro={t('identity.document.intro')}>
      {() => <DocumentCheck />}
    </IdentityFrame>
  );
}

function DocumentCheck() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const goOnward = useGoOnward();
  const start = useMutation({ mutationFn: () => startDocumentCheck(transaction.id) });
  const confirm = useAnswerIdentityVerification(transaction.id);

  async function windowFinished(sessionId: string) {
    // Awaited rather than given callbacks: a pass replaces this page with the finished state at once.
    const result = await confirm
      .mutateAsync({ method: 'document', identity_session_id: sessionId })
      .catch(() => null);
    if (result?.outcome === 'verified') goOnward();
  }

  if (confirm.isPending || confirm.data?.outcome === 'verified') return <VerifyingScreen />;
  if (start.data && !confirm.data && !confirm.isError)
    return (
      <CheckWindow
        session={start.data}
        onFinished={(id) => void windowFinished(id)}
        onExit={() => start.reset()}
      />
    );
  const failure = confirm.isError
    ? failureMessage(confirm.error, t('identity.genericError'))
    : confirm.data?.outcome === 'failed'
      ? t('identity.document.failed')
      : start.isError
        ? failureMessage(start.error, t('identity.genericError'))
        : null;
  return (
    <>
      <ErrorList messages={failure ? [failure] : []} />
      <div className={formStyles.actions}>
        <Button
          className={formStyles.submit}
          aria-disabled={start.isPending || undefined}
          onClick={() => {
            if (start.isPending) return;
            confirm.reset();
            start.mutate();
          }}
        >
          {start.isPending
            ? t('identity.document.starting')
            : failure
              ? t('identity.document.tryAgain')
              : t('identity.document.start')}
        </Button>
        <ChooseAnotherWay />
      </div>
    </>
  );
}

/** The provider's window: it tells this page (our origin, this very frame) when it is finished or left. */
function CheckWindow({
  session,
  onFinished,
  onExit,
}: {
  session: IdentitySession;
  onFinished: (sessionId: string) => void;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const handlers = useRef({ onFinished, onExit });
  handlers.current = { onFinished, onExit };
  const [done, setDone] = useState(false);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = identityWindowMessageSchema.safeParse(event.data);
      if (!message.success || done) return;
      setDone(true);
      if (message.data.type === 'exit') handlers.current.onExit();
      else handlers.current.onFinished(message.data.identity_session_id);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [done]);

  useEffect(() => frame.current?.focus(), []);

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      title={t('identity.document.frameTitle')}
      src={session.hosted_url}
    />
  );
}
