/**
 * The text of `area` with `before` put at its cursor, or, with `after`, the selected text between the two
 * (a section around what it keeps); and where the cursor goes: after what was put in, or, for an empty
 * section, between its marks.
 */
export function insertAtCursor(
  area: Pick<HTMLTextAreaElement, 'value' | 'selectionStart' | 'selectionEnd'>,
  before: string,
  after?: string,
): { text: string; cursor: number } {
  const { value, selectionStart: start, selectionEnd: end } = area;
  const selected = value.slice(start, end);
  const inserted = after === undefined ? before : `${before}${selected}${after}`;
  const cursor = after !== undefined && selected === '' ? start + before.length : start + inserted.length;
  return { text: `${value.slice(0, start)}${inserted}${value.slice(end)}`, cursor };
}
