import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { units } from '../../src/db/schema/units.js';
import { applyDuePriceChanges } from '../../src/services/admin/manage-units.js';
import { startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

const UNITS = '/api/admin/communities/maple-court/units/';
const studio = {
  unit_number: 'G-01',
  layout: 'Studio',
  bedrooms: 0,
  bathrooms: 1,
  sqft: 480,
  base_rent_cents: 120_000,
  available_from: '2026-11-20',
  available: true,
};

describeApi('Settings → Units: /api/admin/communities/{slug}/units/', (context) => {
  const app = () => context().app;
  const send = (token: string | null, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app().inject({ method, url, headers: token ? withToken(token) : {}, ...(payload ? { payload } : {}) });
  const listed = async (token: string, unitNumber: string) => {
    const response = await getAs(app(), token, UNITS);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results.find((unit: { unit_number: string }) => unit.unit_number === unitNumber);
  };
  const offeredToApplicants = async (unitNumber: string) =>
    (await app().inject({ url: '/api/communities/maple-court/units/' }))
      .json()
      .units.some((unit: { unit_number: string }) => unit.unit_number === unitNumber);

  it('adds a unit, edits it, deletes it while no application names it; a number twice is refused', async () => {
    const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
    const added = await send(manager, 'POST', UNITS, studio);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      ...studio,
      active: true,
      has_applications: false,
      scheduled_prices: [],
    });
    expect(await offeredToApplicants('G-01')).toBe(true);

    const twice = await send(manager, 'POST', UNITS, studio);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.unit_number).toEqual(['Unit G-01 already exists: edit it instead.']);
    const bad = await send(manager, 'POST', UNITS, { ...studio, unit_number: 'G-02', bathrooms: 1.25 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['bathrooms']);
    // Layouts and bathrooms come from the spec's lists: Studio to Building, 1 to 4 in halves.
    const unlisted = await send(manager, 'POST', UNITS, {
      ...studio,
      unit_number: 'G-02',
      layout: 'Penthouse',
      bathrooms: 4.5,
    });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().errors).toEqual({
      layout: [
        'Choose one of the layouts: Studio, Loft, 1 Bedroom, 2 Bedroom, 3 Bedroom, 4 Bedroom, 5 Bedroom or Building.',
      ],
      bathrooms: [expect.any(String)],
    });
    const unlistedEdit = await send(manager, 'PATCH', `${UNITS}G-01/`, { layout: 'studio' });
    expect(unlistedEdit.statusCode).toBe(400);
    expect(Object.keys(unlistedEdit.json().errors)).toEqual(['layout']);

    const edited = await send(manager, 'PATCH', `${UNITS}G-01/`, {
      base_rent_cents: 125_000,
      layout: 'Loft',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ base_rent_cents: 125_000, layout: 'Loft' });
    expect((await send(manager, 'PATCH', `${UNITS}G-01/`, { floor: 3 })).statusCode).toBe(400);

    expect((await send(manager, 'DELETE', `${UNITS}G-01/`)).statusCode).toBe(204);
    expect(await listed(manager, 'G-01')).toBeUndefined();
    expect((await send(manager, 'DELETE', `${UNITS}G-01/`)).statusCode).toBe(404);
  });

  it('keeps a unit an application names: deleting it is refused, deactivating hides it until reactivated', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    await startApplicationFor(app(), context().database.db, '203');
    const refused = await send(admin, 'DELETE', `${UNITS}203/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Unit 203 is named by an application or a lease, so it is kept: deactivate it instead.',
    );
    expect(await listed(admin, '203')).toMatchObject({ has_applications: true, active: true });

    const deactivated = await send(admin, 'PATCH', `${UNITS}203/`, { active: false });
    expect(deactivated.json()).toMatchObject({ active: false, available: false });
    expect(await offeredToApplicants('203')).toBe(false);
    const offered = await send(admin, 'PATCH', `${UNITS}203/`, { available: true });
    expect(offered.statusCode).toBe(400);
    expect(offered.json().errors.available).toEqual([
      'Unit 203 is deactivated: reactivate it before offering it.',
    ]);
    // A file cannot put it back on the market either.
    const csv = await app().inject({
      method: 'POST',
      url: `${UNITS}import/`,
      headers: { ...withToken(admin), 'content-type': 'text/csv' },
      payload:
        'unit_number,layout,bedrooms,bathrooms,sqft,base_rent_cents,available_from,available\n203,1 Bedroom,1,1,760,152500,2026-11-01,true',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(await listed(admin, '203')).toMatchObject({ active: false, available: false });

    const back = await send(admin, 'PATCH', `${UNITS}203/`, { active: true, available: true });
    expect(back.json()).toMatchObject({ active: true, available: true });
    expect(await offeredToApplicants('203')).toBe(true);
  });

  it('schedules a rent for a later day: quotes for a move-in from then use it, and on the day it applies', async () => {
    const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
    const today = await send(manager, 'POST', `${UNITS}102/price-changes/`, {
      effective_date: '2026-11-22',
      base_rent_cents: 160_000,
    });
    expect(today.statusCode).toBe(400);
    expect(today.json().errors.effective_date).toEqual([
      'Choose a day after today (2026-11-22); to change the rent from today, edit the base rent.',
    ]);
    const scheduled = await send(manager, 'POST', `${UNITS}102/price-changes/`, {
      effective_date: '2026-12-10',
      base_rent_cents: 160_000,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json().scheduled_prices).toMatchObject([
      { effective_date: '2026-12-10', base_rent_cents: 160_000 },
    ]);

    const { user, transactionId } = await startApplicationFor(app(), context().database.db, '102');
    const quote = async (moveIn: string) =>
      (
        await app().inject({
          method: 'POST',
          url: '/api/quote/',
          headers: withToken(user.token),
          payload: {
            transaction_id: transactionId,
            unit_id: (await unitRow('102')).id,
            lease_term: 12,
            move_in_date: moveIn,
          },
        })
      ).json().base_rent;
    expect(await quote('2026-12-01')).toBe(149_500);
    expect(await quote('2026-12-15')).toBe(160_000);

    expect(await applyDuePriceChanges(context().database.db, new Date('2026-12-09T12:00:00Z'))).toBe(0);
    // Midnight in Austin is 06:00 UTC: the change applies on its own day there, once.
    expect(await applyDuePriceChanges(context().database.db, new Date('2026-12-10T06:30:00Z'))).toBe(1);
    expect(await applyDuePriceChanges(context().database.db, new Date('2026-12-10T07:30:00Z'))).toBe(0);
    expect((await unitRow('102')).baseRentCents).toBe(160_000);
    expect(await listed(manager, '102')).toMatchObject({ base_rent_cents: 160_000, scheduled_prices: [] });
    await context()
      .database.db.update(units)
      .set({ baseRentCents: 149_500 })
      .where(eq(units.id, (await unitRow('102')).id));
  });

  it('cancels a price change ahead; strangers, agents and another company get nothing', async () => {
    const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
    const scheduled = await send(manager, 'POST', `${UNITS}407/price-changes/`, {
      effective_date: '2027-02-01',
      base_rent_cents: 199_900,
    });
    const [change] = scheduled.json().scheduled_prices;
    const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
    expect((await send(agent, 'DELETE', `${UNITS}407/price-changes/${change.id}/`)).statusCode).toBe(403);
    const otherCompany = await staffToken(app(), DEMO_STAFF.cedarPointManager);
    expect((await getAs(app(), otherCompany, UNITS)).statusCode).toBe(404);
    expect((await send(otherCompany, 'PATCH', `${UNITS}407/`, { active: false })).statusCode).toBe(404);
    const applicant = await signUp(app());
    expect((await send(applicant.token, 'POST', UNITS, studio)).statusCode).toBe(403);
    expect((await send(null, 'POST', UNITS, studio)).statusCode).toBe(403);

    expect((await send(manager, 'DELETE', `${UNITS}407/price-changes/${change.id}/`)).statusCode).toBe(204);
    expect((await send(manager, 'DELETE', `${UNITS}407/price-changes/${change.id}/`)).statusCode).toBe(404);
    expect((await listed(manager, '407')).scheduled_prices).toEqual([]);
  });

  async function unitRow(unitNumber: string) {
    const rows = await context().database.db.select().from(units).where(eq(units.unitNumber, unitNumber));
    const row = rows[0];
    if (!row) throw new Error(`no unit ${unitNumber}`);
    return row;
  }
});
