import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import styles from './Approved.module.css';

interface SigningStepFrameProps {
  title: string;
  heading: string;
  intro?: string;
  /** Back to the earlier step; none when the flow started here. */
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

/** A step of the approved screen after the approval message: its card, and Go Back. */
export function SigningStepFrame({ title, heading, intro, onBack, children }: SigningStepFrameProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(title, community.display_name);
  return (
    <JourneyCard eyebrow={t('approvedFlow.eyebrow')} heading={heading} intro={intro}>
      {children}
      {onBack ? (
        <div className={styles.back}>
          <Button variant="secondary" onClick={onBack}>
            {t('approvedFlow.goBack')}
          </Button>
        </div>
      ) : null}
    </JourneyCard>
  );
}
