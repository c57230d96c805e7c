import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { companies } from '../../src/db/schema/companies.js';
import { secondInstance } from '../support/second-instance.js';
import { describeApi } from '../support/test-app.js';

const CONFIGURATION = '/api/communities/maple-court/';

/**
 * Each instance keeps a community's configuration, and forgets it as soon as the database says it changed,
 * whoever changed it: a second instance shows a change within a second, not after its 10-second TTL.
 */
describeApi('the community configuration cache', (context) => {
  const secondApp = secondInstance(context);

  const configurationOf = async (app: FastifyInstance) => (await app.inject({ url: CONFIGURATION })).json();

  /** What `read` answers once it satisfies `done`, asking again for at most a second. */
  async function within1s<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const until = Date.now() + 1_000;
    let value = await read();
    while (!done(value) && Date.now() < until) {
      await setTimeout(20);
      value = await read();
    }
    return value;
  }

  it('shows a changed name on the next read of the instance that holds it', async () => {
    const { app, database } = context();
    const before = await configurationOf(app);
    await database.db
      .update(communities)
      .set({ displayName: 'Maple Court Residences' })
      .where(eq(communities.slug, 'maple-court'));
    const renamed = await within1s(
      () => configurationOf(app),
      (configuration) => configuration.display_name === 'Maple Court Residences',
    );
    expect(renamed.display_name).toBe('Maple Court Residences');
    await database.db
      .update(communities)
      .set({ displayName: before.display_name })
      .where(eq(communities.slug, 'maple-court'));
  });

  it('shows a change made through another instance within a second (PostgreSQL)', async (test) => {
    const second = secondApp()?.app;
    if (!second) return test.skip();
    const { database } = context();
    expect((await configurationOf(second)).display_name).toBe('Maple Court Apartments');
    await database.db
      .update(communities)
      .set({ displayName: 'Maple Court on Second' })
      .where(eq(communities.slug, 'maple-court'));
    const seen = await within1s(
      () => configurationOf(second as FastifyInstance),
      (configuration) => configuration.display_name === 'Maple Court on Second',
    );
    expect(seen.display_name).toBe('Maple Court on Second');
    // Its company is part of what the configuration is read from too.
    const [company] = await database.db.select().from(companies).where(eq(companies.key, 'harbor-main'));
    await database.db
      .update(companies)
      .set({ name: 'Harbor & Main Homes' })
      .where(eq(companies.key, 'harbor-main'));
    const withCompany = await within1s(
      () => (second as FastifyInstance).inject({ url: CONFIGURATION }).then((response) => response.body),
      (body) => body.includes('Harbor &amp; Main Homes') || body.includes('Harbor & Main Homes'),
    );
    expect(withCompany).toContain('Harbor & Main Homes');
    await database.db
      .update(companies)
      .set({ name: company?.name ?? '' })
      .where(eq(companies.key, 'harbor-main'));
    await database.db
      .update(communities)
      .set({ displayName: 'Maple Court Apartments' })
      .where(eq(communities.slug, 'maple-court'));
  });
});
