import { like } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { staffMembers, users } from '../../db/schema/users.js';
import type { Clock } from '../../lib/clock.js';
import { sendSetPasswordLink } from '../staff/set-password-link.js';
import { assertNoStaffAccount } from '../staff/staff-member.js';

export const newCompanySchema = z.object({
  name: z
    .string({ error: 'The company needs a name.' })
    .trim()
    .min(1, 'The company needs a name.')
    .max(200, 'A company name has at most 200 characters.'),
  admin_email: z.email('The admin e-mail is not a valid e-mail address.').max(254).toLowerCase(),
});
export type NewCompany = z.infer<typeof newCompanySchema>;

/** The company's key: its name in lowercase words joined by hyphens, numbered when already taken. */
async function freeCompanyKey(db: Database, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'company';
  const taken = new Set(
    (
      await db
        .select({ key: companies.key })
        .from(companies)
        .where(like(companies.key, `${base}%`))
    ).map((row) => row.key),
  );
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  return key;
}

/**
 * A new company with its first admin, in one transaction: the admin's account has no password until they
 * choose one through the single-use link this e-mails them (and returns, for whoever runs the set-up).
 */
export async function createCompany(
  { db, clock, fileEncryptionKey }: { db: Database; clock: Clock; fileEncryptionKey: Buffer },
  company: NewCompany,
  origin: string,
): Promise<{ companyId: number; key: string; link: string; expiresAt: Date }> {
  const key = await freeCompanyKey(db, company.name);
  return db.transaction(async (tx) => {
    await assertNoStaffAccount(tx, company.admin_email, 'admin_email');
    const [created] = await tx
      .insert(companies)
      .values({ key, name: company.name })
      .returning({ id: companies.id });
    const [admin] = await tx
      .insert(users)
      .values({ email: company.admin_email, firstName: '', lastName: '' })
      .returning({ id: users.id });
    if (!created || !admin) throw new Error('The company was not stored');
    await tx.insert(staffMembers).values({ userId: admin.id, companyId: created.id, role: 'admin' });
    const sent = await sendSetPasswordLink(tx, { clock, fileEncryptionKey }, { userId: admin.id, origin });
    return { companyId: created.id, key, ...sent };
  });
}
