import { useId } from 'react';
import { RowOpener } from '../RowButtons';
import { focusKey } from '../use-row-panels';
import styles from './CommunitySections.module.css';
import type { ItemListProps } from './ItemTable';

/** "Add a fee" and the form it opens under it. */
export function AddItem({ list, panels, level, Form, label, ...section }: ItemListProps & { label: string }) {
  const id = useId();
  return (
    <>
      <RowOpener
        panels={panels}
        row={list}
        kind="add"
        panelId={id}
        label={label}
        className={styles.addButton}
      />
      {panels.isOpen(list, 'add') ? (
        <Form
          {...section}
          id={id}
          index={section.community[list].length}
          level={level}
          placement="add"
          onCancel={panels.cancel}
          onSaved={(message) => panels.done(message, [focusKey(list, 'add')])}
        />
      ) : null}
    </>
  );
}
