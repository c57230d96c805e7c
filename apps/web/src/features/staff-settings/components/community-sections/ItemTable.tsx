import { Fragment, type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import type { ItemPanels, PanelMode, PanelState } from './use-item-panels';

export interface ItemColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** Amounts line up and do not wrap. */
  amount?: boolean;
}

interface ItemTableProps<Item extends { name: string }> {
  /** The list the rows are of (`fees`), naming their panels. */
  list: string;
  caption: string;
  /** Said instead of an empty table. */
  empty: string;
  columns: ItemColumn<Item>[];
  /** The items shown, each with its index in the community's list. */
  rows: Array<{ item: Item; index: number }>;
  panels: ItemPanels;
  /** What opens under a row: the item's edit form or its removal's confirmation. */
  renderPanel: (index: number, mode: PanelMode, id: string) => ReactNode;
}

/** Fees, concessions or rental options: a row each, named by the item, with Edit and Remove. */
export function ItemTable<Item extends { name: string }>({
  list,
  caption,
  empty,
  columns,
  rows,
  panels,
  renderPanel,
}: ItemTableProps<Item>) {
  const { t } = useTranslation();
  const baseId = useId();
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const opener = (index: number, mode: PanelMode, label: string, accessibleName: string) => {
    const panel: PanelState = { list, index, mode };
    const open = panels.isOpen(panel);
    return (
      <Button
        variant="secondary"
        className={styles.rowButton}
        aria-label={accessibleName}
        aria-expanded={open}
        aria-controls={open ? panelId(index) : undefined}
        onClick={(event) => panels.toggle(panel, event.currentTarget)}
      >
        {label}
      </Button>
    );
  };

  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('communitySections.item.name')}</th>
            {columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
            <th scope="col">{t('communitySections.item.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ item, index }) => {
            const open = panels.open?.list === list && panels.open.index === index ? panels.open : null;
            return (
              <Fragment key={index}>
                <tr className={open ? styles.openRow : undefined}>
                  <th scope="row">{item.name}</th>
                  {columns.map((column) => (
                    <td key={column.header} className={column.amount ? styles.amount : undefined}>
                      {column.cell(item)}
                    </td>
                  ))}
                  <td>
                    <div className={styles.rowActions}>
                      {opener(
                        index,
                        'edit',
                        t('communitySections.item.edit'),
                        t('communitySections.item.editItem', { name: item.name }),
                      )}
                      {opener(
                        index,
                        'remove',
                        t('communitySections.item.remove'),
                        t('communitySections.item.removeItem', { name: item.name }),
                      )}
                    </div>
                  </td>
                </tr>
                {open ? (
                  <tr className={styles.panelRow}>
                    <td colSpan={columns.length + 2}>{renderPanel(index, open.mode, panelId(index))}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface AddItemProps {
  list: string;
  label: string;
  panels: ItemPanels;
  /** The form adding an item, under the button while it is open. */
  renderForm: (id: string) => ReactNode;
}

/** "Add a fee" and the form it opens under it. */
export function AddItem({ list, label, panels, renderForm }: AddItemProps) {
  const id = useId();
  const panel: PanelState = { list, index: 'new', mode: 'edit' };
  const open = panels.isOpen(panel);
  return (
    <>
      <Button
        variant="secondary"
        className={styles.addButton}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => panels.toggle(panel, event.currentTarget)}
      >
        {label}
      </Button>
      {open ? renderForm(id) : null}
    </>
  );
}
