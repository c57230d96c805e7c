import { todayIn } from '@portal/domain/dates/calendar-date';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorList } from '@/components/ui/ErrorList';
import { LoadingState } from '@/components/ui/LoadingState';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { applyParam, signUpToApplyPath } from '@/shared/units/available-date';
import { UnitCard, UnitList } from '@/shared/units/UnitCard';
import { useStartApplication } from '../api/start-application';
import { useAvailableUnits } from '../api/units';
import { sendPassthrough, usePersonalizedWelcome } from '../api/visit';
import { forgetVisitLink, rememberedVisitLink, rememberVisitLink, visitLinkOf } from '../lib/visit-link';
import { LinkedUnit } from './LinkedUnit';
import styles from './WelcomePage.module.css';

/**
 * `/:community/welcome`: the apartments open for applications, each with "Apply". Signed out, Apply
 * goes to sign-up and comes back here with `?apply={unitId}`, which applies once a session exists.
 * A listing's or an agent's link (`?unit=204&utm_source=…`, decision 0027) puts its apartment first and
 * is passed through to the leasing team with the application it leads to.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const units = useAvailableUnits(community.slug);
  const [visitLink] = useState(() => visitLinkOf(searchParams));
  const linkedUnit = visitLink?.unit_number ?? null;
  const personalized = usePersonalizedWelcome(community.slug, linkedUnit);
  const featuredId = personalized.data?.unit?.id;
  const { session, query: sessionQuery } = useCommunitySession(community.slug);
  const sessionPending = sessionQuery.isPending;
  const start = useStartApplication();
  const [failure, setFailure] = useState<string[]>([]);
  const [applyingUnit, setApplyingUnit] = useState<number | null>(null);
  const autoApplied = useRef(false);
  const today = todayIn(community.community.timezone);
  const signedIn = session !== null && session.kind !== 'guest';
  useDocumentTitle(t('journey.welcome.title'), community.display_name);

  async function apply(unitId: number, { replace = false } = {}) {
    if (!signedIn) {
      navigate(signUpToApplyPath(community.slug, unitId));
      return;
    }
    if (start.isPending) return;
    setFailure([]);
    setApplyingUnit(unitId);
    try {
      const transaction = await start.mutateAsync(unitId);
      await passLinkThrough(transaction.id);
      navigate(transactionPath(community.slug, transaction.id, 'address'), { replace });
    } catch (error) {
      // A 400 says why (the unit was just taken): show the API's words, else the generic failure.
      const message = isApiRequestError(error) && error.status === 400 ? error.body?.message : undefined;
      setFailure([message ?? t('journey.welcome.applyFailed')]);
      setApplyingUnit(null);
    }
  }

  useEffect(() => {
    if (visitLink) rememberVisitLink(visitLink);
  }, [visitLink]);

  const pendingApply = applyParam(searchParams.get('apply'));
  // Back from sign-up or login with ?apply=: apply for that unit once, then forget the parameter.
  useEffect(() => {
    if (autoApplied.current || pendingApply === null || sessionPending) return;
    if (!signedIn) return;
    autoApplied.current = true;
    setSearchParams(
      (params) => {
        params.delete('apply');
        return params;
      },
      { replace: true },
    );
    void apply(pendingApply, { replace: true });
  });

  return (
    <article className={styles.page} aria-labelledby="welcome-heading">
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t('journey.welcome.eyebrow', { name: community.display_name })}</p>
        <h1 id="welcome-heading" className={styles.heading}>
          {t('journey.welcome.heading')}
        </h1>
        <p className={styles.lead}>{t('journey.welcome.intro')}</p>
        {!sessionPending && !signedIn ? (
          <p className={styles.note}>
            {t('journey.welcome.signedOutNote')} {t('journey.welcome.haveAccount')}{' '}
            <Link
              className={styles.link}
              to={`/${community.slug}/login?next=${encodeURIComponent(`/${community.slug}/welcome`)}`}
            >
              {t('journey.welcome.logIn')}
            </Link>
          </p>
        ) : null}
      </header>

      <div className={styles.body}>
        <ErrorList messages={failure} />
        {applyingUnit !== null && start.isPending ? (
          <LoadingState label={t('journey.welcome.applying')} />
        ) : null}
        {linkedUnit ? (
          <LinkedUnit
            unitNumber={linkedUnit}
            personalized={personalized}
            communityName={community.display_name}
            today={today}
            busy={start.isPending}
            onApply={(unitId) => void apply(unitId)}
          />
        ) : null}
        {!units.isSuccess ? (
          <QueryFallback
            query={units}
            loadingLabel={t('journey.welcome.loading')}
            failure={{
              message: oops(t('journey.welcome.loadFailed')),
              retryLabel: t('journey.common.retry'),
            }}
          />
        ) : units.data.length === 0 ? (
          <p className={styles.empty}>{t('journey.welcome.empty')}</p>
        ) : (
          <UnitList label={t('journey.welcome.listLabel')}>
            {units.data
              .filter((unit) => unit.id !== featuredId)
              .map((unit) => (
                <li key={unit.id}>
                  <UnitCard
                    unit={unit}
                    today={today}
                    busy={start.isPending}
                    actionLabel={t('journey.welcome.apply')}
                    actionName={t('journey.welcome.applyFor', { number: unit.unit_number })}
                    onAction={() => void apply(unit.id)}
                  />
                </li>
              ))}
          </UnitList>
        )}
      </div>
    </article>
  );
}

/**
 * The link the applicant came by goes to the leasing team with their new application, once. It is theirs
 * to know, not the applicant's: a failure is not shown and never holds the application up.
 */
async function passLinkThrough(transactionId: number) {
  const link = rememberedVisitLink();
  if (!link) return;
  forgetVisitLink();
  await sendPassthrough(transactionId, link).catch(() => undefined);
}
