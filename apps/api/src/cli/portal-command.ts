import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Env } from '../env.js';
import { AppError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import { openConfiguredDatabase } from '../operator-setup.js';
import { loadFileEncryptionKey } from '../providers/files/encryption-key.js';
import { createCompany, type NewCompany, newCompanySchema } from '../services/companies/create-company.js';
import { SET_PASSWORD_LINK_LIFETIME_DAYS } from '../services/staff/set-password-link.js';

export const PORTAL_USAGE =
  'Usage: npm run portal -- company create --name "<company name>" --admin-email <email>';

export interface CommandOutput {
  out(line: string): void;
  error(line: string): void;
}

/** A command line that cannot run: its message, and 2 for a usage mistake, 1 for a bad value. */
class CommandLineError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

function readCompanyArguments(args: string[]): NewCompany {
  const [group, verb, ...rest] = args;
  if (group !== 'company' || verb !== 'create') throw new CommandLineError(PORTAL_USAGE, 2);
  let values: { name?: string | undefined; 'admin-email'?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { name: { type: 'string' }, 'admin-email': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new CommandLineError(`${(error as Error).message}\n${PORTAL_USAGE}`, 2);
  }
  const parsed = newCompanySchema.safeParse({ name: values.name, admin_email: values['admin-email'] });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join('\n');
    throw new CommandLineError(`${problems}\n${PORTAL_USAGE}`, 1);
  }
  return parsed.data;
}

/**
 * `npm run portal -- …`, what an operator does from a shell against the database `npm start` uses.
 * Today: `company create`, which prints the admin's set-password link as its last line. Returns the exit code.
 */
export async function runPortalCommand(
  args: string[],
  env: Env,
  clock: Clock,
  output: CommandOutput,
): Promise<number> {
  let company: NewCompany;
  try {
    company = readCompanyArguments(args);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    output.error(error.message);
    return error.exitCode;
  }
  const database = await openConfiguredDatabase(env);
  try {
    await database.withStartupLock(() => database.migrate());
    const created = await createCompany(
      {
        db: database.db,
        clock,
        fileEncryptionKey: loadFileEncryptionKey(env.FILE_ENCRYPTION_KEY, resolve(env.DATA_DIR)),
      },
      company,
      env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`,
    );
    output.out(`Created ${company.name} (key ${created.key}) and its first admin, ${company.admin_email}.`);
    output.out(
      `They are e-mailed this single-use link to set their password, valid ${SET_PASSWORD_LINK_LIFETIME_DAYS} days ` +
        `(until ${created.expiresAt.toISOString()}); without SMTP_URL the dev mailbox shows the e-mail.`,
    );
    output.out(created.link);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    output.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}
