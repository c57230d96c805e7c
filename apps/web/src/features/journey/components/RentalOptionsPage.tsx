import { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import type { TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import type { RentalOption } from '@portal/domain/schemas/units';
import { useId, useMemo, useState } from 'react';
import { type Control, type UseFormRegister, useController, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/Button';
import formStyles from '@/components/ui/Form.module.css';
import { QuantityStepper } from '@/components/ui/QuantityStepper';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useRentalOptions, useSaveRentalOptions } from '../api/rental-options';
import {
  draftFromTransaction,
  includedQuantityFor,
  maxQuantityOf,
  type OptionDraft,
  type SelectedRentalOption,
} from '../lib/rental-option-selection';
import type { RentalProfileLocationState } from '../lib/rental-profile-state';
import styles from './RentalProfile.module.css';
import { useIsPrimaryApplicant } from './RentalProfilePage';

/** The page's options, one row each in their order: how many, and (a pet) whether an assistance animal. */
interface CategoryValues {
  options: OptionDraft[];
}
type CategorySelections = Required<Pick<TransactionPatch, 'selected_rental_options'>>;

/** The transaction's selections of the page's options (none of an option: 0). */
function startingValues(selections: readonly SelectedRentalOption[], options: readonly RentalOption[]) {
  const draft = draftFromTransaction(selections, options);
  return {
    options: options.map((option) => draft[option.id] ?? { quantity: 0, isAssistanceAnimal: false }),
  };
}

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

  // Kept while the options are the same, so the form's check is built once.
  const pageOptions = useMemo(
    () => options.data?.filter((option) => option.category === category) ?? [],
    [options.data, category],
  );

  if (!options.isSuccess) {
    return <QueryFallback query={options} loadingLabel={t('journey.rentalProfile.loading')} />;
  }
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
  const [failure, setFailure] = useState<string[]>([]);
  const selections = transaction.selected_rental_options;
  const schema = useMemo(
    () => () =>
      import('./rental-category-schema').then((module) =>
        module.rentalCategorySchema(selections, category, allOptions, options),
      ),
    [selections, category, allOptions, options],
  );
  const { control, register, handleSubmit } = useSchemaForm<CategoryValues, CategorySelections>({
    schema,
    defaultValues: startingValues(selections, options),
  });

  const submit = handleSubmit(async ({ selected_rental_options }) => {
    if (!editable || save.isPending) return;
    setFailure([]);
    try {
      await save.mutateAsync(selected_rental_options);
      const state: RentalProfileLocationState = {
        rentalProfileSaved: t('journey.rentalProfile.saved', {
          category: t(`journey.rentalProfile.categories.${category}.lower`),
        }),
      };
      navigate(hub, { state });
    } catch (error) {
      setFailure(failureMessages(error, t('journey.common.genericError')));
    }
  });

  return (
    <StepForm className={formStyles.form} onSubmit={submit} failure={failure}>
      {editable ? null : <p className={styles.readOnly}>{t('journey.rentalProfile.readOnly')}</p>}
      <ul className={styles.optionList}>
        {options.map((option, index) => (
          <li key={option.id}>
            <OptionRow
              option={option}
              isPet={category === RentalOptionCategory.Pets}
              bedrooms={transaction.unit.bedrooms}
              index={index}
              control={control}
              register={register}
              editable={editable}
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
  /** The option's row in the form's values. */
  index: number;
  control: Control<CategoryValues, unknown, CategorySelections>;
  register: UseFormRegister<CategoryValues>;
  editable: boolean;
}

function OptionRow({ option, isPet, bedrooms, index, control, register, editable }: OptionRowProps) {
  const { t } = useTranslation();
  const { field: quantity } = useController({ control, name: `options.${index}.quantity` });
  const isAssistanceAnimal = useWatch({ control, name: `options.${index}.isAssistanceAnimal` });
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
          value={quantity.value}
          ceiling={max}
          describedBy={included > 0 ? `${pricesId} ${includedId}` : pricesId}
          onChange={quantity.onChange}
        />
      ) : (
        <p className={styles.chosen}>
          {t('journey.rentalProfile.option.chosen', { count: quantity.value })}
          {isPet && quantity.value > 0 && isAssistanceAnimal
            ? ` (${t('journey.rentalProfile.assistanceAnimal')})`
            : null}
        </p>
      )}
      {editable && isPet && quantity.value > 0 ? (
        <label className={styles.checkbox}>
          <input {...register(`options.${index}.isAssistanceAnimal`)} type="checkbox" />
          {t('journey.rentalProfile.option.assistance')}
        </label>
      ) : null}
    </fieldset>
  );
}
