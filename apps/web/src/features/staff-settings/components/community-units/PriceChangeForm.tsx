import type { ScheduledPrice } from '@portal/domain/schemas/admin-units';
import { type Ref, useImperativeHandle, useState } from 'react';
import formStyles from '@/components/ui/Form.module.css';
import { useSchedulePriceChange } from '@/features/staff-settings/api/admin-units';
import type { PriceChangeValues } from '@/features/staff-settings/lib/unit-form';
import { spelledOutDate } from '@/lib/dates';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { SettingsForm } from '../SettingsForm';
import { UnitInput } from './UnitFields';
import { showUnitFailure } from './unit-failure';

const loadPriceChangeSchema = () =>
  import('@/features/staff-settings/lib/unit-form-schemas').then((module) => module.priceChangeFormSchema);

const PRICE_FIELDS = ['effective_date', 'rent'] as const;
const blank: PriceChangeValues = { effective_date: '', rent: '' };

interface PriceChangeFormProps {
  ref: Ref<{ focus: () => void }>;
  slug: string;
  unitNumber: string;
  onStart: () => void;
  /** Called with what to announce once the change is scheduled and the list read again. */
  onScheduled: (message: string) => void;
  onClose: () => void;
}

/** "Schedule a price change": a day after today and the base rent from it, in dollars. */
export function PriceChangeForm({
  ref,
  slug,
  unitNumber,
  onStart,
  onScheduled,
  onClose,
}: PriceChangeFormProps) {
  const { t } = useTranslation();
  const schedule = useSchedulePriceChange(slug);
  const [failure, setFailure] = useState<string[]>([]);
  const form = useSchemaForm<PriceChangeValues, ScheduledPrice>({
    schema: loadPriceChangeSchema,
    defaultValues: blank,
  });
  const { handleSubmit, setError, setFocus, reset } = form;
  useImperativeHandle(ref, () => ({ focus: () => setFocus('effective_date') }), [setFocus]);

  const submit = handleSubmit(async (price) => {
    onStart();
    setFailure([]);
    try {
      await schedule.mutateAsync({ unitNumber, price });
      reset(blank);
      onScheduled(
        t('communityData.units.prices.scheduled', {
          date: spelledOutDate(price.effective_date),
          unit: unitNumber,
          rent: formatCents(price.base_rent_cents),
        }),
      );
    } catch (error) {
      setFailure(showUnitFailure(error, PRICE_FIELDS, t('communityData.failed'), setError));
    }
  });

  return (
    <SettingsForm
      form={form}
      onSubmit={submit}
      failure={failure}
      submitLabel={t('communityData.units.prices.schedule')}
      busyLabel={t('communityData.units.prices.scheduling')}
      cancel={{ label: t('communityData.units.prices.close'), onClick: onClose }}
    >
      <div className={formStyles.row}>
        <UnitInput name="effective_date" label={t('communityData.units.prices.date')} kind="date" />
        <UnitInput name="rent" label={t('communityData.units.prices.rent')} kind="decimal" />
      </div>
    </SettingsForm>
  );
}
