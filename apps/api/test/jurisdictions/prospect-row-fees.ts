import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { communities } from '../../src/db/schema/communities.js';
import { fees } from '../../src/db/schema/pricing.js';

/**
 * A $250 move-in fee at Prospect Row (Brooklyn), saved around the settings' check, as a fee configured
 * before New York's rule against up-front fees (N.Y. Real Prop. Law § 238-a(1)(a)) would be.
 */
export async function moveInFeeSavedBeforeTheRule(db: Database): Promise<void> {
  const [prospectRow] = await db.select().from(communities).where(eq(communities.slug, 'prospect-row'));
  if (!prospectRow) throw new Error('no Prospect Row');
  await db.insert(fees).values({
    communityId: prospectRow.id,
    key: 'move-in-fee',
    name: 'Move-In Fee',
    kind: 'one_time',
    amountCents: 25_000,
    per: 'transaction',
    position: 99,
  });
}
