import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { and, eq, inArray, isNull, like, not, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { communities } from '../../src/db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../src/db/schema/lease-documents.js';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { units } from '../../src/db/schema/units.js';
import { users } from '../../src/db/schema/users.js';
import { prepareDatabase } from '../../src/prepare-database.js';
import { readDemoFixture } from '../../src/services/demo-data/demo-fixture.js';
import { loadDemoApplications } from '../../src/services/demo-data/load-demo-applications.js';
import { VOLUME_PASSWORD } from '../../src/services/demo-data/portfolio/volume-portfolio.js';
import { writeDemoLeasePdfs } from '../../src/services/demo-data/write-demo-lease-pdfs.js';
import { everyoneHasSigned } from '../../src/services/signing/signing-progress.js';
import { logIn } from '../factories/users.js';
import {
  call,
  openCeremony,
  runSigningOutbox,
  signInCeremony,
  signingAppOptions,
} from '../signing/signing-helpers.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi, type TestContext } from '../support/test-app.js';

/** The states the console shows, as a leasing team tells them apart. */
const stateNames = [
  'submitted',
  'pending criminal review',
  'conditionally approved',
  'approved, awaiting signatures',
  'awaiting countersignature',
  'denied',
] as const;
type StateName = (typeof stateNames)[number];
const byStatus: Partial<Record<number, StateName>> = {
  [ApplicationStatus.Submitted]: 'submitted',
  [ApplicationStatus.PendingCriminalReview]: 'pending criminal review',
  [ApplicationStatus.ConditionallyApproved]: 'conditionally approved',
  [ApplicationStatus.Denied]: 'denied',
};

/** Every application of the six states, with its community's slug and its unit's number. */
async function applicationsByState(db: Database) {
  const rows = await db
    .select({
      id: leaseTransactions.id,
      status: leaseTransactions.status,
      slug: communities.slug,
      unitNumber: units.unitNumber,
    })
    .from(leaseTransactions)
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId));
  const stated: { id: number; slug: string; unitNumber: string; state: StateName }[] = [];
  for (const row of rows) {
    const state =
      row.status === ApplicationStatus.Approved
        ? (await everyoneHasSigned(db, row.id))
          ? 'awaiting countersignature'
          : 'approved, awaiting signatures'
        : byStatus[row.status];
    if (state) stated.push({ ...row, state });
  }
  return stated;
}

async function rowCounts(db: Database) {
  const count = async (table: typeof users | typeof units | typeof leaseTransactions | typeof auditLog) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return {
    users: await count(users),
    units: await count(units),
    applications: await count(leaseTransactions),
    audit: await count(auditLog),
  };
}

/** What main.ts does after the database is ready, with the app's file store and signing provider. */
const writeLeasePdfs = ({ database, clock }: TestContext) =>
  writeDemoLeasePdfs({ db: database.db, clock, ...signingAppOptions });

/** A demo applicant signs in as they would on the demo, with the volume password. */
async function applicantToken({ app }: TestContext, email: string, community: string) {
  const response = await logIn(app, { username: email, password: VOLUME_PASSWORD }, community);
  if (response.statusCode !== 200) throw new Error(`${email} could not sign in: ${response.body}`);
  return response.json().token as string;
}

