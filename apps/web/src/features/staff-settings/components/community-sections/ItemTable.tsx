import { type ComponentType, type ReactNode, useId } from 'react';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { useTranslation } from '@/lib/i18n';
import { RowOpener } from '../RowButtons';
import look from '../Settings.module.css';
import { SettingsTable } from '../SettingsTable';
import { focusKey } from '../use-row-panels';
import styles from './CommunitySections.module.css';
import { ConfirmRemove } from './ConfirmRemove';
import type { ItemFormProps, ItemListName, ItemPanelKind, ItemPanels } from './use-item-form';

export interface ItemColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** Amounts line up and do not wrap. */
  amount?: boolean;
}

export interface ItemListProps extends CommunitySectionProps {
  list: ItemListName;
  panels: ItemPanels;
  /** The level of its panels' headings: under the section's h2 (3) or under a group's h3 (4). */
  level: 3 | 4;
  /** The form of one item, new or changed. */
  Form: ComponentType<ItemFormProps>;
}

interface ItemTableProps<Item> extends ItemListProps {
  caption: string;
  /** Said instead of an empty table. */
  empty: string;
  columns: ItemColumn<Item>[];
  /** Only the items this table shows (one kind of fee); every one unless told. */
  shows?: (item: Item) => boolean;
}

/**
 * Fees, concessions or rental options: a row each, named by the item, with Edit (its form opening under
 * the row) and Remove (the step before, then the list saved without it).
 */
export function ItemTable<Item extends { name: string }>({
  list,
  panels,
  level,
  Form,
  caption,
  empty,
  columns,
  shows = () => true,
  ...section
}: ItemTableProps<Item>) {
  const { t } = useTranslation();
  const baseId = useId();
  const items = section.community[list] as unknown as readonly Item[];
  const rows = items.map((item, index) => ({ item, index })).filter(({ item }) => shows(item));
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const rowOf = (index: number) => `${list}.${index}`;

  const opener = (index: number, name: string, kind: Exclude<ItemPanelKind, 'add'>) => (
    <RowOpener
      panels={panels}
      row={rowOf(index)}
      kind={kind}
      panelId={panelId(index)}
      label={t(`communitySections.item.${kind}`)}
      accessibleName={t(`communitySections.item.${kind}Item`, { name })}
    />
  );

  const panel = (index: number, name: string, kind: ItemPanelKind) =>
    kind === 'remove' ? (
      <ConfirmRemove
        {...section}
        id={panelId(index)}
        level={level}
        name={name}
        change={{ [list]: items.filter((_, other) => other !== index) }}
        onCancel={panels.cancel}
        // The row has gone: focus goes to the section's heading, the announcement says why.
        onRemoved={(message) => panels.done(message, [])}
      />
    ) : (
      <Form
        {...section}
        id={panelId(index)}
        index={index}
        level={level}
        placement="row"
        onCancel={panels.cancel}
        onSaved={(message) => panels.done(message, [focusKey(rowOf(index), 'edit')])}
      />
    );

  return (
    <SettingsTable
      caption={caption}
      headers={[
        t('communitySections.item.name'),
        ...columns.map((column) => column.header),
        t('communitySections.item.actions'),
      ]}
      rows={rows}
      rowKey={({ index }) => index}
      cells={({ item, index }) => (
        <>
          <th scope="row">{item.name}</th>
          {columns.map((column) => (
            <td key={column.header} className={column.amount ? look.number : undefined}>
              {column.cell(item)}
            </td>
          ))}
          <td>
            <div className={styles.rowActions}>
              {opener(index, item.name, 'edit')}
              {opener(index, item.name, 'remove')}
            </div>
          </td>
        </>
      )}
      panel={({ item, index }) => {
        const kind = panels.openUnder(rowOf(index));
        return kind ? panel(index, item.name, kind) : null;
      }}
    />
  );
}
