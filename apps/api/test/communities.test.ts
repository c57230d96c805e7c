import { documentRulesOf } from '@portal/domain/income/proof-documents';
import { communityConfigurationSchema } from '@portal/domain/schemas/community';
import { describe, expect, it } from 'vitest';
import { readDemoFixture } from '../src/services/demo-data/demo-fixture.js';
import { describeApi } from './support/test-app.js';

const fixture = await readDemoFixture();

describeApi('GET /api/communities/', (context) => {
  it('lists every demo community with a logo that is served', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/communities/' });
    expect(response.statusCode).toBe(200);
    const slugs = response.json().communities.map((c: { slug: string }) => c.slug);
    expect(slugs.sort()).toEqual(fixture.communities.map(({ slug }) => slug).sort());
    for (const community of response.json().communities) {
      expect(community.logo).toMatch(/^\/api\/logos\/.+\.svg$/);
      expect(community.background).toMatch(/^#[0-9A-F]{6}$/i);
      const logo = await context().app.inject({ method: 'GET', url: community.logo });
      expect(logo.statusCode).toBe(200);
      expect(logo.body).toContain(`<title id="title">${community.display_name}</title>`);
    }
  });
});

describeApi('GET /api/communities/{slug or id}/', (context) => {
  const getConfiguration = (community: string) =>
    context().app.inject({ method: 'GET', url: `/api/communities/${community}/` });

  it.each(fixture.communities)(
    'answers the configuration of $slug with every fixture setting',
    async (demo) => {
      const company = fixture.companies.find(({ key }) => key === demo.company);
      const response = await getConfiguration(demo.slug);
      expect(response.statusCode).toBe(200);
      const configuration = communityConfigurationSchema.parse(response.json());
      // The setting lists a community's own proof rules; the configuration answers the rule of every type.
      const { financial_documents_validations: _ownRules, ...settings } = demo.settings;
      expect(configuration.financial_documents_validations).toEqual(documentRulesOf(demo.settings));
      expect(configuration).toMatchObject({
        ...settings,
        display_name: demo.display_name,
        primary_color: demo.theme.primary_color,
        secondary_color: demo.theme.secondary_color,
        background: demo.theme.background,
        dark_mode: demo.theme.dark_mode,
        contact_phone: demo.contact_phone,
        company_name: company?.name,
        stripe_publishable_key: null,
        vgs_config: { vault_url: '/api/uploads/' },
        community: {
          building_name: demo.building_name,
          normalized_street_address: demo.normalized_street_address,
          contact_phone: demo.contact_phone,
          company: {
            name: company?.name,
            accept_ach_payments_from_applicants: company?.accept_ach_payments_from_applicants,
          },
        },
      });
    },
  );

  it('finds a community by its numeric id as well as its slug', async () => {
    const bySlug = (await getConfiguration('maple-court')).json();
    const byId = await getConfiguration(String(bySlug.id));
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug);
  });

  it('accepts the path without its trailing slash', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/communities/lakeside-lofts' });
    expect(response.statusCode).toBe(200);
    expect(response.json().dark_mode).toBe(true);
  });

  it.each(['no-such-community', '999999', '99999999999999999999', '0', '-1', '%E2%9C%93'])(
    'answers 404 NotFound for the unknown community %s',
    async (community) => {
      const response = await getConfiguration(community);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error_type: 'NotFound',
        code: 'community_not_found',
        message: 'We could not find that community.',
      });
    },
  );

  it('answers 400 ValidationError for an absurdly long community name', async () => {
    const response = await getConfiguration('x'.repeat(150));
    expect(response.statusCode).toBe(400);
    expect(response.json().error_type).toBe('ValidationError');
    expect(response.json().errors).toHaveProperty('community');
  });
});

describeApi('GET /api/logos/{file}', (context) => {
  it('serves each community logo as SVG', async () => {
    for (const demo of fixture.communities) {
      const response = await context().app.inject({ method: 'GET', url: `/api/logos/${demo.theme.logo}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain(demo.building_name);
    }
  });

  it('answers 404 for a logo that does not exist and for path traversal', async () => {
    for (const url of ['/api/logos/nope.svg', '/api/logos/..%2F..%2Fpackage.json']) {
      const response = await context().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the configuration schema', () => {
  it('rejects a colour that is not #RRGGBB', () => {
    const result = communityConfigurationSchema.shape.primary_color.safeParse('blue');
    expect(result.success).toBe(false);
  });
});