describeApi(
  'the demo applications of `npm start`',
  (context) => {
    it('gives every demo community a dozen applications in each state the console shows, on units of its own, once', async () => {
      const { database } = context();
      const fixture = await readDemoFixture();
      const fixtureUnits = database.db
        .select({ id: units.id })
        .from(units)
        .where(not(like(units.unitNumber, 'D-%')));
      const fixtureUnitsBefore = await database.db
        .select()
        .from(units)
        .where(inArray(units.id, fixtureUnits));

      await prepareDatabase(database, { demoData: true, demoApplications: true });
      expect(await writeLeasePdfs(context())).toBeGreaterThanOrEqual(fixture.communities.length * 24);

      const applications = await applicationsByState(database.db);
      for (const community of fixture.communities)
        for (const state of stateNames)
          expect(
            applications.filter((row) => row.slug === community.slug && row.state === state).length,
            `${community.slug}: ${state}`,
          ).toBeGreaterThanOrEqual(12);
      for (const community of fixture.communities) {
        const listed = new Set(community.units.map((unit) => unit.unit_number));
        const onFixtureUnits = applications.filter(
          (row) => row.slug === community.slug && listed.has(row.unitNumber),
        );
        expect(onFixtureUnits, community.slug).toEqual([]);
      }
      // The fixture's units are as they were: still free to apply for.
      expect(await database.db.select().from(units).where(inArray(units.id, fixtureUnits))).toEqual(
        fixtureUnitsBefore,
      );

      const loaded = await rowCounts(database.db);
      await prepareDatabase(database, { demoData: true, demoApplications: true });
      expect(await loadDemoApplications(database, fixture)).toEqual([]);
      expect(await writeLeasePdfs(context())).toBe(0);
      expect(await rowCounts(database.db)).toEqual(loaded);
    });

    it("opens every state's file and audit log for the demo staff, a lease ready to countersign among them", async () => {
      const { app, database } = context();
      const applications = await applicationsByState(database.db);
      const staff = [DEMO_STAFF.harborAdmin, DEMO_STAFF.cedarPointManager];
      for (const who of staff) {
        const token = await staffToken(app, who);
        const list = await getAs(app, token, `/api/staff/applications/?community=${who.community}`);
        expect(list.statusCode).toBe(200);
        expect(list.json().count).toBeGreaterThanOrEqual(stateNames.length * 12);
        for (const state of stateNames) {
          const application = applications.find((row) => row.slug === who.community && row.state === state);
          for (const path of ['', 'audit/']) {
            const read = await getAs(app, token, `/api/staff/applications/${application?.id}/${path}`);
            expect(read.statusCode, `${state} ${path}: ${read.body.slice(0, 200)}`).toBe(200);
            if (path === '' && state === 'awaiting countersignature')
              expect(read.json().can_countersign).toBe(true);
          }
        }
      }
    });

    it('shows each decided application a recommendation that agrees with its decision, and its acts when they were done', async () => {
      const { app, database } = context();
      const recommended: Partial<Record<StateName, string>> = {
        'conditionally approved': 'conditionally_approve',
        'approved, awaiting signatures': 'approve',
        'awaiting countersignature': 'approve',
        denied: 'deny',
      };
      const who = DEMO_STAFF.harborAdmin;
      const token = await staffToken(app, who);
      const decided = (await applicationsByState(database.db)).filter(
        (row) => row.slug === who.community && recommended[row.state],
      );
      expect(decided.length).toBeGreaterThanOrEqual(4 * 12);
      for (const application of decided) {
        const file = (await getAs(app, token, `/api/staff/applications/${application.id}/`)).json();
        expect(file.recommendation?.decision, `${application.state} ${application.id}`).toBe(
          recommended[application.state],
        );
        const audit = (await getAs(app, token, `/api/staff/applications/${application.id}/audit/`)).json();
        const at = (action: string) =>
          audit.results.find((entry: { action: string }) => entry.action === action)?.at as
            | string
            | undefined;
        const decidedAt = at('application.decided');
        expect(decidedAt, `${application.id} decided`).toBeDefined();
        const sentAt = file.lease_documents[0]?.sent_at as string | undefined;
        if (sentAt) {
          expect(Date.parse(at('lease.sent') ?? '')).toBe(Date.parse(sentAt));
          expect(Date.parse(decidedAt ?? '')).toBeLessThan(Date.parse(sentAt));
        }
      }
    });
    it('has real leases: the manager countersigns one into a sealed PDF, and a signer signs another', async () => {
      const { app, database } = context();
      const who = DEMO_STAFF.cedarPointManager;
      const applications = await applicationsByState(database.db);
      const inState = (state: StateName) =>
        applications.find((row) => row.slug === who.community && row.state === state)?.id ?? 0;

      const ready = inState('awaiting countersignature');
      const manager = await staffToken(app, who);
      const countersigned = await call(app, manager, 'POST', `/api/staff/applications/${ready}/countersign/`);
      expect(countersigned.statusCode, countersigned.body).toBe(200);
      await runSigningOutbox(context());
      const [sealed] = await database.db
        .select()
        .from(leaseDocuments)
        .where(eq(leaseDocuments.transactionId, ready));
      expect(sealed).toMatchObject({ status: 'executed', sealedFileKey: expect.any(String) });
      const [resident] = await database.db
        .select({ email: documentSigners.email })
        .from(documentSigners)
        .where(eq(documentSigners.documentId, sealed?.id ?? 0));
      const residentToken = await applicantToken(context(), resident?.email ?? '', who.community);
      const link = await call(
        app,
        residentToken,
        'GET',
        `/api/transaction/${ready}/lease-document-url/?document_type=lease`,
      );
      expect(link.statusCode, link.body).toBe(200);
      const pdf = await app.inject({ method: 'GET', url: link.json().url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const waiting = inState('approved, awaiting signatures');
      const [lease] = await database.db
        .select()
        .from(leaseDocuments)
        .where(eq(leaseDocuments.transactionId, waiting));
      // The community's lease template, filled in: the unit and the month's total are in it.
      const unitNumber = applications.find((row) => row.id === waiting)?.unitNumber ?? '';
      expect(lease?.markdown).toContain(unitNumber);
      expect(lease?.markdown).toContain('Total each month');
      const [unsigned] = await database.db
        .select({ email: documentSigners.email })
        .from(documentSigners)
        .where(and(eq(documentSigners.documentId, lease?.id ?? 0), isNull(documentSigners.signedAt)));
      const signerToken = await applicantToken(context(), unsigned?.email ?? '', who.community);
      const { config, session } = await openCeremony(app, signerToken, waiting, lease?.id ?? 0);
      // The ceremony page sends the PIN its configuration gave it, where the community asks for one.
      const signed = await signInCeremony(app, session, { security_pin: config.data.security_pin });
      expect(signed.statusCode, signed.body).toBe(200);
    });
  },
  signingAppOptions,
);
