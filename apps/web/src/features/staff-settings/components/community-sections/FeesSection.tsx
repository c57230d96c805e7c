import { Fragment, type ReactNode } from 'react';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { FEE_KINDS, type FeeDefinition } from '@/features/staff-settings/lib/fee-form';
import { type TFunction, useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from './CommunitySections.module.css';
import { ConcessionsList } from './ConcessionsList';
import { ConfirmRemove } from './ConfirmRemove';
import { FeeForm } from './FeeForm';
import { AddItem, type ItemColumn, ItemTable } from './ItemTable';
import { SectionFrame } from './SectionFrame';
import { useItemPanels } from './use-item-panels';

/** A fee's amount in the list: one amount, or the amount for each number of bedrooms, a line each. */
function feeAmount(fee: FeeDefinition, t: TFunction): ReactNode {
  if (fee.amount_cents !== undefined) return formatCents(fee.amount_cents);
  return (
    <ul className={styles.amountLines}>
      {Object.entries(fee.amount_cents_by_bedrooms ?? {})
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([bedrooms, cents]) => (
          <li key={bedrooms}>
            {t('communitySections.fees.byBedrooms', { bedrooms, amount: formatCents(cents) })}
          </li>
        ))}
    </ul>
  );
}

/**
 * The fees, grouped under One-time fees, Deposits and Monthly fees, then the concessions: a table each,
 * every row with Edit and Remove, and a form to add one. A save sends the whole list it changes.
 */
export function FeesSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const panels = useItemPanels();
  const section = { community, save };
  const { fees } = community;
  const columns: ItemColumn<FeeDefinition>[] = [
    { header: t('communitySections.fees.columns.amount'), cell: (fee) => feeAmount(fee, t), amount: true },
    {
      header: t('communitySections.fees.columns.per'),
      cell: (fee) => t(`communitySections.fees.perOptions.${fee.per}`),
    },
    {
      header: t('communitySections.fees.columns.category'),
      cell: (fee) =>
        fee.category === undefined
          ? t('communitySections.none')
          : t(`communitySections.fees.categories.${fee.category}`, { defaultValue: String(fee.category) }),
    },
  ];
  const form = (index: number, id: string, level: 3 | 4, placement: 'row' | 'add') => (
    <FeeForm
      {...section}
      id={id}
      index={index}
      level={level}
      placement={placement}
      onCancel={panels.close}
      onSaved={(message) => panels.done(message)}
    />
  );

  return (
    <SectionFrame
      heading={t('communitySections.fees.heading')}
      intro={t('communitySections.fees.intro')}
      saved={panels.saved}
      headingRef={panels.headingRef}
    >
      {FEE_KINDS.map((kind) => (
        <Fragment key={kind}>
          <h3 className={styles.groupHeading}>{t(`communitySections.fees.groups.${kind}`)}</h3>
          <ItemTable
            list="fees"
            caption={t(`communitySections.fees.captions.${kind}`, { community: community.display_name })}
            empty={t(`communitySections.fees.empty.${kind}`)}
            columns={columns}
            rows={fees.flatMap((item, index) => (item.kind === kind ? [{ item, index }] : []))}
            panels={panels}
            renderPanel={(index, mode, id) =>
              mode === 'edit' ? (
                form(index, id, 4, 'row')
              ) : (
                <ConfirmRemove
                  {...section}
                  id={id}
                  level={4}
                  name={fees[index]?.name ?? ''}
                  change={{ fees: fees.filter((_, other) => other !== index) }}
                  onCancel={panels.close}
                  onRemoved={(message) => panels.done(message, true)}
                />
              )
            }
          />
        </Fragment>
      ))}
      <AddItem
        list="fees"
        label={t('communitySections.fees.add')}
        panels={panels}
        renderForm={(id) => form(fees.length, id, 3, 'add')}
      />
      <ConcessionsList {...section} panels={panels} />
    </SectionFrame>
  );
}
