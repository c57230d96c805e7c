import { useMemo } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { CommunityChange, CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { fieldUnder } from '@/features/staff-settings/lib/section-values';
import { useTranslation } from '@/lib/i18n';
import type { RowPanels } from '../use-row-panels';
import { useSectionForm } from './use-section-save';

/** The lists of a community whose items are added, changed and removed one at a time. */
export type ItemListName = 'fees' | 'concessions' | 'rental_options';

/** What opens for an item: its edit form or its removal's confirmation; or the form adding one. */
export type ItemPanelKind = 'edit' | 'remove' | 'add';
export type ItemPanels = RowPanels<ItemPanelKind>;

export interface ItemFormProps extends CommunitySectionProps {
  id: string;
  /** Where the item is in its list; the list's length for a new one. */
  index: number;
  /** Under the section's h2 (3) or under a group's h3 (4). */
  level: 3 | 4;
  /** 'row' under a table's row; 'add' under an Add button. */
  placement: 'row' | 'add';
  onCancel: () => void;
  /** Called with what to announce once the list is saved and read again. */
  onSaved: (message: string) => void;
}

interface ItemFormOptions<Values, Item> {
  /** The item's schema, told the keys the list's other items have (section-form-schemas). */
  loadSchema: (otherKeys: string[]) => Promise<z.ZodType<Item, Values>>;
  /** What the form starts from: the item's values, or a new one's. */
  values: (item: Item | undefined) => DefaultValues<Values>;
  /** The form's field a path within the item is about. */
  fieldOf: (own: string, values: Values) => string | undefined;
}

/**
 * The form of one fee, concession or rental option, new or changed: saving sends every item of the list,
 * this one in its place; the API's messages about it go under its fields.
 */
export function useItemForm<Values extends FieldValues, Item extends { key: string; name: string }>(
  list: ItemListName,
  { id, index, level, placement, onCancel, onSaved, ...section }: ItemFormProps,
  { loadSchema, values, fieldOf }: ItemFormOptions<Values, Item>,
) {
  const { t } = useTranslation();
  const items = section.community[list] as unknown as readonly Item[];
  const item = items[index];
  const schema = useMemo(() => {
    const otherKeys = items.filter((_, other) => other !== index).map((other) => other.key);
    return () => loadSchema(otherKeys);
  }, [items, index, loadSchema]);
  const { form, failure, send } = useSectionForm<Values, Item>({
    ...section,
    schema,
    defaultValues: values(item),
    fieldOf: fieldUnder(`${list}.${index}`, fieldOf),
  });

  const submit = form.handleSubmit(async (changed) => {
    const next = [...items];
    next[index] = changed;
    if (await send({ [list]: next } as CommunityChange)) {
      const saved = item ? 'communitySections.item.saved' : 'communitySections.item.added';
      onSaved(t(saved, { name: changed.name }));
    }
  });

  return {
    item,
    form,
    /** What ItemFormFrame shows the form in. */
    frame: { id, level, placement, onCancel, form, failure, onSubmit: submit, itemName: item?.name },
  };
}
