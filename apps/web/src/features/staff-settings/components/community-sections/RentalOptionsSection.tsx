import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import type { RentalOptionDefinition } from '@/features/staff-settings/lib/rental-option-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { ConfirmRemove } from './ConfirmRemove';
import { AddItem, type ItemColumn, ItemTable } from './ItemTable';
import { RentalOptionForm } from './RentalOptionForm';
import { SectionFrame } from './SectionFrame';
import { useItemPanels } from './use-item-panels';

/**
 * The rental options (parking, storage, pets …): a row each with its prices and Edit and Remove, and a
 * form to add one. A save sends every option of the community.
 */
export function RentalOptionsSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const panels = useItemPanels();
  const section = { community, save };
  const options = community.rental_options;
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
  const form = (index: number, id: string, placement: 'row' | 'add') => (
    <RentalOptionForm
      {...section}
      id={id}
      index={index}
      level={3}
      placement={placement}
      onCancel={panels.close}
      onSaved={(message) => panels.done(message)}
    />
  );

  return (
    <SectionFrame
      heading={t('communitySections.rentalOptions.heading')}
      intro={t('communitySections.rentalOptions.intro')}
      saved={panels.saved}
      headingRef={panels.headingRef}
    >
      <ItemTable
        list="rental_options"
        caption={t('communitySections.rentalOptions.caption', { community: community.display_name })}
        empty={t('communitySections.rentalOptions.empty')}
        columns={columns}
        rows={options.map((item, index) => ({ item, index }))}
        panels={panels}
        renderPanel={(index, mode, id) =>
          mode === 'edit' ? (
            form(index, id, 'row')
          ) : (
            <ConfirmRemove
              {...section}
              id={id}
              level={3}
              name={options[index]?.name ?? ''}
              change={{ rental_options: options.filter((_, other) => other !== index) }}
              onCancel={panels.close}
              onRemoved={(message) => panels.done(message, true)}
            />
          )
        }
      />
      <AddItem
        list="rental_options"
        label={t('communitySections.rentalOptions.add')}
        panels={panels}
        renderForm={(id) => form(options.length, id, 'add')}
      />
    </SectionFrame>
  );
}
