import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import type { ConcessionDefinition } from '@/features/staff-settings/lib/concession-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from './CommunitySections.module.css';
import { ConcessionForm } from './ConcessionForm';
import { ConfirmRemove } from './ConfirmRemove';
import { AddItem, type ItemColumn, ItemTable } from './ItemTable';
import type { ItemPanels } from './use-item-panels';

/** The concessions, under the fees: a row each with Edit and Remove, and Add a concession. */
export function ConcessionsList({ panels, ...section }: CommunitySectionProps & { panels: ItemPanels }) {
  const { t } = useTranslation();
  const { concessions, display_name } = section.community;
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
  const form = (index: number, id: string, placement: 'row' | 'add') => (
    <ConcessionForm
      {...section}
      id={id}
      index={index}
      level={4}
      placement={placement}
      onCancel={panels.close}
      onSaved={(message) => panels.done(message)}
    />
  );

  return (
    <>
      <h3 className={styles.groupHeading}>{t('communitySections.concessions.heading')}</h3>
      <ItemTable
        list="concessions"
        caption={t('communitySections.concessions.caption', { community: display_name })}
        empty={t('communitySections.concessions.empty')}
        columns={columns}
        rows={concessions.map((item, index) => ({ item, index }))}
        panels={panels}
        renderPanel={(index, mode, id) =>
          mode === 'edit' ? (
            form(index, id, 'row')
          ) : (
            <ConfirmRemove
              {...section}
              id={id}
              level={4}
              name={concessions[index]?.name ?? ''}
              change={{ concessions: concessions.filter((_, other) => other !== index) }}
              onCancel={panels.close}
              onRemoved={(message) => panels.done(message, true)}
            />
          )
        }
      />
      <AddItem
        list="concessions"
        label={t('communitySections.concessions.add')}
        panels={panels}
        renderForm={(id) => form(concessions.length, id, 'add')}
      />
    </>
  );
}
