import {
  type CommunityDefinition,
  communityDefinitionSchema,
} from '@portal/domain/schemas/community-definition';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { units } from '../../src/db/schema/units.js';
import { type DemoCommunity, readDemoFixture } from '../../src/services/demo-data/demo-fixture.js';
import { signUp, withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

const fixture = await readDemoFixture();
const mapleCourt = fixture.communities.find((community) => community.slug === 'maple-court');
if (!mapleCourt) throw new Error('maple-court is missing from the fixture');
const mapleCourtCommunity: DemoCommunity = mapleCourt;

/** A fixture community as the import reads it: its people are the demo's, not the community's. */
function definitionOf(community: DemoCommunity): CommunityDefinition {
  const { company: _company, residents: _residents, staff: _staff, ...definition } = community;
  return communityDefinitionSchema.parse(definition);
}

/** A new community of Harbor & Main, Maple Court's settings under another slug and name, with two units. */
function newCommunity(slug: string): CommunityDefinition {
  return {
    ...definitionOf(mapleCourtCommunity),
    slug,
    display_name: 'Harbor View',
    building_name: 'Harbor View',
    normalized_street_address: '9 Quay Street, Oakland, CA 94607',
    units: [
      {
        unit_number: 'A1',
        layout: '1 Bedroom',
        bedrooms: 1,
        bathrooms: 1,
        sqft: 640,
        base_rent_cents: 210000,
        available_from: '2026-11-01',
        available: true,
      },
      {
        unit_number: 'A2',
        layout: '2 Bedroom',
        bedrooms: 2,
        bathrooms: 2,
        sqft: 910,
        base_rent_cents: 285000,
        available_from: '2026-12-01',
        available: true,
      },
    ],
  };
}

describeApi('Settings → Communities: /api/admin/communities/ and /api/admin/import/', (context) => {
  const app = () => context().app;
  const send = (token: string | null, method: 'POST' | 'PATCH', url: string, payload: object) =>
    app().inject({ method, url, headers: token ? withToken(token) : {}, payload });

  it('exports a community in the fixture shape it was loaded from', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const exported = await getAs(app(), admin, '/api/admin/communities/maple-court/export/');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(communityDefinitionSchema.parse(exported.json())).toEqual({
      ...definitionOf(mapleCourtCommunity),
      published: true,
      units: [...definitionOf(mapleCourtCommunity).units].sort((a, b) =>
        a.unit_number.localeCompare(b.unit_number),
      ),
    });
  });

  it('creates a community unpublished, a 404 to the public until it is published', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const created = await send(admin, 'POST', '/api/admin/communities/', newCommunity('harbor-view'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), slug: 'harbor-view' });
    expect((await app().inject({ url: '/api/communities/harbor-view/' })).statusCode).toBe(404);
    const publicList = (await app().inject({ url: '/api/communities/' })).json().communities;
    expect(publicList.map((c: { slug: string }) => c.slug)).not.toContain('harbor-view');
    const listed = (await getAs(app(), admin, '/api/admin/communities/')).json().results;
    expect(listed).toContainEqual({
      id: created.json().id,
      slug: 'harbor-view',
      display_name: 'Harbor View',
      published: false,
      units: 2,
    });

    const published = await send(admin, 'PATCH', '/api/admin/communities/harbor-view/', { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect((await app().inject({ url: '/api/communities/harbor-view/' })).json().display_name).toBe(
      'Harbor View',
    );
    const offered = (await app().inject({ url: '/api/communities/harbor-view/units/' })).json();
    expect(JSON.stringify(offered)).toContain('A1');

    const history = (await getAs(app(), admin, '/api/admin/communities/harbor-view/history/')).json().results;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'community.changed',
      'community.created',
    ]);
    expect(history[0]).toMatchObject({
      actor: { name: 'Elena Whitfield' },
      before: { published: false },
      after: { published: true },
    });
  });

  it('refuses a failing colour pair, naming both colours and the ratio', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const response = await send(admin, 'PATCH', '/api/admin/communities/maple-court/', {
      theme: { primary_color: '#FFD500' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['theme.primary_color']).toEqual([
      'White text (#FFFFFF) on the primary colour #FFD500 has a contrast of 1.42:1; WCAG AA needs 4.5:1. Choose a darker primary colour.',
    ]);
  });

  it('refuses reserved, malformed and taken slugs, and unknown fields by name', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const reserved = await send(admin, 'POST', '/api/admin/communities/', newCommunity('staff'));
    expect(reserved.json().errors.slug).toEqual([
      'That slug is a page of the portal itself: choose another.',
    ]);
    const malformed = await send(admin, 'POST', '/api/admin/communities/', newCommunity('Harbor View'));
    expect(malformed.json().errors.slug).toEqual([
      'A slug uses lowercase letters, digits and single hyphens, like maple-court.',
    ]);
    const taken = await send(admin, 'POST', '/api/admin/communities/', newCommunity('cedar-point'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.slug).toEqual(['The slug cedar-point is taken: choose another.']);
    const unknown = await send(admin, 'PATCH', '/api/admin/communities/maple-court/', { colour: '#000000' });
    expect(unknown.statusCode).toBe(400);
    const badZone = await send(admin, 'PATCH', '/api/admin/communities/maple-court/', { timezone: 'CST' });
    expect(badZone.json().errors.timezone).toEqual(['Use an IANA time zone, like America/Chicago.']);
  });

  it('moves a community to a new slug, its old address still finding it', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    await send(admin, 'POST', '/api/admin/communities/', { ...newCommunity('quay-lofts'), published: true });
    const moved = await send(admin, 'PATCH', '/api/admin/communities/quay-lofts/', {
      slug: 'quay-lofts-oakland',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().slug).toBe('quay-lofts-oakland');
    const old = await app().inject({ url: '/api/communities/quay-lofts/' });
    expect(old.statusCode).toBe(200);
    expect(old.json().slug).toBe('quay-lofts-oakland');
    // Nobody else may take the old slug while it leads there.
    const squatter = await send(admin, 'POST', '/api/admin/communities/', newCommunity('quay-lofts'));
    expect(squatter.json().errors.slug).toEqual(['The slug quay-lofts is taken: choose another.']);
  });

  it('imports communities all or nothing, ignoring a company key, and updates units by number', async () => {
    const admin = await staffToken(app(), DEMO_STAFF.harborAdmin);
    const db = context().database.db;
    const imported = await send(admin, 'POST', '/api/admin/import/', {
      communities: [{ ...newCommunity('pier-nine'), company: 'ridgeline' }],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: ['pier-nine'], updated: [] });
    const [pier] = await db.select().from(communities).where(eq(communities.slug, 'pier-nine'));
    const harbor = await db.select().from(communities).where(eq(communities.slug, 'maple-court'));
    expect(pier?.companyId).toBe(harbor[0]?.companyId);

    const raised = newCommunity('pier-nine');
    raised.units = [{ ...raised.units[0], base_rent_cents: 222200 } as CommunityDefinition['units'][number]];
    const again = await send(admin, 'POST', '/api/admin/import/', { communities: [raised] });
    expect(again.json()).toEqual({ created: [], updated: ['pier-nine'] });
    const rows = await db
      .select()
      .from(units)
      .where(eq(units.communityId, pier?.id ?? -1));
    expect(rows.map((unit) => [unit.unitNumber, unit.baseRentCents]).sort()).toEqual([
      ['A1', 222200],
      ['A2', 285000],
    ]);

    const twice = newCommunity('pier-ten');
    twice.units = [...twice.units, ...twice.units];
    const refused = await send(admin, 'POST', '/api/admin/import/', {
      communities: [newCommunity('pier-eleven'), twice],
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('The unit number A1 appears twice.');
    expect(await db.select().from(communities).where(eq(communities.slug, 'pier-eleven'))).toEqual([]);
  });

  it('lets a manager change their own community only, and nobody else anything', async () => {
    const manager = await staffToken(app(), DEMO_STAFF.mapleCourtManager);
    const renamed = await send(manager, 'PATCH', '/api/admin/communities/maple-court/', {
      settings: { leasing_pricing_disclaimer: 'Prices change daily.' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().settings.leasing_pricing_disclaimer).toBe('Prices change daily.');
    expect(
      (await app().inject({ url: '/api/communities/maple-court/' })).json().leasing_pricing_disclaimer,
    ).toBe('Prices change daily.');
    expect(
      (await send(manager, 'PATCH', '/api/admin/communities/lakeside-lofts/', { published: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(manager, 'POST', '/api/admin/communities/', newCommunity('managers-own'))).statusCode,
    ).toBe(403);
    const agent = await staffToken(app(), DEMO_STAFF.mapleCourtAgent);
    expect(
      (await send(agent, 'PATCH', '/api/admin/communities/maple-court/', { published: false })).statusCode,
    ).toBe(403);
    const ridgeline = await staffToken(app(), DEMO_STAFF.cedarPointManager);
    expect((await getAs(app(), ridgeline, '/api/admin/communities/maple-court/export/')).statusCode).toBe(
      404,
    );
    const applicant = await signUp(app());
    expect((await getAs(app(), applicant.token, '/api/admin/communities/')).statusCode).toBe(403);
    expect((await getAs(app(), null, '/api/admin/communities/')).statusCode).toBe(403);
  });
});
