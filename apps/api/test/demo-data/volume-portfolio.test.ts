import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { and, eq, inArray, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { applicants, leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { users } from '../../src/db/schema/users.js';
import {
  loadVolumePortfolios,
  VOLUME_PASSWORD,
} from '../../src/services/demo-data/portfolio/volume-portfolio.js';
import { logIn } from '../factories/users.js';
import { getAs } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

describeApi('the volume portfolio, loaded', (context) => {
  const staffLogIn = async (username: string) => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/staff/login/',
      payload: { username, password: VOLUME_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };

  it('writes both companies once, beside the demo', async () => {
    const handle = context().database;
    expect(await loadVolumePortfolios(handle, 0.002)).toEqual(['volume', 'volume-second']);
    expect(await loadVolumePortfolios(handle, 0.002)).toEqual([]);
  });

  it("shows the admin their company's applications of every status, each file and audit log readable", async () => {
    const { app, database } = context();
    const token = await staffLogIn('admin@volume.example');
    const list = await getAs(app, token, '/api/staff/applications/');
    expect(list.statusCode).toBe(200);
    expect(list.json().communities.every((c: { slug: string }) => c.slug.startsWith('vol-'))).toBe(true);
    const ours = database.db
      .select({ id: communities.id })
      .from(communities)
      .where(like(communities.slug, 'vol-%'));
    for (const status of Object.values(ApplicationStatus)) {
      const [transaction] = await database.db
        .select({ id: leaseTransactions.id })
        .from(leaseTransactions)
        .where(and(eq(leaseTransactions.status, status), inArray(leaseTransactions.communityId, ours)))
        .limit(1);
      expect(transaction, `an application of status ${status}`).toBeDefined();
      for (const path of ['', 'audit/']) {
        const read = await getAs(app, token, `/api/staff/applications/${transaction?.id}/${path}`);
        expect(read.statusCode, `${status} ${path}: ${read.body.slice(0, 200)}`).toBe(200);
      }
    }
    expect((await getAs(app, token, '/api/staff/leases/')).statusCode).toBe(200);
  });

  it('lets an applicant sign in with the volume password and read their application', async () => {
    const { app, database } = context();
    const [applicant] = await database.db
      .select({ email: users.email, slug: communities.slug, transactionId: applicants.leaseTransactionId })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .innerJoin(communities, eq(communities.id, users.communityId))
      .innerJoin(leaseTransactions, eq(leaseTransactions.id, applicants.leaseTransactionId))
      .where(and(like(communities.slug, 'vol-%'), eq(leaseTransactions.status, ApplicationStatus.Submitted)))
      .limit(1);
    if (!applicant) throw new Error('no submitted applicant');
    const session = await logIn(
      app,
      { username: applicant.email, password: VOLUME_PASSWORD },
      applicant.slug,
    );
    expect(session.statusCode).toBe(200);
    const read = await getAs(app, session.json().token, `/api/transactions/${applicant.transactionId}/`);
    expect(read.statusCode, read.body.slice(0, 200)).toBe(200);
  });

  it("keeps the agent to their communities and the second company's staff to theirs", async () => {
    const { app } = context();
    const agent = await getAs(app, await staffLogIn('agent@volume.example'), '/api/staff/applications/');
    expect(agent.json().communities.every((c: { slug: string }) => c.slug.startsWith('vol-'))).toBe(true);
    const second = await getAs(
      app,
      await staffLogIn('admin@second.volume.example'),
      '/api/staff/applications/',
    );
    expect(second.json().communities.every((c: { slug: string }) => c.slug.startsWith('vol2-'))).toBe(true);
  });
});
