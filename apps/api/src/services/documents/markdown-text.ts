/**
 * Helpers for the light Markdown the text documents are written in (see DOCUMENT_TEXT_FORMAT in
 * @portal/domain/schemas/documents).
 */

/** Backslash-escapes the characters that would start emphasis or an escape in inserted text. */
export function escapeMarkdownText(value: string): string {
  return value.replace(/[\\*_]/g, (character) => `\\${character}`);
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders with escaped values. A placeholder without a value is a mistake in the
 * content file, so it throws rather than showing braces to a user.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The content template has no value for {{${name}}}`);
    return escapeMarkdownText(value);
  });
}

/** "Some Question?" → "some-question": an anchor id made of lower-case letters, digits and hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
