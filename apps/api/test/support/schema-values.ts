import fc from 'fast-check';
import { hostileDates, hostileNumber, hostileString, hostileValue } from './hostile-values.js';

/** The part of JSON Schema that the OpenAPI document (generated from our zod schemas) uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.constantFrom('2026-12-15', '2027-01-01', ...hostileDates);
  if (schema.format === 'date-time') return fc.constantFrom('2026-12-15T12:00:00Z');
  if (schema.format === 'email') return fc.constantFrom('avery@example.com');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  return fc.oneof(
    fc.constantFrom('a', 'Avery', 'true', '1', 'other'),
    // Hostile yet within the schema's lengths: these pass validation and reach the services.
    hostileString.filter((text) => text.length >= min && text.length <= max),
  );
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
  const max = schema.maximum ?? min + 1000;
  return integer ? fc.integer({ min, max: Math.min(max, min + 1000) }) : fc.double({ min, max, noNaN: true });
}

/**
 * Values that fit `schema` (so that a request gets past validation into the route), where each field
 * has a chance of being replaced by a hostile value instead.
 */
export function valueFor(
  schema: JsonSchema,
  hostility = 0.2,
  known: KnownValues = {},
): fc.Arbitrary<unknown> {
  const fitting = fittingValueFor(schema, hostility, known);
  const weight = Math.round(hostility * 100);
  return weight === 0
    ? fitting
    : fc.oneof({ weight: 100 - weight, arbitrary: fitting }, { weight, arbitrary: hostileFor(schema) });
}

/** Mostly the right type with the wrong value (an id past PostgreSQL's integer, text with a NUL). */
function hostileFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number')
    return fc.oneof({ weight: 3, arbitrary: hostileNumber }, hostileValue);
  if (type === 'string') return fc.oneof({ weight: 3, arbitrary: hostileString }, hostileValue);
  if (type === 'array') {
    const items = fc.array(hostileFor(schema.items ?? {}), { minLength: 1, maxLength: 3 });
    return fc.oneof({ weight: 3, arbitrary: items }, hostileValue);
  }
  return hostileValue;
}

/**
 * An object that fits `schema` but for one field, drawn among all of them: the request gets as far into
 * the route as that one value lets it.
 */
export function oneHostileField(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => oneHostileField(choice, known)));
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) return valueFor(schema, 0.5, known);
  return fc.constantFrom(...names).chain((hostileName) =>
    fc.record(
      Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          name === hostileName ? hostileFor(property) : fieldValue(name, property, 0, known),
        ]),
      ),
      {
        requiredKeys: [...new Set([hostileName, ...(schema.required ?? [])])].filter((n) =>
          names.includes(n),
        ),
      },
    ),
  );
}

/** Real ids and slugs the caller can reach, by field name, so that hostile values get past the look-ups. */
export type KnownValues = Record<string, (string | number)[]>;

function fieldValue(name: string, schema: JsonSchema, hostility: number, known: KnownValues) {
  const real = known[name] ?? [];
  const generated = valueFor(schema, hostility, known);
  return real.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, generated) : generated;
}

function fittingValueFor(schema: JsonSchema, hostility: number, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueFor(choice, hostility, known)));
  if (schema.allOf) return valueFor(Object.assign({}, ...schema.allOf), hostility, known);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => [
            name,
            fieldValue(name, property, hostility, known),
          ]),
        ),
        { requiredKeys: (schema.required ?? []).filter((name) => name in (schema.properties ?? {})) },
      );
    case 'array':
      if (schema.prefixItems) {
        return fc.tuple(...schema.prefixItems.map((item) => valueFor(item, hostility, known)));
      }
      return fc.array(valueFor(schema.items ?? {}, hostility, known), { maxLength: 3 });
    case 'string':
      return plausibleString(schema);
    case 'integer':
      return plausibleNumber(schema, true);
    case 'number':
      return plausibleNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}
