import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communities } from '../../src/db/schema/communities.js';
import { fees } from '../../src/db/schema/pricing.js';
import { pdfWords } from '../payments/pdf-text.js';
import { describeApi } from '../support/test-app.js';
import { moveInFeeSavedBeforeTheRule } from './prospect-row-fees.js';

describeApi('the fee documents print what the law lets be charged (issue 39)', (context) => {
  const agreement = (community: string) =>
    context().app.inject({ method: 'GET', url: `/api/rental-fees-agreement/?community=${community}` });

  it('N.Y. Real Prop. Law § 238-a(1)(b): a $55 check fee saved before the cap prints as the $20 charged, with the law, the waiver and the deposit limit', async () => {
    const { db } = context().database;
    const [prospectRow] = await db.select().from(communities).where(eq(communities.slug, 'prospect-row'));
    if (!prospectRow) throw new Error('no Prospect Row');
    // Saved around the settings' check, as a figure from before the law would be.
    await db
      .update(fees)
      .set({ amountCents: 5_500 })
      .where(and(eq(fees.communityId, prospectRow.id), eq(fees.key, 'application-fee')));

    const text = (await agreement('prospect-row')).body;
    expect(text).toContain(
      '- **Background and Credit Check Fee: $20.00 for each adult applicant and guarantor.** The law of New York allows at most $20.00 per applicant (N.Y. Real Prop. Law § 238-a). No fee is charged to an applicant who gives a screening report made in the last 30 days (N.Y. Real Prop. Law § 238-a).',
    );
    expect(text).toContain(
      '## Deposits\n\nThe law of New York limits all deposits together to one month’s rent of your lease (N.Y. Gen. Oblig. Law § 7-108): a deposit above that is lowered when charged.',
    );
    const sheet = await context().app.inject({
      method: 'GET',
      url: '/api/community/prospect-row/fee-sheet-pdf/',
    });
    expect(sheet.statusCode).toBe(200);
    const words = await pdfWords(sheet.rawPayload);
    expect(words).toContain(
      'Background and Credit Check Fee: $20.00 for each adult applicant and guarantor.',
    );
    expect(words).toContain('The law of New York allows at most $20.00 per applicant');
  });

  it('N.Y. Real Prop. Law § 238-a(1)(a): a move-in fee saved before the rule prints as not charged, saying why', async () => {
    await moveInFeeSavedBeforeTheRule(context().database.db);
    expect((await agreement('prospect-row')).body).toContain(
      '- **Move-In Fee: $0.00 per lease.** Not charged: the law of New York allows no fee before or at the start of a tenancy but the background and credit check fee (N.Y. Real Prop. Law § 238-a).',
    );
  });

  it('Texas: the documents are as before, with no law sentence', async () => {
    const text = (await agreement('maple-court')).body;
    expect(text).toContain(
      '- **Application Fee: $50.00 for each adult applicant and guarantor.** Non-refundable.',
    );
    expect(text).not.toContain('The law of');
  });
});
