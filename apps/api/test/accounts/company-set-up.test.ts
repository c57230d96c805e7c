import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { runPortalCommand } from '../../src/cli/portal-command.js';
import { openDatabase } from '../../src/db/client.js';
import { DataDirInUseError } from '../../src/db/data-dir-lock.js';
import { companies } from '../../src/db/schema/companies.js';
import { readEnv } from '../../src/env.js';
import { processOutbox } from '../../src/jobs/outbox.js';
import { loadFileEncryptionKey } from '../../src/providers/files/encryption-key.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import {
  STAFF_INVITATION_TOPIC,
  staffInvitationHandler,
} from '../../src/services/staff/set-password-link.js';
import { TestClock } from '../support/test-clock.js';

/** What the command printed, line by line. */
function capture() {
  const out: string[] = [];
  const error: string[] = [];
  return {
    out,
    error,
    output: { out: (line: string) => out.push(line), error: (line: string) => error.push(line) },
  };
}

// The embedded database in a data directory, as `npm start` and `npm run portal` open it: each command
// opens it anew (and the first makes it, in a child process), so a test here takes many starts' time.
describe('npm run portal -- company create, then the admin sets a password and signs in', {
  timeout: 90_000,
}, () => {
  let dataDir: string;
  const clock = new TestClock();
  const run = async (args: string[]) => {
    const printed = capture();
    const code = await runPortalCommand(
      args,
      readEnv({ DATA_DIR: dataDir, DEMO_DATA: 'false' }),
      clock,
      printed.output,
    );
    return { code, ...printed };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the company and its admin once, printing the set-password link last', async () => {
    const created = await run([
      'company',
      'create',
      '--name',
      'Acme Homes',
      '--admin-email',
      'Owner@Acme.example',
    ]);
    expect(created.error).toEqual([]);
    expect(created.code).toBe(0);
    expect(created.out[0]).toBe(
      'Created Acme Homes (key acme-homes) and its first admin, owner@acme.example.',
    );
    expect(created.out.at(-1)).toMatch(/^http:\/\/localhost:3000\/staff\/password\?token=[\w-]{40,}$/);

    const again = await run([
      'company',
      'create',
      '--name',
      'Acme Again',
      '--admin-email',
      'owner@acme.example',
    ]);
    expect(again.code).toBe(1);
    expect(again.error).toEqual([
      'owner@acme.example already has a staff account: one e-mail address signs in one staff member.',
    ]);
    const bad = await run(['company', 'create', '--name', ' ', '--admin-email', 'not-an-address']);
    expect(bad.code).toBe(1);
    expect(bad.error[0]).toBe(
      'The company needs a name.\nThe admin e-mail is not a valid e-mail address.\nUsage: npm run portal -- company create --name "<company name>" --admin-email <email>',
    );
    expect((await run(['company', 'remove'])).code).toBe(2);
    expect((await run(['company', 'create', '--nme', 'x'])).code).toBe(2);

    const database = await openDatabase({ dataDir });
    try {
      // Only one company: the refused runs wrote nothing.
      expect(await database.db.select({ name: companies.name }).from(companies)).toEqual([
        { name: 'Acme Homes' },
      ]);
      const fileEncryptionKey = loadFileEncryptionKey(undefined, dataDir);
      const app = await buildApp({ db: database.db, clock, fileEncryptionKey });
      try {
        const mailer = createSandboxMailer({ db: database.db, clock });
        await processOutbox(
          { db: database.db, clock },
          {
            [STAFF_INVITATION_TOPIC]: staffInvitationHandler({ db: database.db, mailer, fileEncryptionKey }),
          },
        );
        const link = created.out.at(-1) ?? '';
        const mailbox = await app.inject({ method: 'GET', url: '/api/dev/mailbox/' });
        expect(mailbox.json().messages).toMatchObject([
          {
            recipient: 'owner@acme.example',
            reply_to: null,
            subject: 'Set your password for the Acme Homes leasing portal',
          },
        ]);
        expect(mailbox.json().messages[0].text).toContain(link);

        const token = new URL(link).searchParams.get('token') ?? '';
        const setPassword = () =>
          app.inject({
            method: 'PUT',
            url: '/api/password-change/',
            headers: { authorization: `Token ${token}` },
            payload: { password: 'Harbor-Lights-2026', password_confirmation: 'Harbor-Lights-2026' },
          });
        expect((await setPassword()).statusCode).toBe(200);
        // Single use.
        expect((await setPassword()).statusCode).toBe(400);

        const login = await app.inject({
          method: 'POST',
          url: '/api/staff/login/',
          payload: { username: 'owner@acme.example', password: 'Harbor-Lights-2026' },
        });
        expect(login.statusCode, login.body).toBe(200);
        expect(login.json()).toMatchObject({ community: null, staff_role: 'admin' });
        const home = await app.inject({
          method: 'GET',
          url: '/api/staff/communities/',
          headers: { authorization: `Token ${login.json().token}` },
        });
        expect(home.json()).toEqual({ company: { name: 'Acme Homes' }, role: 'admin', communities: [] });
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('refuses an embedded database another running process holds', async () => {
    const heldDir = await mkdtemp(join(tmpdir(), 'portal-held-'));
    try {
      // The parent of this test process is alive: as if the portal were serving from that directory.
      await writeFile(join(heldDir, 'portal.pid'), String(process.ppid));
      await expect(
        runPortalCommand(
          ['company', 'create', '--name', 'Other', '--admin-email', 'other@acme.example'],
          readEnv({ DATA_DIR: heldDir }),
          clock,
          capture().output,
        ),
      ).rejects.toThrow(DataDirInUseError);
      // A file left by a process that has ended does not hold it.
      await writeFile(join(heldDir, 'portal.pid'), '2147483646');
      const database = await openDatabase({ dataDir: heldDir });
      await database.close();
    } finally {
      await rm(heldDir, { recursive: true, force: true });
    }
  });
});
