import { isoFromUsDate } from '@portal/domain/dates/us-date';
import {
  dependentBirthdayProblem,
  dependentSchema,
  personInviteSchema,
} from '@portal/domain/schemas/household';
import { z } from 'zod';
import type { PersonBody } from '@/features/journey/api/household';
import type { PersonField, PersonFormValues } from './person-form-values';

type Report = (field: PersonField, message: string) => void;

const NAME_FIELDS: readonly PersonField[] = ['first_name', 'last_name'];

function reportIssues(
  issues: readonly z.core.$ZodIssue[],
  report: Report,
  rename = (field: PersonField) => field,
) {
  for (const issue of issues) {
    const field = String(issue.path[0]) as PersonField;
    report(rename(field), issue.message);
  }
}

function dependentBody(values: PersonFormValues, today: string, report: Report): PersonBody | undefined {
  const iso = isoFromUsDate(values.birthday);
  // Anything typed that is not a real MM/dd/yyyy day gets the schema's "valid date" message.
  const birthday = iso ?? (values.birthday.trim() === '' ? '' : 'not-a-date');
  const parsed = dependentSchema.safeParse({
    first_name: values.first_name,
    last_name: values.last_name,
    birthday,
  });
  if (parsed.error) reportIssues(parsed.error.issues, report);
  const problem = iso ? dependentBirthdayProblem(iso, today) : undefined;
  if (problem) report('birthday', problem);
  return parsed.success && !problem ? parsed.data : undefined;
}

function inviteBody(values: PersonFormValues, report: Report, namesOnly: boolean): PersonBody | undefined {
  const byPhone = values.contact === 'phone';
  const parsed = personInviteSchema.safeParse({
    first_name: values.first_name,
    last_name: values.last_name,
    phone_number: byPhone ? values.phone_number : null,
    email: byPhone ? null : values.email,
  });
  if (!parsed.error) return parsed.data;
  const issues = namesOnly
    ? parsed.error.issues.filter((issue) => NAME_FIELDS.includes(String(issue.path[0]) as PersonField))
    : parsed.error.issues;
  // The shared rule files "one of them is required" under the phone; here it goes under the shown input.
  reportIssues(issues, report, (field) => (field === 'phone_number' && !byPhone ? 'email' : field));
  return undefined;
}

/**
 * The person form's browser validation, made of the shared domain schemas: an adult is a person invite
 * (spec §5) by the chosen phone or e-mail, someone under 18 a dependent whose MM/dd/yyyy birthday must be
 * under 18 years before `today`. Its output is the API body.
 */
export function personFormSchema(today: string, adultRequired: string) {
  return z.custom<PersonFormValues>().transform((values, context): PersonBody => {
    const report: Report = (field, message) => context.addIssue({ code: 'custom', path: [field], message });
    if (values.adult === '') report('adult', adultRequired);
    const body =
      values.adult === 'no'
        ? dependentBody(values, today, report)
        : inviteBody(values, report, values.adult === '');
    return body && values.adult !== '' ? body : z.NEVER;
  });
}
