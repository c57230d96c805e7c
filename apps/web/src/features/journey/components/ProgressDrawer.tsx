import { actsOnCurrentLease } from '@portal/domain/constants/transaction-types';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { useTranslation } from '@/lib/i18n';
import {
  type DrawerModel,
  holdActionPath,
  primaryApplicantName,
  transactionPath,
} from '@/shared/journey-step/drawer-inputs';
import { DrawerPayments } from './DrawerPayments';
import styles from './ProgressDrawer.module.css';

export interface ProgressDrawerProps {
  community: string;
  transaction: LeaseTransaction;
  model: DrawerModel;
  /** The step route of the page on screen, for aria-current. */
  currentPage: string;
}

/**
 * The journey's part of the left drawer: the unit, the payments, then the progress steps or why they are
 * blocked.
 */
export function ProgressDrawer({ community, transaction, model, currentPage }: ProgressDrawerProps) {
  const { t } = useTranslation();
  const unitHeadingId = useId();
  const progressHeadingId = useId();
  const { unit } = transaction;
  const viewProgressPath = transactionPath(community, transaction.id, model.viewProgress);
  const currentPath = transactionPath(community, transaction.id, currentPage);
  // On the page where the hold is lifted (lease terms for an expired quote …) nothing leads away from it.
  const atRemedy = model.hold?.openPages.includes(currentPage) ?? false;
  const actionPath = model.holdAction ? holdActionPath(community, transaction.id, model) : null;
  const action =
    model.holdAction && actionPath && !atRemedy
      ? { label: t(`journey.drawer.actions.${model.holdAction}`), path: actionPath }
      : null;
  // One button per destination: the hold's action names it better than View Progress does.
  const showViewProgress =
    model.blockReason !== null &&
    !atRemedy &&
    viewProgressPath !== currentPath &&
    viewProgressPath !== actionPath;

  return (
    <div className={styles.drawer}>
      <section className={styles.unit} aria-labelledby={unitHeadingId}>
        <h2 id={unitHeadingId} className={styles.eyebrow}>
          {t('journey.drawer.unitHeading')}
        </h2>
        <p className={styles.unitNumber}>{t('journey.drawer.unit', { number: unit.unit_number })}</p>
        <p className={styles.unitLayout}>{unit.layout}</p>
      </section>

      {/* A resident's renewal, notice or lease change is no application: it has no fees or steps to show. */}
      {actsOnCurrentLease(transaction.type) ? null : (
        <DrawerPayments
          community={community}
          transaction={transaction}
          model={model}
          currentPage={currentPage}
        />
      )}
      {actsOnCurrentLease(transaction.type) ? null : (
        <section className={styles.progress} aria-labelledby={progressHeadingId}>
          <h2 id={progressHeadingId} className={styles.eyebrow}>
            {t('journey.drawer.progressHeading')}
          </h2>
          <ProgressBar
            value={model.percentage}
            label={t('journey.drawer.progressLabel')}
            valueText={t('journey.drawer.percentComplete', { percent: String(model.percentage) })}
          />
          {model.blockReason ? (
            <p
              className={model.blockReason === 'not_finishing' ? styles.finished : styles.blocked}
              role="status"
            >
              {t(`journey.drawer.blocked.${model.blockReason}`, { name: primaryApplicantName(transaction) })}
            </p>
          ) : (
            <nav aria-label={t('journey.drawer.stepsLabel')}>
              <ol className={styles.steps}>
                {model.steps.map(({ step, state, clickable }) => {
                  const isCurrentPage = step.route === currentPage;
                  const content = (
                    <>
                      <span className={styles.marker} aria-hidden="true" />
                      <span className={styles.label}>{t(`journey.drawer.steps.${step.key}`)}</span>
                      {state === 'completed' ? (
                        <span className={styles.visuallyHidden}> {t('journey.drawer.completed')}</span>
                      ) : null}
                    </>
                  );
                  return (
                    <li key={step.key} className={`${styles.step} ${styles[state]}`}>
                      {clickable ? (
                        <Link
                          className={styles.stepLink}
                          to={transactionPath(community, transaction.id, step.route)}
                          aria-current={isCurrentPage ? 'step' : undefined}
                        >
                          {content}
                        </Link>
                      ) : (
                        <span className={styles.stepText}>{content}</span>
                      )}
                    </li>
                  );
                })}
              </ol>
            </nav>
          )}
          {action ? (
            <Link className={buttonClassName('primary', styles.viewProgress)} to={action.path}>
              {action.label}
            </Link>
          ) : null}
          {showViewProgress ? (
            <Link className={buttonClassName('secondary', styles.viewProgress)} to={viewProgressPath}>
              {t('journey.drawer.viewProgress')}
            </Link>
          ) : null}
        </section>
      )}
    </div>
  );
}
