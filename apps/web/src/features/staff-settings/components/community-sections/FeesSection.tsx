import { Fragment, type ReactNode } from 'react';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { FEE_KINDS, type FeeDefinition } from '@/features/staff-settings/lib/fee-form';
import { type TFunction, useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { useRowPanels } from '../use-row-panels';
import { AddItem } from './AddItem';
import styles from './CommunitySections.module.css';
import { ConcessionsList } from './ConcessionsList';
import { FeeForm } from './FeeForm';
import { type ItemColumn, ItemTable } from './ItemTable';
import { SectionFrame } from './SectionFrame';
import type { ItemPanelKind } from './use-item-form';

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
  const panels = useRowPanels<ItemPanelKind>();
  const section = { community, save, panels };
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

  return (
    <SectionFrame
      heading={t('communitySections.fees.heading')}
      intro={t('communitySections.fees.intro')}
      panels={panels}
    >
      {FEE_KINDS.map((kind) => (
        <Fragment key={kind}>
          <h3 className={styles.groupHeading}>{t(`communitySections.fees.groups.${kind}`)}</h3>
          <ItemTable
            {...section}
            list="fees"
            level={4}
            Form={FeeForm}
            caption={t(`communitySections.fees.captions.${kind}`, { community: community.display_name })}
            empty={t(`communitySections.fees.empty.${kind}`)}
            columns={columns}
            shows={(fee) => fee.kind === kind}
          />
        </Fragment>
      ))}
      <AddItem {...section} list="fees" level={3} Form={FeeForm} label={t('communitySections.fees.add')} />
      <ConcessionsList {...section} />
    </SectionFrame>
  );
}
