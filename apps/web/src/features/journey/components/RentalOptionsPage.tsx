import { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import type { RentalOption } from '@portal/domain/schemas/units';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import formStyles from '../../../components/ui/Form.module.css';
import { QuantityStepper } from '../../../components/ui/QuantityStepper';
import { QueryFallback } from '../../../components/ui/QueryFallback';
import { useCommunity } from '../../../lib/community-context';
import { useTranslation } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRentalOptions, useSaveRentalOptions } from '../api/rental-options';
import { transactionPath } from '../lib/drawer-inputs';
import {
  buildSelections,
  type CategoryDraft,
  draftFromTransaction,
  includedQuantityFor,
  maxQuantityOf,
  type OptionDraft,
} from '../lib/rental-options';
import type { RentalProfileLocationState } from '../lib/rental-profile-state';
import { failureMessages } from '../lib/submit-failure';
import { JourneyCard } from './JourneyCard';
import styles from './RentalProfile.module.css';
import { useIsPrimaryApplicant } from './RentalProfilePage';
import { StepForm } from './StepForm';
import { useCurrentTransaction } from './transaction-context';

/** `/:community/transaction/:transactionId/parking` */
export function ParkingPage() {
  return <RentalCategoryPage category={RentalOptionCategory.Parking} />;
}
/** `/:community/transaction/:transactionId/pets` */
export function PetsPage() {
  return <RentalCategoryPage category={RentalOptionCategory.Pets} />;
}
/** `/:community/transaction/:transactionId/storage` */
export function StoragePage() {
  return <RentalCategoryPage category={RentalOptionCategory.Storage} />;
}
/** `/:community/transaction/:transactionId/wine-cooler` */
export function WineCoolerPage() {
  return <RentalCategoryPage category={RentalOptionCategory.WineCooler} />;
}

/** One category's options with a quantity stepper each; Save replaces the category's selections. */
function RentalCategoryPage({ category }: { category: RentalOptionCategory }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const options = useRentalOptions(community.slug);
  const label = t(`journey.rentalProfile.categories.${category}.label`);
  useDocumentTitle(label, t('journey.rentalProfile.title'), community.display_name);

  if (!options.isSuccess) {
    return <QueryFallback query={options} loadingLabel={t('journey.rentalProfile.loading')} />;
  }
  const pageOptions = options.data.filter((option) => option.category === category);
  const hub = transactionPath(community.slug, transaction.id, 'rental-profile');

  return (
    <JourneyCard
      eyebrow={t('journey.rentalProfile.title')}
      heading={label}
      intro={t(`journey.rentalProfile.categories.${category}.intro`)}
    >
      {pageOptions.length === 0 ? (
        <>
          <p>{t(`journey.rentalProfile.categories.${category}.empty`)}</p>
          <Link to={hub} className={buttonClassName('secondary')}>
            {t('journey.rentalProfile.backToHub')}
          </Link>
        </>
      ) : (
        <CategoryForm category={category} options={pageOptions} allOptions={options.data} hub={hub} />
      )}
    </JourneyCard>
  );
}

interface CategoryFormProps {
  category: RentalOptionCategory;
  options: RentalOption[];
  allOptions: RentalOption[];
  hub: string;
}

