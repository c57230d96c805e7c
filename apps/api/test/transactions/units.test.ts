import { expect, it } from 'vitest';
import { describeApi } from '../support/test-app.js';

describeApi('GET /api/communities/{id}/units/ and rental-options/', (context) => {
  it('lists the available units with rent from and available date; unit 407 is not listed', async () => {
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/communities/maple-court/units/',
    });
    expect(response.statusCode).toBe(200);
    const units = response.json().units;
    expect(units.map((unit: { unit_number: string }) => unit.unit_number)).toEqual([
      '101',
      '102',
      '203',
      '204',
      '305',
      '306',
    ]);
    // The 15-month term is 2 % cheaper, so rent starts there: $1,495 × 0.98.
    expect(units[1]).toMatchObject({
      layout: '1 Bedroom',
      bedrooms: 1,
      bathrooms: 1,
      sqft: 710,
      rent_from: 146_510,
      available_date: '2026-11-01',
    });
    expect(units[5].bathrooms).toBe(2.5);
  });

  it("lists the community's rental options with prices in cents and the included-quantity rule", async () => {
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/communities/maple-court/rental-options/',
    });
    const options = response.json().rental_options;
    expect(options).toHaveLength(7);
    expect(options[0]).toMatchObject({
      key: 'parking-covered',
      monthly_price: 5_000,
      max_quantity: 2,
      included_quantity_rule: { bedrooms: 2, quantity: 1 },
    });
    expect(options.find((o: { key: string }) => o.key === 'pets-cats')).toMatchObject({
      deposit_price: 30_000,
      one_time_price: 15_000,
    });
  });

  it('answers 404 for an unknown community', async () => {
    expect(
      (await context().app.inject({ method: 'GET', url: '/api/communities/nowhere/units/' })).statusCode,
    ).toBe(404);
    expect(
      (await context().app.inject({ method: 'GET', url: '/api/communities/nowhere/rental-options/' }))
        .statusCode,
    ).toBe(404);
  });
});
