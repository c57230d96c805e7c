import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import type { ConcessionDefinition } from '@/features/staff-settings/lib/concession-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { AddItem } from './AddItem';
import styles from './CommunitySections.module.css';
import { ConcessionForm } from './ConcessionForm';
import { type ItemColumn, ItemTable } from './ItemTable';
import type { ItemPanels } from './use-item-form';

/** The concessions, under the fees: a row each with Edit and Remove, and Add a concession. */
export function ConcessionsList(props: CommunitySectionProps & { panels: ItemPanels }) {
  const { t } = useTranslation();
  const columns: ItemColumn<ConcessionDefinition>[] = [
    {
      header: t('communitySections.concessions.columns.amount'),
      cell: (concession) => formatCents(concession.amount_cents),
      amount: true,
    },
    {
      header: t('communitySections.concessions.columns.terms'),
      cell: (concession) =>
        concession.applies_to_lease_terms_months
          .map((months) => t('communitySections.concessions.term', { count: months }))
          .join(', ') || t('communitySections.none'),
    },
  ];
  const list = { ...props, list: 'concessions', level: 4, Form: ConcessionForm } as const;

  return (
    <>
      <h3 className={styles.groupHeading}>{t('communitySections.concessions.heading')}</h3>
      <ItemTable
        {...list}
        caption={t('communitySections.concessions.caption', { community: props.community.display_name })}
        empty={t('communitySections.concessions.empty')}
        columns={columns}
      />
      <AddItem {...list} label={t('communitySections.concessions.add')} />
    </>
  );
}
