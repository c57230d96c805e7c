import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { describeApi } from '../support/test-app.js';

// Maple Court (id 1) offers 6, 9, 12 and 15 months; Lakeside Lofts only 12.
describeApi('GET /api/lease-end-date/', (context) => {
  const endDate = (query: string) =>
    context().app.inject({ method: 'GET', url: `/api/lease-end-date/?${query}` });

  it("answers the day before the same date the term later, for the community's terms, without a session", async () => {
    for (const [query, expected] of [
      ['lease_settings_id=1&move_in_date=2026-12-15&lease_term=12', '2027-12-14'],
      ['lease_settings_id=maple-court&move_in_date=2026-12-15&lease_term=15', '2028-03-14'],
      ['lease_settings_id=maple-court&move_in_date=2027-01-31&lease_term=6', '2027-07-30'],
      ['lease_settings_id=lakeside-lofts&move_in_date=2028-02-29&lease_term=12', '2029-02-27'],
    ] as const) {
      const response = await endDate(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ lease_end_date: expected });
    }
  });

  it('refuses a term the community does not offer with 400 naming the terms it does', async () => {
    const response = await endDate('lease_settings_id=lakeside-lofts&move_in_date=2026-12-15&lease_term=6');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_type: 'ValidationError',
      message: 'Choose one of the lease terms offered: 12 months.',
      errors: { lease_term: ['Choose one of the lease terms offered: 12 months.'] },
    });
  });

  it('names the terms offered in Spanish when the request asks for it', async () => {
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/lease-end-date/?lease_settings_id=maple-court&move_in_date=2026-12-15&lease_term=7',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'lease_terms_offered',
      message: 'Elija uno de los plazos del contrato que se ofrecen: 6, 9, 12, 15 meses.',
    });
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const query of [
      'move_in_date=2026-12-15&lease_term=12',
      'lease_settings_id=&move_in_date=2026-12-15&lease_term=12',
      'lease_settings_id=1&move_in_date=2026-13-01&lease_term=12',
      'lease_settings_id=1&move_in_date=9999-12-31&lease_term=12',
      'lease_settings_id=1&lease_term=12',
      'lease_settings_id=1&move_in_date=2026-12-15',
      'lease_settings_id=1&move_in_date=2026-12-15&lease_term=twelve',
      'lease_settings_id=1&move_in_date=2026-12-15&lease_term=0',
      'lease_settings_id=1&move_in_date=2026-12-15&lease_term=1.5',
      `lease_settings_id=${'x'.repeat(101)}&move_in_date=2026-12-15&lease_term=12`,
    ]) {
      const response = await endDate(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_type, query).toBe('ValidationError');
    }
  });

  it('answers 404 for lease settings of no community, or of one not published', async () => {
    for (const id of ['999999', 'no-such-community', '99999999999']) {
      const response = await endDate(`lease_settings_id=${id}&move_in_date=2026-12-15&lease_term=12`);
      expect(response.statusCode, id).toBe(404);
    }
    const { db } = context().database;
    await db.update(communities).set({ published: false }).where(eq(communities.slug, 'prospect-row'));
    try {
      const hidden = await endDate('lease_settings_id=prospect-row&move_in_date=2026-12-15&lease_term=12');
      expect(hidden.statusCode).toBe(404);
    } finally {
      await db.update(communities).set({ published: true }).where(eq(communities.slug, 'prospect-row'));
    }
  });
});
