import fc from 'fast-check';
import { type FormPart, multipartBody } from '../uploads/multipart-body.js';
import { hostileString, hostileValue, malformedJsonText } from './hostile-values.js';
import { type JsonSchema, type KnownValues, oneHostileField, valueFor } from './schema-values.js';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** As the document writes it: `/api/transactions/{id}/`. */
  path: string;
  parameters: Parameter[];
  /** Content type → body schema, for the types the route declares. */
  bodies: Record<string, JsonSchema>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      bodies: Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, { schema }]) => [type, schema]),
      ),
    })),
  );
}

/** A request as fast-check prints it when it finds one that fails: no streams, only data. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; contentType: string; text: string }
    | { kind: 'multipart'; fields: [string, string][]; filename?: string };
}

/** A lone surrogate cannot be percent-encoded as UTF-8; a hostile client sends its bytes all the same. */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Form fields as a browser sends them: a list becomes the field repeated. */
function formFields(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [['value', asText(value)]];
  return Object.entries(value).flatMap(([name, field]) =>
    Array.isArray(field)
      ? field.map((item): [string, string] => [name, asText(item)])
      : [[name, asText(field)]],
  );
}

function parameterValue(parameter: Parameter, known: KnownValues): fc.Arbitrary<string> {
  const fitting = known[parameter.name]?.length
    ? fc.constantFrom(...(known[parameter.name] ?? [])).map(String)
    : valueFor(parameter.schema, 0).map(asText);
  return fc.oneof({ weight: 2, arbitrary: fitting }, { weight: 3, arbitrary: hostileValue.map(asText) });
}

/** Header values must be printable to leave the client at all; they may still be huge or absurd. */
const hostileHeaderValue = fc.constantFrom(
  '',
  ' ',
  'x'.repeat(10_000),
  "'; drop table payments; --",
  '9007199254740993',
);

/** A made-up session token or cookie: signed-out callers send one sometimes, the others have a real token. */
const forgedCredentials = fc.option(
  fc.oneof(
    hostileHeaderValue.map((value) => ({ authorization: `Token ${value}` })),
    hostileString.map((value) => ({
      cookie: `portal_session=${percentEncode(value)}`,
      'x-csrf-token': 'forged',
    })),
  ),
);

function bodyFor(operation: Operation, known: KnownValues): fc.Arbitrary<HostileRequest['body']> {
  const schemas = Object.values(operation.bodies);
  // Mostly one field at most is hostile, so that many bodies get past validation into the services.
  const fitting = schemas.length
    ? fc.oneof(
        ...schemas.flatMap((schema) => [
          valueFor(schema, 0, known),
          oneHostileField(schema, known),
          valueFor(schema, 0.3, known),
        ]),
      )
    : hostileValue;
  const fileNames = hostileString.filter((name) => !/["\r\n]/.test(name));
  return fc.oneof(
    { weight: 6, arbitrary: fitting.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 2,
      arbitrary: malformedJsonText.map((text) => ({
        kind: 'raw' as const,
        contentType: 'application/json',
        text,
      })),
    },
    {
      weight: 1,
      arbitrary: fitting.map((value) => ({
        kind: 'raw' as const,
        contentType: 'application/x-www-form-urlencoded',
        text: new URLSearchParams(formFields(value)).toString(),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({ fields: fitting.map(formFields), filename: fileNames }, { requiredKeys: ['fields'] })
        .map((form) => ({ kind: 'multipart' as const, ...form })),
    },
  );
}

const METHODS_WITH_BODIES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Requests to `operation` whose every path parameter, query field, header and body may be hostile. */
export function hostileRequestFor(operation: Operation, known: KnownValues): fc.Arbitrary<HostileRequest> {
  const byPlace = (place: Parameter['in']) => operation.parameters.filter((p) => p.in === place);
  const path = fc.tuple(...byPlace('path').map((p) => parameterValue(p, known)));
  const query = fc.tuple(
    ...byPlace('query').map((p) =>
      fc.option(parameterValue(p, known).map((value) => [p.name, value] as const)),
    ),
    fc.option(fc.tuple(hostileString, hostileString)),
  );
  const headers = fc.tuple(
    ...byPlace('header').map((p) =>
      fc.option(fc.oneof(valueFor(p.schema, 0).map(asText), hostileHeaderValue)),
    ),
  );
  const body = METHODS_WITH_BODIES.has(operation.method)
    ? fc.option(bodyFor(operation, known))
    : fc.constant(null);
  return fc
    .tuple(path, query, headers, body, forgedCredentials)
    .map(([pathValues, queryPairs, headerValues, requestBody, credentials]) => {
      let index = 0;
      const pathname = operation.path.replace(/\{[^}]+\}/g, () => percentEncode(pathValues[index++] ?? ''));
      const search = queryPairs
        .flatMap((pair) => (pair ? [`${percentEncode(pair[0])}=${percentEncode(pair[1])}`] : []))
        .join('&');
      const headerEntries = byPlace('header').flatMap((p, position) => {
        const value = headerValues[position];
        return value === null || value === undefined ? [] : [[p.name, value]];
      });
      return {
        method: operation.method,
        url: search ? `${pathname}?${search}` : pathname,
        headers: { ...credentials, ...Object.fromEntries(headerEntries) },
        ...(requestBody ? { body: requestBody } : {}),
      };
    });
}

/** What `app.inject` takes for the body: JSON text, the raw text as is, or a multipart stream. */
export function injectedBody(body: HostileRequest['body']): {
  payload?: string | NodeJS.ReadableStream;
  headers: Record<string, string>;
} {
  if (!body) return { headers: {} };
  if (body.kind === 'json') {
    return { payload: JSON.stringify(body.value) ?? 'null', headers: { 'content-type': 'application/json' } };
  }
  if (body.kind === 'raw') return { payload: body.text, headers: { 'content-type': body.contentType } };
  const parts: FormPart[] = body.fields.map(([name, value]) => ({ name, value }));
  if (body.filename !== undefined) {
    parts.push({
      name: 'file',
      filename: body.filename,
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.7\n'),
    });
  }
  return multipartBody(parts);
}
