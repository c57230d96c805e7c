import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/Field';

interface NoteFieldProps {
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
}

/** A few lines of free text staff write into a request, a letter or the record. */
export function NoteField({ label, hint, registration, error, required }: NoteFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => <textarea {...control} rows={3} {...registration} />}
    </Field>
  );
}
