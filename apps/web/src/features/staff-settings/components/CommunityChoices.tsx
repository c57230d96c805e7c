import type { StaffHome } from '@portal/domain/schemas/staff-home';
import { type Ref, useId } from 'react';
import fieldStyles from '@/components/ui/Field.module.css';
import { InlineError } from '@/components/ui/InlineError';
import styles from './Settings.module.css';

/** The form's field behind the checkboxes: the chosen slugs (react-hook-form's useController). */
export interface ChosenCommunitiesField {
  name: string;
  value: readonly string[] | undefined;
  onChange: (value: string[]) => void;
  onBlur: () => void;
  /** Given to the first checkbox, which the form focuses when the group has an error. */
  ref: Ref<HTMLInputElement>;
}

interface CommunityChoicesProps {
  legend: string;
  communities: StaffHome['communities'];
  field: ChosenCommunitiesField;
  /** Said instead of the checkboxes when the role works everywhere (an admin). */
  everywhere: string | null;
  error?: string | undefined;
}

/**
 * The communities a manager or a leasing agent works in, one checkbox each in a fieldset; for an admin
 * the sentence that they work in all of them. The group's error is announced and tied to the group.
 */
export function CommunityChoices({ legend, communities, field, everywhere, error }: CommunityChoicesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = field.value ?? [];
  return (
    <fieldset className={styles.choices} aria-describedby={error && !everywhere ? errorId : undefined}>
      <legend className={styles.choiceLegend}>{legend}</legend>
      {everywhere ? (
        <p className={styles.muted}>{everywhere}</p>
      ) : (
        <>
          {communities.map((community, index) => (
            <div key={community.slug} className={fieldStyles.checkboxRow}>
              <input
                type="checkbox"
                id={`${id}-${community.slug}`}
                ref={index === 0 ? field.ref : undefined}
                name={field.name}
                className={fieldStyles.checkbox}
                value={community.slug}
                checked={chosen.includes(community.slug)}
                aria-invalid={error ? true : undefined}
                onChange={(event) =>
                  field.onChange(
                    event.currentTarget.checked
                      ? [...chosen, community.slug]
                      : chosen.filter((slug) => slug !== community.slug),
                  )
                }
                onBlur={field.onBlur}
              />
              <label htmlFor={`${id}-${community.slug}`} className={fieldStyles.checkboxLabel}>
                {community.display_name}
              </label>
            </div>
          ))}
          <InlineError id={errorId} message={error} marked />
        </>
      )}
    </fieldset>
  );
}
