import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import type { RentalOptionDefinition } from '@/features/staff-settings/lib/rental-option-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { useRowPanels } from '../use-row-panels';
import { AddItem } from './AddItem';
import { type ItemColumn, ItemTable } from './ItemTable';
import { RentalOptionForm } from './RentalOptionForm';
import { SectionFrame } from './SectionFrame';
import type { ItemPanelKind } from './use-item-form';

/**
 * The rental options (parking, storage, pets …): a row each with its prices and Edit and Remove, and a
 * form to add one. A save sends every option of the community.
 */
export function RentalOptionsSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const panels = useRowPanels<ItemPanelKind>();
  const list = { community, save, panels, list: 'rental_options', level: 3, Form: RentalOptionForm } as const;
  const money = (cents: number | undefined) =>
    cents === undefined ? t('communitySections.none') : formatCents(cents);
  const columns: ItemColumn<RentalOptionDefinition>[] = [
    {
      header: t('communitySections.rentalOptions.columns.category'),
      cell: (option) =>
        t(`communitySections.rentalOptions.categories.${option.category}`, { defaultValue: option.category }),
    },
    {
      header: t('communitySections.rentalOptions.columns.monthly'),
      cell: (option) => {
        const included = option.included_quantity_for_bedrooms_at_least;
        return included
          ? `${money(option.monthly_cents)} (${t('communitySections.rentalOptions.included', included)})`
          : money(option.monthly_cents);
      },
      amount: true,
    },
    {
      header: t('communitySections.rentalOptions.columns.deposit'),
      cell: (option) => money(option.deposit_cents),
      amount: true,
    },
    {
      header: t('communitySections.rentalOptions.columns.oneTime'),
      cell: (option) => money(option.one_time_cents),
      amount: true,
    },
    {
      header: t('communitySections.rentalOptions.columns.maxQuantity'),
      cell: (option) => option.max_quantity,
    },
  ];
  return (
    <SectionFrame
      heading={t('communitySections.rentalOptions.heading')}
      intro={t('communitySections.rentalOptions.intro')}
      panels={panels}
    >
      <ItemTable
        {...list}
        caption={t('communitySections.rentalOptions.caption', { community: community.display_name })}
        empty={t('communitySections.rentalOptions.empty')}
        columns={columns}
      />
      <AddItem {...list} label={t('communitySections.rentalOptions.add')} />
    </SectionFrame>
  );
}
