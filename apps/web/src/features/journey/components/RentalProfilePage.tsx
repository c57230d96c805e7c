import type { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import { roles } from '@portal/domain/constants/roles';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { TaskCard } from '@/components/ui/TaskCard';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContinueStep } from '@/shared/journey-step/ContinueStep';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useRentalOptions } from '../api/rental-options';
import {
  offeredCategories,
  type SelectedRentalOption,
  type SelectionSummary,
  summarizeCategory,
} from '../lib/rental-option-selection';
import type { RentalProfileLocationState } from '../lib/rental-profile-state';
import { HouseholdCards } from './household/HouseholdCards';
import styles from './RentalProfile.module.css';

/** What a category page hands the hub after a save: the polite confirmation to show there. */
/** Whether the signed-in applicant may change the transaction's rental options. */
export function useIsPrimaryApplicant(): boolean {
  return useCurrentTransaction().applicant.role === roles.primary_applicant.code;
}

/**
 * `/:community/transaction/:transactionId/rental-profile` (and `rental-profile/options`): a task card per
 * rental option category the community offers, with what is chosen so far, and Continue.
 */
export function RentalProfilePage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const options = useRentalOptions(community.slug);
  const editable = useIsPrimaryApplicant();
  const headingId = useId();
  useDocumentTitle(t('journey.rentalProfile.title'), community.display_name);

  if (!options.isSuccess) {
    return <QueryFallback query={options} loadingLabel={t('journey.rentalProfile.loading')} />;
  }

  const categories = offeredCategories(options.data);
  const summaryText = (item: SelectionSummary) => {
    const base = t('journey.rentalProfile.chosenItem', { quantity: String(item.quantity), name: item.name });
    if (item.isAssistanceAnimal) return `${base} (${t('journey.rentalProfile.assistanceAnimal')})`;
    if (item.included > 0) {
      return `${base} (${t('journey.rentalProfile.included', { count: Math.min(item.included, item.quantity) })})`;
    }
    return base;
  };

  return (
    <section className={styles.hub} aria-labelledby={headingId}>
      <header className={styles.hubHeader}>
        <p className={styles.eyebrow}>{t('journey.rentalProfile.title')}</p>
        <h1 id={headingId} className={styles.heading}>
          {t('journey.rentalProfile.heading')}
        </h1>
        <p className={styles.intro}>{t('journey.rentalProfile.intro')}</p>
      </header>
      <SavedMessage />
      {categories.length === 0 ? (
        <p className={styles.intro}>{t('journey.rentalProfile.none')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('journey.rentalProfile.listLabel')}>
          {categories.map((category) => {
            const chosen = summarizeCategory(transaction.selected_rental_options, category);
            return (
              <li key={category}>
                <TaskCard
                  headingLevel={2}
                  label={t(`journey.rentalProfile.categories.${category}.label`)}
                  description={
                    <>
                      <p>{t(`journey.rentalProfile.categories.${category}.description`)}</p>
                      <p className={styles.chosen}>
                        <span className={styles.chosenLabel}>{t('journey.rentalProfile.chosenLabel')}</span>{' '}
                        {chosen.length === 0
                          ? t('journey.rentalProfile.nothingChosen')
                          : chosen.map(summaryText).join(', ')}
                      </p>
                      {editable ? (
                        <RemoveLinks category={category} selections={transaction.selected_rental_options} />
                      ) : null}
                    </>
                  }
                  action={{
                    to: transactionPath(community.slug, transaction.id, category),
                    label: t(`journey.rentalProfile.categories.${category}.manage`),
                  }}
                  goBackTo={false}
                />
              </li>
            );
          })}
        </ul>
      )}
      <HouseholdCards />
      <ContinueStep page="rental-profile" />
    </section>
  );
}

/** A "Remove {name}" link per chosen option of the category, to its `{category}/{id}/remove` page. */
function RemoveLinks({
  category,
  selections,
}: {
  category: RentalOptionCategory;
  selections: readonly SelectedRentalOption[];
}) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  // One link per option: removing any of its rows takes the whole option off (as its page would).
  const rows = [
    ...new Map(
      selections
        .filter((row) => row.category === category && row.quantity > 0)
        .map((row) => [row.rental_option_id, row]),
    ).values(),
  ];
  if (rows.length === 0) return null;
  return (
    <ul className={styles.removeLinks}>
      {rows.map((row) => (
        <li key={row.id}>
          <Link to={transactionPath(community.slug, transaction.id, `${category}/${row.id}/remove`)}>
            {t('household.cards.removeNamed', { name: row.name })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The confirmation a category page left in the navigation state, announced politely once. */
function SavedMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const saved = (location.state as RentalProfileLocationState | null)?.rentalProfileSaved;

  useEffect(() => {
    if (!saved) return;
    // Set after mount so the live region already exists when the text arrives; then drop the state so
    // a reload does not repeat it.
    setMessage(saved);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [saved, navigate, location.pathname, location.search]);

  return (
    <p className={message ? styles.saved : styles.savedEmpty} role="status">
      {message}
    </p>
  );
}
