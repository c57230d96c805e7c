import fc from 'fast-check';

const MAX_SAFE_PLUS_TWO = 2 ** 53 + 2;

/** Dates that a calendar, PostgreSQL or JavaScript's Date may disagree on, or that cannot exist. */
export const hostileDates = [
  '2026-02-30',
  '2026-02-29',
  '2025-13-01',
  '2026-00-10',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '+275760-09-13',
  '-000001-01-01',
  '1969-12-31T23:59:60Z',
  '2026-06-01T24:00:00Z',
  '2026-6-1',
  'yesterday',
];

/** Text that ids, money and dates are parsed from, and that PostgreSQL's parsers may refuse. */
const hostileNumericText = [
  '9007199254740993',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  '1e309',
  '-0',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  ' 1',
];

/** Control characters, malformed Unicode and look-alikes, alone and inside ordinary text. */
const controlText = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[2J',
  '\u007f',
  '\t\r\n',
  '\ud800',
  'x\udfffy',
  '\ufeff\u202e',
  '%00',
];

/** Empty, blank and too long: past every maxLength, and past what PostgreSQL indexes in one row. */
const sizedText = ['', ' ', 'x'.repeat(256), '😀'.repeat(300), 'x'.repeat(10_000)];

const trickText = [
  "'; drop table users; --",
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...controlText),
  fc.constantFrom(...sizedText),
  fc.constantFrom(...hostileDates),
  fc.constantFrom(...hostileNumericText),
  fc.constantFrom(...trickText),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Past PostgreSQL's integer (every id column), past 2^53, and the small edges, drawn about equally. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1),
  fc.constantFrom(MAX_SAFE_PLUS_TWO, -MAX_SAFE_PLUS_TWO, 1e308),
  fc.constantFrom(-1, 0, 0.5, Number.MIN_VALUE),
);

/** Nested just under and past the edge's limit, built without recursion. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
  return value;
}

/** A JSON value of the wrong kind, size or content for whatever field it lands in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      [],
      {},
      [null],
      ['a', 1],
      JSON.parse('{"__proto__":{"x":1}}'),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(30, 40).chain((depth) => fc.boolean().map((o) => nested(depth, o))),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 30 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
);

/** Request bodies that are not JSON at all, or that nest far past what any parser should walk. */
export const malformedJsonText = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '[1,]',
  "{'a': 1}",
  'nul',
  '"\u0000"',
  '{"a": "\\ud800"}',
  '{"a": 1, "a": 2}',
  '{"__proto__": {"polluted": true}}',
  '9007199254740993',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
);
