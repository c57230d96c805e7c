import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { describeSubmitFailure, showFieldErrors } from '@/lib/forms/submit-failure';
import { type SchemaLoader, useSchemaForm } from '@/lib/forms/use-schema-form';

/** The call a staff form makes: one of the api/ hooks' mutations. */
interface StaffRequest<Request, Result> {
  mutate: (
    request: Request,
    options: { onSuccess: (result: Result) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  error: unknown;
}

interface StaffRequestFormOptions<Values extends FieldValues, Request, Result> {
  schema: SchemaLoader<Values, Request>;
  defaultValues: DefaultValues<Values>;
  /** The form field of each request field, in the form's order, for the server's messages. */
  fields: Readonly<Record<string, Path<Values>>>;
  request: StaffRequest<Request, Result>;
  /** What to tell once the request has done its work. */
  doneMessage: (request: Request, result: Result) => string;
  onCancel: () => void;
  onDone: (message: string) => void;
}

/**
 * The form of a staff act: its values checked when it is sent, the request sent once at a time, the
 * server's messages under their fields (the first one focused), and `onDone` with what was done.
 * Returns react-hook-form's form, its fields' `errors`, and `formProps` for its StaffActionForm.
 */
export function useStaffRequestForm<Values extends FieldValues, Request, Result>({
  schema,
  defaultValues,
  fields,
  request,
  doneMessage,
  onCancel,
  onDone,
}: StaffRequestFormOptions<Values, Request, Result>) {
  const form = useSchemaForm<Values, Request>({ schema, defaultValues, mode: 'onSubmit' });
  const submit = form.handleSubmit((body) => {
    if (request.isPending) return;
    request.mutate(body, {
      onSuccess: (result) => onDone(doneMessage(body, result)),
      onError: (error) => showFieldErrors(describeSubmitFailure(error, fields), form.setError),
    });
  });
  const formProps = { pending: request.isPending, error: request.error, onSubmit: submit, onCancel };
  return { ...form, errors: form.formState.errors, formProps };
}
