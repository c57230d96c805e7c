import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, formatCsv, parseCsv } from '../../src/lib/csv.js';

describe('CSV', () => {
  it.each([
    [
      'a,b\n1,2\n',
      [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['1', '2'] },
      ],
    ],
    [
      'a,b\r\n1,2',
      [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['1', '2'] },
      ],
    ],
    [
      '\uFEFFa\n\n\nb\n',
      [
        { line: 1, fields: ['a'] },
        { line: 4, fields: ['b'] },
      ],
    ],
    ['"x, ""y""",z', [{ line: 1, fields: ['x, "y"', 'z'] }]],
    [
      '"two\nlines",a\nnext',
      [
        { line: 1, fields: ['two\nlines', 'a'] },
        { line: 3, fields: ['next'] },
      ],
    ],
    ['a,,c', [{ line: 1, fields: ['a', '', 'c'] }]],
  ])('reads %j', (text, records) => {
    expect(parseCsv(text)).toEqual(records);
  });

  it('names the line of a quote never closed', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"open,b\nc')).toThrow('A quoted field that starts on line 2 is never closed.');
  });

  it('reads back whatever it writes', () => {
    const row = fc.array(fc.string(), { minLength: 2, maxLength: 5 });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), (rows) => {
        expect(parseCsv(formatCsv(rows)).map((record) => record.fields)).toEqual(rows);
      }),
    );
  });
});