function CategoryForm({ category, options, allOptions, hub }: CategoryFormProps) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const editable = useIsPrimaryApplicant();
  const save = useSaveRentalOptions(transaction.id);
  const [draft, setDraft] = useState<CategoryDraft>(() =>
    draftFromTransaction(transaction.selected_rental_options, options),
  );
  const [failure, setFailure] = useState<string[]>([]);

  function update(optionId: number, change: Partial<OptionDraft>) {
    setDraft((current) => ({
      ...current,
      [optionId]: { quantity: 0, isAssistanceAnimal: false, ...current[optionId], ...change },
    }));
  }

  async function submit() {
    if (!editable || save.isPending) return;
    setFailure([]);
    try {
      await save.mutateAsync(
        buildSelections(transaction.selected_rental_options, category, allOptions, draft),
      );
      const state: RentalProfileLocationState = {
        rentalProfileSaved: t('journey.rentalProfile.saved', {
          category: t(`journey.rentalProfile.categories.${category}.lower`),
        }),
      };
      navigate(hub, { state });
    } catch (error) {
      setFailure(failureMessages(error, t('journey.common.genericError')));
    }
  }

  return (
    <StepForm className={formStyles.form} onSubmit={submit} failure={failure}>
      {editable ? null : <p className={styles.readOnly}>{t('journey.rentalProfile.readOnly')}</p>}
      <ul className={styles.optionList}>
        {options.map((option) => (
          <li key={option.id}>
            <OptionRow
              option={option}
              isPet={category === RentalOptionCategory.Pets}
              bedrooms={transaction.unit.bedrooms}
              value={draft[option.id] ?? { quantity: 0, isAssistanceAnimal: false }}
              editable={editable}
              onChange={(change) => update(option.id, change)}
            />
          </li>
        ))}
      </ul>
      <div className={formStyles.actions}>
        {editable ? (
          <Button type="submit" className={formStyles.submit} aria-disabled={save.isPending || undefined}>
            {save.isPending ? t('journey.common.saving') : t('journey.rentalProfile.save')}
          </Button>
        ) : null}
        <Link to={hub} className={buttonClassName('secondary')}>
          {t('journey.rentalProfile.backToHub')}
        </Link>
      </div>
    </StepForm>
  );
}

interface OptionRowProps {
  option: RentalOption;
  isPet: boolean;
  bedrooms: number;
  value: OptionDraft;
  editable: boolean;
  onChange: (change: Partial<OptionDraft>) => void;
}

function OptionRow({ option, isPet, bedrooms, value, editable, onChange }: OptionRowProps) {
  const { t } = useTranslation();
  const pricesId = useId();
  const includedId = useId();
  const included = includedQuantityFor(option, bedrooms);
  const max = maxQuantityOf(option);

  return (
    <fieldset className={styles.option}>
      <legend className={styles.optionName}>
        {option.name}
        {included > 0 ? (
          <span className={styles.badge}> {t('journey.rentalProfile.included', { count: included })}</span>
        ) : null}
      </legend>
      <ul
        id={pricesId}
        className={styles.prices}
        aria-label={t('journey.rentalProfile.option.priceLabel', { name: option.name })}
      >
        <li className={styles.monthly}>
          {t('journey.rentalProfile.option.monthly', { price: formatCents(option.monthly_price) })}
        </li>
        {option.deposit_price > 0 ? (
          <li>{t('journey.rentalProfile.option.deposit', { price: formatCents(option.deposit_price) })}</li>
        ) : null}
        {option.one_time_price > 0 ? (
          <li>{t('journey.rentalProfile.option.oneTime', { price: formatCents(option.one_time_price) })}</li>
        ) : null}
        <li>{t('journey.rentalProfile.option.limit', { count: max })}</li>
      </ul>
      {included > 0 ? (
        <p id={includedId} className={styles.includedNote}>
          {t('journey.rentalProfile.option.includedNote', { count: included })}
        </p>
      ) : null}
      {editable ? (
        <QuantityStepper
          label={t('journey.rentalProfile.option.quantityLabel', { name: option.name })}
          decreaseLabel={t('journey.rentalProfile.option.remove', { name: option.name })}
          increaseLabel={t('journey.rentalProfile.option.add', { name: option.name })}
          announce={(count) => t('journey.rentalProfile.option.announce', { name: option.name, count })}
          value={value.quantity}
          ceiling={max}
          describedBy={included > 0 ? `${pricesId} ${includedId}` : pricesId}
          onChange={(quantity) => onChange({ quantity })}
        />
      ) : (
        <p className={styles.chosen}>
          {t('journey.rentalProfile.option.chosen', { count: value.quantity })}
          {isPet && value.quantity > 0 && value.isAssistanceAnimal
            ? ` (${t('journey.rentalProfile.assistanceAnimal')})`
            : null}
        </p>
      )}
      {editable && isPet && value.quantity > 0 ? (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={value.isAssistanceAnimal}
            onChange={(event) => onChange({ isAssistanceAnimal: event.target.checked })}
          />
          {t('journey.rentalProfile.option.assistance')}
        </label>
      ) : null}
    </fieldset>
  );
}
