import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { units } from '../../src/db/schema/units.js';
import { withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

const HEADER = 'unit_number,layout,bedrooms,bathrooms,sqft,base_rent_cents,available_from,available';
const IMPORT = '/api/admin/communities/bayview-terrace/units/import/';

describeApi('units as CSV: /api/admin/communities/{slug}/units/import/ and …/export/', (context) => {
  const upload = (token: string | null, body: string, url = IMPORT) =>
    context().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/csv', ...(token ? withToken(token) : {}) },
      payload: body,
    });
  const unitsOf = async (slug: string) => {
    const db = context().database.db;
    const [community] = await db.select().from(communities).where(eq(communities.slug, slug));
    return db
      .select()
      .from(units)
      .where(eq(units.communityId, community?.id ?? -1));
  };

  it('adds new units and updates those already there, then exports them in the same columns', async () => {
    const admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    const [existing] = await unitsOf('bayview-terrace');
    if (!existing) throw new Error('Bayview Terrace has no unit');
    const csv = [
      HEADER,
      `${existing.unitNumber},"2 Bedroom",2,2,980,333300,2026-12-15,yes`,
      'N-101,Studio,0,1,450,150000,2027-01-01,true',
      '"N-102",1 Bedroom,1,1.5,600,175050,2027-01-01,FALSE',
    ].join('\r\n');
    const response = await upload(admin, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 1 });
    const after = await unitsOf('bayview-terrace');
    expect(after.find((unit) => unit.unitNumber === existing.unitNumber)).toMatchObject({
      layout: '2 Bedroom',
      baseRentCents: 333300,
      availableFrom: '2026-12-15',
    });
    expect(after.find((unit) => unit.unitNumber === 'N-102')).toMatchObject({
      bathrooms: 1.5,
      available: false,
    });

    const exported = await getAs(
      context().app,
      admin,
      '/api/admin/communities/bayview-terrace/units/export/',
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toContain('N-102,1 Bedroom,1,1.5,600,175050,2027-01-01,false');
    expect(lines).toContain(`${existing.unitNumber},2 Bedroom,2,2,980,333300,2026-12-15,true`);
    // What it exports, it imports again unchanged.
    expect((await upload(admin, exported.body)).json()).toEqual({ created: 0, updated: lines.length - 1 });
  });

  it("takes an operator's file of 10,000 units in one import, counting those already there", async () => {
    const admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    const before = await unitsOf('bayview-terrace');
    const [existing] = before;
    if (!existing) throw new Error('Bayview Terrace has no unit');
    const numbers = Array.from({ length: 10_000 }, (_, index) => `P-${index + 1}`);
    // An existing unit far down the file, past the first thousand lines.
    numbers[6_543] = existing.unitNumber;
    const csv = [HEADER, ...numbers.map((number) => `${number},Studio,0,1,450,150000,2027-01-01,true`)];
    const response = await upload(admin, csv.join('\n'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 9_999, updated: 1 });
    const after = await unitsOf('bayview-terrace');
    expect(after).toHaveLength(before.length + 9_999);
    expect(after.find((unit) => unit.unitNumber === existing.unitNumber)).toMatchObject({
      layout: 'Studio',
      sqft: 450,
    });
  });

  it('refuses a file with a bad line, naming every line and column, and writes nothing', async () => {
    const admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    const before = await unitsOf('bayview-terrace');
    const csv = [
      HEADER,
      'X-1,Studio,0,1,450,150000,2027-01-01,true',
      'X-2,Studio,zero,1,450,150000,2027-13-01,maybe',
      'X-1,Studio,0,1,450,-5,2027-01-01,true',
      'X-3,Studio,0,1',
      'X-4,Penthouse,3,4.5,1800,450000,2027-01-01,true',
    ].join('\n');
    const response = await upload(admin, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_type: 'ValidationError',
      message: '4 lines of the file have errors: nothing was imported.',
    });
    expect(response.json().errors).toEqual([
      { line: 3, column: 'bedrooms', message: '"zero" is not a number.' },
      { line: 3, column: 'available_from', message: expect.any(String) },
      { line: 3, column: 'available', message: 'Use true or false (yes or no).' },
      { line: 4, column: 'base_rent_cents', message: expect.any(String) },
      { line: 5, column: '', message: 'This line has 4 fields; the header has 8.' },
      {
        line: 6,
        column: 'layout',
        message:
          'Choose one of the layouts: Studio, Loft, 1 Bedroom, 2 Bedroom, 3 Bedroom, 4 Bedroom, 5 Bedroom or Building.',
      },
      { line: 6, column: 'bathrooms', message: expect.any(String) },
    ]);
    expect(await unitsOf('bayview-terrace')).toHaveLength(before.length);

    const duplicate = await upload(
      admin,
      [HEADER, 'Y-1,Studio,0,1,450,1,2027-01-01,true', 'Y-1,Studio,0,1,450,1,2027-01-01,true'].join('\n'),
    );
    expect(duplicate.json().errors).toEqual([
      { line: 3, column: 'unit_number', message: 'Unit Y-1 is already on line 2.' },
    ]);
    const badHeader = await upload(admin, 'unit,rent\n1,2');
    expect(badHeader.json().errors).toContainEqual({
      line: 1,
      column: 'unit',
      message: `Unknown column. The columns are ${HEADER.split(',').join(', ')}.`,
    });
    expect((await upload(admin, '')).json().errors).toEqual([
      { line: 1, column: '', message: 'The file is empty: it needs a header line.' },
    ]);
    expect((await upload(admin, `${HEADER}\n"open`)).json().errors).toEqual([
      { line: 2, column: '', message: 'A quoted field that starts on line 2 is never closed.' },
    ]);
  });

  it('says every wrong line in Spanish when the request asks for it', async () => {
    const admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    const csv = [
      HEADER,
      'X-2,Studio,zero,1,450,150000,2027-01-01,maybe',
      'X-3,Studio,0,1',
      'X-4,Studio,0,1,450,150000,2027-01-01,true',
      'X-4,Studio,0,1,450,150000,2027-01-01,true',
    ].join('\n');
    const response = await context().app.inject({
      method: 'POST',
      url: IMPORT,
      headers: { 'content-type': 'text/csv', 'accept-language': 'es', ...withToken(admin) },
      payload: csv,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_type: 'ValidationError',
      code: 'csv_lines_have_errors',
      message: '3 líneas del archivo tienen errores: no se importó nada.',
      errors: [
        { line: 2, column: 'bedrooms', message: '"zero" no es un número.' },
        { line: 2, column: 'available', message: 'Use true o false (yes o no).' },
        { line: 3, column: '', message: 'Esta línea tiene 4 campos; el encabezado tiene 8.' },
        { line: 5, column: 'unit_number', message: 'La unidad X-4 ya está en la línea 4.' },
      ],
    });
  });

  it('keeps agents, other companies and the anonymous out', async () => {
    const csv = `${HEADER}\nZ-1,Studio,0,1,450,150000,2027-01-01,true`;
    const agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
    expect((await upload(agent, csv, '/api/admin/communities/maple-court/units/import/')).statusCode).toBe(
      403,
    );
    const ridgeline = await staffToken(context().app, DEMO_STAFF.cedarPointManager);
    expect((await upload(ridgeline, csv)).statusCode).toBe(404);
    expect((await upload(null, csv)).statusCode).toBe(403);
    expect(
      (await getAs(context().app, ridgeline, '/api/admin/communities/bayview-terrace/units/export/'))
        .statusCode,
    ).toBe(404);
  });
});
