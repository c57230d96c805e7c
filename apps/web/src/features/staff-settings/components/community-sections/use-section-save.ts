import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { CommunityChange, CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { sectionFailure } from '@/features/staff-settings/lib/section-failure';
import { type FieldOf, itemNameOf } from '@/features/staff-settings/lib/section-values';
import { type SchemaFormOptions, useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';

interface SectionSaveOptions<Values extends FieldValues> extends CommunitySectionProps {
  /** Puts a message under one of the form's fields (react-hook-form's setError); none without fields. */
  setError?: UseFormSetError<Values>;
  /** The form's field a path of the community is about (`fees.1.amount_cents` → `amount`). */
  fieldOf?: FieldOf;
}

/**
 * Sends a section's change: once saved, what to announce; refused, each of the API's field messages under
 * its field (the first one focused) and the rest, with the item each is about, for the banner.
 */
export function useSectionSave<Values extends FieldValues>({
  community,
  save,
  setError,
  fieldOf = () => undefined,
}: SectionSaveOptions<Values>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);

  /** Answers whether the change was saved. */
  async function send(change: CommunityChange, savedMessage?: string): Promise<boolean> {
    setFailure([]);
    setSaved(null);
    try {
      await save(change);
      setSaved(savedMessage ?? null);
      return true;
    } catch (error) {
      const sorted = sectionFailure(
        error,
        setError ? fieldOf : () => undefined,
        t('communitySections.failed'),
        (path) => itemNameOf(community, path),
      );
      sorted.fieldErrors.forEach(({ field, message }, index) => {
        setError?.(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setFailure(sorted.otherMessages);
      return false;
    }
  }

  return { failure, saved, setSaved, send };
}

interface SectionFormOptions<Values extends FieldValues, Output> extends CommunitySectionProps {
  schema: SchemaFormOptions<Values, Output>['schema'];
  defaultValues: SchemaFormOptions<Values, Output>['defaultValues'];
  /** The form's field a path of the community is about, given the values as typed (see `fieldUnder`). */
  fieldOf: (path: string, values: Values) => string | undefined;
}

/** A section's form (or an item's), with `useSectionSave` putting the API's messages under its fields. */
export function useSectionForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  fieldOf,
  ...section
}: SectionFormOptions<Values, Output>) {
  const form = useSchemaForm<Values, Output>({ schema, defaultValues });
  const save = useSectionSave<Values>({
    ...section,
    setError: form.setError,
    fieldOf: (path) => fieldOf(path, form.getValues()),
  });
  return { form, ...save };
}

/** The banner's messages: the save's failure, and a check's message that is about no one field. */
export function bannerMessages(failure: readonly string[], root: { message?: string } | undefined): string[] {
  return root?.message ? [...failure, root.message] : [...failure];
}
