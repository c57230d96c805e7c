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
 * Fills `{{name}}` placeholders with values escaped for the template's language (Markdown by default).
 * A placeholder without a value is a mistake in the content file, so it throws rather than showing
 * braces to a user.
 */
export function fillTemplate(
  template: string,
  values: Record<string, string>,
  escapeValue: (value: string) => string = escapeMarkdownText,
): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The content template has no value for {{${name}}}`);
    return escapeValue(value);
  });
}

const SECTION = /\{\{([#^])([a-z_]+)\}\}([\s\S]*?)\{\{\/\2\}\}/g;

/**
 * Keeps or drops the conditional sections of a template: `{{#flag}}…{{/flag}}` stays when the flag is
 * true, `{{^flag}}…{{/flag}}` when it is false. An unknown flag is a mistake in the content file.
 */
export function keepSections(template: string, flags: Record<string, boolean>): string {
  return template.replace(SECTION, (_match, mode: string, name: string, body: string) => {
    const flag = flags[name];
    if (flag === undefined) throw new Error(`The content template has no flag {{${mode}${name}}}`);
    return flag === (mode === '#') ? body : '';
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
