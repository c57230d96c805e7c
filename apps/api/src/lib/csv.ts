/** One record of a CSV text: its fields, and the line it starts on (1 for the first). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A quote left open at the end of the text, with the line its field began on. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`A quoted field that starts on line ${line} is never closed.`);
  }
}

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF, a field in double quotes may hold
 * commas, line breaks and doubled quotes. A byte-order mark and blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  endRecord();
  return records;
}

/** A field as CSV writes it: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, CRLF between records (RFC 4180), ending with one. */
export function formatCsv(rows: ReadonlyArray<ReadonlyArray<string | number | boolean>>): string {
  return rows
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}
