import { useState } from 'react';
import { Field } from '@/components/ui/Field';
import { isListedTimeZone, US_TIME_ZONES } from '@/features/staff-settings/lib/new-community';
import { useTranslation } from '@/lib/i18n';

const ANOTHER_ZONE = 'another';

/** The form's `timezone` field (react-hook-form's useController). */
export interface TimeZoneControl {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: (instance: HTMLElement | null) => void;
}

/**
 * The community's time zone: the US ones by name in a select, or "Another time zone", which opens a text
 * field for its IANA name (Europe/London). The field's error shows under whichever control holds it.
 */
export function TimeZoneField({ field, error }: { field: TimeZoneControl; error?: string | undefined }) {
  const { t } = useTranslation();
  const [another, setAnother] = useState(() => !isListedTimeZone(field.value));
  return (
    <>
      <Field
        label={t('communitySettings.fields.timezone')}
        hint={t('communitySettings.fields.timezoneHint')}
        error={another ? undefined : error}
        required
      >
        {(control) => (
          <select
            {...control}
            ref={another ? undefined : field.ref}
            name={field.name}
            value={another ? ANOTHER_ZONE : field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              setAnother(chosen === ANOTHER_ZONE);
              field.onChange(chosen === ANOTHER_ZONE ? '' : chosen);
            }}
          >
            {US_TIME_ZONES.map(({ zone, name }) => (
              <option key={zone} value={zone}>
                {t('communitySettings.timeZones.option', {
                  name: t(`communitySettings.timeZones.${name}`),
                  zone,
                })}
              </option>
            ))}
            <option value={ANOTHER_ZONE}>{t('communitySettings.timeZones.another')}</option>
          </select>
        )}
      </Field>
      {another ? (
        <Field
          label={t('communitySettings.fields.timezoneName')}
          hint={t('communitySettings.fields.timezoneNameHint')}
          error={error}
          required
        >
          {(control) => (
            <input
              {...control}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              type="text"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}
