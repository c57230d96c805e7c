import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { identityVerifications } from '../../src/db/schema/identity-verifications.js';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { users } from '../../src/db/schema/users.js';
import { startApplicationFor } from '../factories/transactions.js';
import { GOOD_PASSWORD, logIn, signUp } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import {
  applicationAtIdentity,
  identityCall,
  identityStepsOf,
  lastTextTo,
  passcodeIn,
} from './identity-helpers.js';

const PHONE = '(512) 555-0187';
const logLines: string[] = [];

describeApi(
  'identity verification by passcode',
  (context) => {
    it('answers 401 without a session and 404 for a transaction the caller is not on', async () => {
      const { app, database, clock } = context();
      const application = await applicationAtIdentity(app, database.db, clock);
      const stranger = await signUp(app);
      for (const method of ['GET', 'POST', 'PATCH'] as const) {
        const payload = {
          GET: undefined,
          POST: { method: 'passcode', channel: 'sms' },
          PATCH: { method: 'passcode', passcode: '123456' },
        }[method];
        const anonymous = await identityCall(app, application, method, payload, null);
        expect(anonymous.statusCode).toBe(401);
        const foreign = await identityCall(app, application, method, payload, stranger.token);
        expect(foreign.statusCode).toBe(404);
      }
      const plaid = await app.inject({
        method: 'POST',
        url: `/api/transactions/${application.transactionId}/plaid-identity-verification/`,
        headers: { authorization: `Token ${stranger.token}` },
      });
      expect(plaid.statusCode).toBe(404);
    });

    it('answers 400 for bad input, never 500', async () => {
      const { app, database, clock } = context();
      const application = await applicationAtIdentity(app, database.db, clock);
      const bad: Array<['POST' | 'PATCH', unknown, string]> = [
        ['POST', { method: 'fax' }, 'method'],
        ['POST', { method: 'passcode' }, 'channel'],
        ['POST', { method: 'passcode', channel: 'pigeon' }, 'channel'],
        ['POST', { method: 'manual', upload_id: '../etc/passwd' }, 'upload_id'],
        ['PATCH', { method: 'passcode', passcode: '12345' }, 'passcode'],
        ['PATCH', { method: 'passcode', passcode: '12345a' }, 'passcode'],
        ['PATCH', { method: 'questions', answers: [] }, 'answers'],
        ['PATCH', [], 'non_field_errors'],
      ];
      for (const [method, payload, field] of bad) {
        const response = await identityCall(app, application, method, payload as object);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error_type).toBe('ValidationError');
        expect(Object.keys(response.json().errors ?? {}).join(' ')).toContain(field);
      }
    });

    it('opens only once Screening is finished (409 before)', async () => {
      const { app, database } = context();
      const application = await startApplicationFor(app, database.db);
      const early = await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Please finish Current Address first.');
    });

    it('texts a 6-digit code that verifies, finishes step 80 and submits a household of one', async () => {
      const { app, database, clock } = context();
      const { db } = database;
      const application = await applicationAtIdentity(app, db, clock);
      logLines.length = 0;
      const sent = await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({
        status: 'in_progress',
        phone_last4: '0187',
        passcode: { channel: 'sms', tries_left: 5 },
      });
      const text = await lastTextTo(db, PHONE);
      expect(text).toMatch(
        /^Maple Court Apartments: \d{6} is your identity verification code\. It expires in 10 minutes\./,
      );
      const passcode = passcodeIn(text);
      expect(sent.body).not.toContain(passcode);
      const [stored] = await db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.applicantId, application.applicantId));
      expect(stored?.passcodeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.passcodeHash).not.toContain(passcode);

      const wrong = passcode === '000000' ? '111111' : '000000';
      const miss = await identityCall(app, application, 'PATCH', { method: 'passcode', passcode: wrong });
      expect(miss.statusCode).toBe(400);
      expect(miss.json().errors.passcode).toEqual(["That code doesn't match. You have 4 tries left."]);
      expect(await identityStepsOf(db, application)).toHaveLength(0);

      const verified = await identityCall(app, application, 'PATCH', { method: 'passcode', passcode });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({
        outcome: 'verified',
        identity_verification: { status: 'verified', method: 'passcode', passcode: null },
      });
      expect(verified.body).not.toContain(passcode);
      expect(await identityStepsOf(db, application)).toHaveLength(1);
      const [transaction] = await db
        .select({ status: leaseTransactions.status })
        .from(leaseTransactions)
        .where(eq(leaseTransactions.id, application.transactionId));
      expect(transaction?.status).toBe(7);
      const [user] = await db.select().from(users).where(eq(users.id, application.user.id));
      expect(user?.canUpdatePii).toBe(false);
      expect(logLines.join('')).not.toContain(passcode);

      const again = await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Your identity is already verified.');
    });

    it('calls with the digits read out, and a new code replaces the one before', async () => {
      const { app, database, clock } = context();
      const application = await applicationAtIdentity(app, database.db, clock);
      await identityCall(app, application, 'POST', { method: 'passcode', channel: 'voice' });
      const call = await lastTextTo(database.db, PHONE);
      expect(call).toMatch(
        /^Voice call: This is Maple Court Apartments\. Your identity verification code is \d( \d){5}\./,
      );
      const first = passcodeIn(call);
      await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
      const second = passcodeIn(await lastTextTo(database.db, PHONE));
      if (first !== second) {
        const old = await identityCall(app, application, 'PATCH', { method: 'passcode', passcode: first });
        expect(old.statusCode).toBe(400);
      }
      const current = await identityCall(app, application, 'PATCH', { method: 'passcode', passcode: second });
      expect(current.statusCode).toBe(200);
    });

    it('expires a code after 10 minutes on the app clock', async () => {
      const { app, database, clock } = context();
      const application = await applicationAtIdentity(app, database.db, clock);
      await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
      const passcode = passcodeIn(await lastTextTo(database.db, PHONE));
      clock.advanceMinutes(10);
      const late = await identityCall(app, application, 'PATCH', { method: 'passcode', passcode });
      expect(late.statusCode).toBe(400);
      expect(late.json().errors.passcode).toEqual(['This code has expired. Please ask for a new one.']);
      expect(await identityStepsOf(database.db, application)).toHaveLength(0);
      const status = await identityCall(app, application, 'GET');
      expect(status.json().passcode).toBeNull();

      await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
      const fresh = passcodeIn(await lastTextTo(database.db, PHONE));
      clock.advanceMinutes(9);
      const inTime = await identityCall(app, application, 'PATCH', { method: 'passcode', passcode: fresh });
      expect(inTime.statusCode).toBe(200);
    });

    it('allows 5 tries per code; after them even the right code needs a new one', async () => {
      const { app, database, clock } = context();
      const application = await applicationAtIdentity(app, database.db, clock);
      await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
      const passcode = passcodeIn(await lastTextTo(database.db, PHONE));
      const wrong = passcode === '999999' ? '888888' : '999999';
      const messages: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const miss = await identityCall(app, application, 'PATCH', { method: 'passcode', passcode: wrong });
        expect(miss.statusCode).toBe(400);
        messages.push(miss.json().errors.passcode[0]);
      }
      expect(messages.at(3)).toBe("That code doesn't match. You have 1 try left.");
      expect(messages.at(4)).toBe(
        "That code doesn't match, and you have no tries left. Please ask for a new code.",
      );
      const right = await identityCall(app, application, 'PATCH', { method: 'passcode', passcode });
      expect(right.statusCode).toBe(400);
      expect(right.json().errors.passcode).toEqual(['Please ask for a new code first.']);
      expect(await identityStepsOf(database.db, application)).toHaveLength(0);
    });

    it('sends at most 5 codes an hour', async () => {
      const { app, database, clock } = context();
      const application = await applicationAtIdentity(app, database.db, clock);
      for (let sent = 0; sent < 5; sent += 1) {
        const ok = await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
        expect(ok.statusCode).toBe(201);
      }
      const sixth = await identityCall(app, application, 'POST', { method: 'passcode', channel: 'voice' });
      expect(sixth.statusCode).toBe(429);
      clock.advanceMinutes(61);
      // An hour idle ends the session too: the applicant logs in again.
      const login = await logIn(app, { username: application.user.email, password: GOOD_PASSWORD });
      const later = await identityCall(
        app,
        application,
        'POST',
        { method: 'passcode', channel: 'sms' },
        login.json().token,
      );
      expect(later.statusCode).toBe(201);
    });
  },
  { logLevel: 'trace', logStream: { write: (line) => logLines.push(line) } },
);
