import { communityDefinitionFields } from '@portal/domain/schemas/community-definition';
import { z } from 'zod';
import type { GeneralOutput, GeneralValues, ThemeValues } from './community-form';
import type { NewCommunityFields } from './new-community';

// The browser's checks of the community forms, made of the fields of the definition the API checks with;
// loaded with zod when a form is first used. The contrast of white on the primary colour is left to the
// API, whose message goes under the field (the Theme section warns as the colour is chosen).

/** The forms' own words where the definition has none: a field left empty, an e-mail address. */
export interface CommunityFormMessages {
  required: string;
  email: string;
  reasonTooLong: (line: number) => string;
}

const fields = communityDefinitionFields.shape;
const theme = fields.theme.shape;

/** Text that must be given, then checked by the definition's own rule. */
const given = (messages: CommunityFormMessages, rule: z.ZodType<string, string>) =>
  z.string().trim().min(1, messages.required).pipe(rule);

const email = (messages: CommunityFormMessages) => z.string().trim().pipe(z.email(messages.email));

function identityFields(messages: CommunityFormMessages) {
  return {
    display_name: given(messages, fields.display_name),
    building_name: given(messages, fields.building_name),
    slug: given(messages, fields.slug),
    normalized_street_address: given(messages, fields.normalized_street_address),
    contact_phone: given(messages, fields.contact_phone),
    timezone: given(messages, fields.timezone),
  };
}

const colourFields = {
  primary_color: theme.primary_color,
  secondary_color: theme.secondary_color,
  background: theme.background,
  dark_mode: theme.dark_mode,
};

/** The set-up page of a new community: its names, address, contact, time zone and colours. */
export function newCommunitySchema(
  messages: CommunityFormMessages,
): z.ZodType<NewCommunityFields, NewCommunityFields> {
  return z.object({ ...identityFields(messages), contact_email: email(messages), ...colourFields });
}

/**
 * The General section. The contact e-mail may stay empty while the community has none; once it has one,
 * it can be changed but not removed (the API keeps what a change leaves out).
 */
export function generalSchema(
  messages: CommunityFormMessages,
  { hasEmail }: { hasEmail: boolean },
): z.ZodType<GeneralOutput, GeneralValues> {
  const contactEmail = hasEmail
    ? email(messages)
    : z.union([z.literal(''), email(messages)]).transform((value) => value || undefined);
  const reasons = z
    .string()
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .superRefine((lines, context) => {
      const long = lines.findIndex((line) => !fields.vacate_reasons.element.safeParse(line).success);
      if (long >= 0) context.addIssue({ code: 'custom', message: messages.reasonTooLong(long + 1) });
    });
  return z.object({ ...identityFields(messages), contact_email: contactEmail, vacate_reasons: reasons });
}

/** The Theme section's colours and dark mode. */
export function themeSchema(): z.ZodType<ThemeValues, ThemeValues> {
  return z.object(colourFields);
}
