import { type UnitDefinition, unitDefinitionSchema } from '@portal/domain/schemas/community-definition';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { units } from '../../db/schema/units.js';
import { FileLinesError, type FileLineText } from '../../lib/app-error.js';
import { CsvSyntaxError, formatCsv, parseCsv } from '../../lib/csv.js';
import { message, type Text } from '../../messages/message.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { saveUnits } from './community-definitions.js';
import { requireSettingsAccess } from './manage-communities.js';
import { recordSettingsChange } from './settings-audit.js';

/** The fixture's unit fields, as the columns of a units CSV (the export writes them in this order). */
export const UNIT_COLUMNS = [
  'unit_number',
  'layout',
  'bedrooms',
  'bathrooms',
  'sqft',
  'base_rent_cents',
  'available_from',
  'available',
] as const satisfies readonly (keyof UnitDefinition)[];
type UnitColumn = (typeof UNIT_COLUMNS)[number];

const NUMBER_COLUMNS = new Set<UnitColumn>(['bedrooms', 'bathrooms', 'sqft', 'base_rent_cents']);
const MAX_ERRORS = 100;

/** A cell as the schema reads it: numbers and yes/no as such, anything unreadable left for it to refuse. */
function cellValue(column: UnitColumn, text: string): unknown {
  const value = text.trim();
  if (NUMBER_COLUMNS.has(column)) return value === '' || Number.isNaN(Number(value)) ? value : Number(value);
  if (column === 'available') {
    const answer = value.toLowerCase();
    if (['true', 'yes', '1'].includes(answer)) return true;
    if (['false', 'no', '0'].includes(answer)) return false;
    return value;
  }
  return value;
}

/** Why a cell is refused, in words a person fixes the file with. */
function cellMessage(column: string, text: string, schemaSaid: Text): Text {
  if (column === 'available') return 'csv_true_or_false';
  if (NUMBER_COLUMNS.has(column as UnitColumn) && (text.trim() === '' || Number.isNaN(Number(text)))) {
    return message('csv_not_a_number', { text });
  }
  return schemaSaid;
}

/** The units a CSV lists, or every wrong line of it (the header is line 1). */
export function readUnitsCsv(text: string): { units: UnitDefinition[] } | { errors: FileLineText[] } {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return {
      errors: [
        {
          line: error.line,
          column: '',
          text: message('csv_quote_never_closed', { line: String(error.line) }),
        },
      ],
    };
  }
  const [header, ...rows] = records;
  if (!header) return { errors: [{ line: 1, column: '', text: 'csv_file_empty' }] };
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const errors: FileLineText[] = [];
  for (const name of columns) {
    if (!(UNIT_COLUMNS as readonly string[]).includes(name)) {
      errors.push({
        line: header.line,
        column: name,
        text: message('csv_unknown_column', { columns: UNIT_COLUMNS.join(', ') }),
      });
    }
  }
  for (const name of UNIT_COLUMNS) {
    if (!columns.includes(name)) errors.push({ line: header.line, column: name, text: 'csv_column_missing' });
  }
  if (errors.length > 0) return { errors };
  if (rows.length === 0) return { errors: [{ line: 2, column: '', text: 'csv_no_units' }] };

  const seen = new Map<string, number>();
  const parsed: UnitDefinition[] = [];
  for (const row of rows) {
    if (errors.length >= MAX_ERRORS) break;
    if (row.fields.length !== columns.length) {
      errors.push({
        line: row.line,
        column: '',
        text: message('csv_field_count', { fields: row.fields.length, columns: columns.length }),
      });
      continue;
    }
    const raw = Object.fromEntries(columns.map((name, index) => [name, row.fields[index] ?? '']));
    const candidate = Object.fromEntries(
      UNIT_COLUMNS.map((name) => [name, cellValue(name, raw[name] ?? '')]),
    );
    const result = unitDefinitionSchema.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = String(issue.path[0] ?? '');
        errors.push({
          line: row.line,
          column,
          text: cellMessage(column, raw[column] ?? '', { said: issue.message, issue: { ...issue } }),
        });
      }
      continue;
    }
    const earlier = seen.get(result.data.unit_number);
    if (earlier !== undefined) {
      errors.push({
        line: row.line,
        column: 'unit_number',
        text: message('csv_unit_repeated', { unit: result.data.unit_number, line: String(earlier) }),
      });
      continue;
    }
    seen.set(result.data.unit_number, row.line);
    parsed.push(result.data);
  }
  return errors.length > 0 ? { errors } : { units: parsed };
}

/**
 * POST /api/admin/communities/{slug}/units/import/: the CSV's units, all or nothing: a unit number already
 * there is updated, the others added; a wrong line is a 400 naming its line and column, and nothing is
 * written.
 */
export async function importUnitsCsv(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  text: string,
): Promise<{ created: number; updated: number }> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  const read = readUnitsCsv(text);
  if ('errors' in read) {
    const lines = new Set(read.errors.map((error) => error.line)).size;
    throw new FileLinesError(
      lines === 1 ? 'csv_line_has_errors' : message('csv_lines_have_errors', { lines }),
      read.errors,
    );
  }
  return context.db.transaction(async (tx) => {
    const result = await saveUnits(tx, community.id, read.units);
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'units.imported',
      after: { ...result, unit_numbers: read.units.map((unit) => unit.unit_number) },
    });
    return result;
  });
}

/** GET /api/admin/communities/{slug}/units/export/: every unit, in the import's columns. */
export async function exportUnitsCsv(
  context: AppContext,
  session: SignedInSession,
  slug: string,
): Promise<string> {
  const { community } = await requireSettingsAccess(context, session, slug);
  const rows = await context.db
    .select()
    .from(units)
    .where(eq(units.communityId, community.id))
    .orderBy(asc(units.unitNumber));
  return formatCsv([
    UNIT_COLUMNS,
    ...rows.map((unit) => [
      unit.unitNumber,
      unit.layout,
      unit.bedrooms,
      unit.bathrooms,
      unit.sqft,
      unit.baseRentCents,
      unit.availableFrom,
      unit.available,
    ]),
  ]);
}
