import { useTranslation } from '@/lib/i18n';
import { Button } from './Button';
import { StatusPanel } from './StatusPanel';

export interface SystemUnavailableProps {
  onRetry: () => void;
  retrying?: boolean;
}

/** Spec error catalogue: "System Unavailable: Oops! We're having some trouble connecting to our system." */
export function SystemUnavailable({ onRetry, retrying = false }: SystemUnavailableProps) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      role="alert"
      tone="danger"
      heading={t('errors.systemUnavailable.heading')}
      actions={
        <Button onClick={retrying ? undefined : onRetry} aria-disabled={retrying || undefined}>
          {retrying ? t('errors.systemUnavailable.retrying') : t('errors.systemUnavailable.retry')}
        </Button>
      }
    >
      <p>{t('errors.systemUnavailable.body')}</p>
    </StatusPanel>
  );
}
