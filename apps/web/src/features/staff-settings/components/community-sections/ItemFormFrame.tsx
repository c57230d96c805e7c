import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { RowPanel } from '../RowPanel';
import styles from './CommunitySections.module.css';
import { SectionForm } from './SectionForm';
import type { ItemFormProps } from './use-item-form';

interface ItemFormFrameProps<Values extends FieldValues, Output>
  extends Pick<ItemFormProps, 'id' | 'level' | 'placement' | 'onCancel'> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  failure: readonly string[];
  /** The item's name; none for a new one. */
  itemName: string | undefined;
  /** The heading of the form adding one ("Add a fee"). */
  addHeading: string;
  children: ReactNode;
}

/** The panel of an item's form (use-item-form): "Edit {name}" or "Add a …", its fields, Save and Cancel. */
export function ItemFormFrame<Values extends FieldValues, Output>({
  id,
  level,
  placement,
  onCancel,
  itemName,
  addHeading,
  children,
  ...form
}: ItemFormFrameProps<Values, Output>) {
  const { t } = useTranslation();
  return (
    <RowPanel
      id={id}
      level={level}
      className={placement === 'row' ? styles.panel : styles.addPanel}
      heading={
        itemName === undefined ? addHeading : t('communitySections.item.editHeading', { name: itemName })
      }
      onEscape={onCancel}
    >
      <SectionForm {...form} onCancel={onCancel}>
        {children}
      </SectionForm>
    </RowPanel>
  );
}
