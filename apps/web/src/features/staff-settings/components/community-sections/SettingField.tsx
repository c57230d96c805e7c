import { SETTING_INPUTS, type SettingKey } from '@/features/staff-settings/lib/application-settings-form';
import { useTranslation } from '@/lib/i18n';
import { CheckField, FieldGroup, SelectField, TextField } from './FormFields';

/** One setting with the input its type takes: a checkbox, a number, a choice, a text or a set of texts. */
export function SettingField({ setting }: { setting: SettingKey }) {
  const { t } = useTranslation();
  const input = SETTING_INPUTS[setting];
  const label = t(`communitySections.settings.labels.${setting}`);
  const hint = t(`communitySections.settings.hints.${setting}`, { defaultValue: '' }) || undefined;
  switch (input.type) {
    case 'boolean':
      return <CheckField name={setting} label={label} hint={hint} />;
    case 'choice':
      return (
        <SelectField
          name={setting}
          label={label}
          hint={hint}
          options={input.options.map((option) => ({
            value: String(option),
            label: t(`communitySections.settings.options.${setting}.${option}`, {
              defaultValue: String(option),
            }),
          }))}
        />
      );
    case 'texts':
      return (
        <FieldGroup label={label} hint={hint}>
          {input.fields.map((part) => (
            <TextField
              key={part}
              name={`${setting}.${part}`}
              label={t(`communitySections.settings.parts.${setting}.${part}`, { defaultValue: part })}
            />
          ))}
        </FieldGroup>
      );
    case 'text':
      return <TextField name={setting} label={label} hint={hint} long={input.long === true} />;
    case 'languages':
      return (
        <SelectField
          name={setting}
          label={label}
          hint={hint}
          options={input.options.map((offered) => ({
            value: offered.join(','),
            label: t(`communitySections.settings.options.languages.${offered.join(',')}`, {
              defaultValue: offered.join(', '),
            }),
          }))}
        />
      );
    case 'suffixes':
      return <TextField name={setting} label={label} hint={hint} />;
    case 'url':
      return <TextField name={setting} label={label} hint={hint} inputMode="url" />;
    default:
      return (
        <TextField
          name={setting}
          label={label}
          hint={hint}
          inputMode={input.type === 'whole' ? 'numeric' : 'decimal'}
        />
      );
  }
}
