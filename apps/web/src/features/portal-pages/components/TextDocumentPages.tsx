import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { rememberAcceptedTermsRevision } from '@/lib/accepted-terms-revision';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { openLinkedDocument } from '@/lib/open-document';
import { safeNextPath } from '@/shared/account-frame/next-path';
import { useFunnelTerms, usePrivacyPolicy, useRentalFeesAgreement, useTermsOfUse } from '../api/documents';
import { asksForTermsAcceptance } from '../lib/terms-acceptance';
import { DocumentPage } from './DocumentPage';
import styles from './TextDocumentPages.module.css';

const asText = (text: string) => text;

/** `/:community/privacy-policy` */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <DocumentPage
      title={t('portalPages.privacyPolicy.title')}
      query={usePrivacyPolicy()}
      textOf={asText}
      showContact
    />
  );
}

/** `/:community/funnel-terms`: the community's own terms for applicants. */
export function FunnelTermsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <DocumentPage
      title={t('portalPages.funnelTerms.title', { community: community.display_name })}
      query={useFunnelTerms(community.slug)}
      textOf={asText}
    />
  );
}

/** `/:community/rental-fees-agreement`: the community's fees, generated from its pricing, and as a PDF. */
export function RentalFeesAgreementPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <DocumentPage
      title={t('portalPages.rentalFeesAgreement.title')}
      query={useRentalFeesAgreement(community.slug)}
      textOf={asText}
    >
      {() => (
        <p>
          <a
            href={`/api/community/${encodeURIComponent(community.slug)}/fee-sheet-pdf/`}
            onClick={openLinkedDocument}
          >
            {t('portalPages.rentalFeesAgreement.feeSheet')}
          </a>
        </p>
      )}
    </DocumentPage>
  );
}

/**
 * `/:community/terms`: the platform Terms of Use. With `?registered=true`, a signed-in user who has not
 * finished their account set up accepts them here; the account page completes the set up with the
 * accepted revision.
 */
export function TermsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { session } = useCommunitySession(community.slug);
  const acceptHeadingId = useId();
  const asksForAcceptance = asksForTermsAcceptance(searchParams.get('registered'), session);

  function agree(revisionId: string) {
    rememberAcceptedTermsRevision(revisionId);
    // Back from sign-up on the way somewhere (applying for a unit): keep going there after the set up.
    const next = safeNextPath(searchParams.get('next'), community.slug);
    void navigate(`/${community.slug}/account${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  }

  return (
    <DocumentPage
      title={t('portalPages.terms.title')}
      query={useTermsOfUse()}
      textOf={(terms) => terms.text}
      showContact={!asksForAcceptance}
    >
      {(terms) =>
        asksForAcceptance ? (
          <section className={styles.accept} aria-labelledby={acceptHeadingId}>
            <div className={styles.acceptText}>
              <h2 id={acceptHeadingId} className={styles.acceptHeading}>
                {t('portalPages.terms.acceptHeading')}
              </h2>
              <p>{t('portalPages.terms.acceptBody')}</p>
            </div>
            <Button onClick={() => agree(terms.current_revision.id)}>{t('portalPages.terms.agree')}</Button>
          </section>
        ) : null
      }
    </DocumentPage>
  );
}
