import { FinancialSourceStatus } from '@portal/domain/constants/financial-source-status';
import { AssetSourceType, IncomeSourceType } from '@portal/domain/constants/financial-source-types';
import { defaultDocumentRule, ProofType } from '@portal/domain/income/proof-documents';
import { expect, it } from 'vitest';
import { financialSources } from '../../src/db/schema/financial-sources.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { samplePdf } from '../uploads/sample-files.js';
import { uploadFile } from '../uploads/upload-file.js';

describeApi('income: documents beside a linked account (allow_manual_document_upload_plaid)', (context) => {
  const allowEmploymentUploads = async (allow: boolean) => {
    const response = await context().app.inject({
      method: 'PATCH',
      url: '/api/admin/communities/maple-court/',
      headers: withToken(await staffToken(context().app, DEMO_STAFF.mapleCourtManager)),
      payload: {
        settings: {
          financial_documents_validations: [
            {
              ...defaultDocumentRule(IncomeSourceType.Employment, 2),
              allow_manual_document_upload_plaid: allow,
            },
          ],
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** A source as a bank link's report leaves it (see linked-sources.ts). */
  async function linkedSource(
    application: StartedApplication,
    type: number,
    status: FinancialSourceStatus,
  ): Promise<number> {
    const now = context().clock.now();
    const [row] = await context()
      .database.db.insert(financialSources)
      .values({
        transactionId: application.transactionId,
        applicantId: application.applicantId,
        streamType: type === AssetSourceType.Plaid ? 'asset' : 'income',
        incomeOrAssetType: type,
        estimatedAmountCents: 5_200_000,
        status,
        isPlaid: true,
        flowType: 'bank',
        other: 'Northwind Logistics — every two weeks',
        plaidIsUnableToBeVerified: status === FinancialSourceStatus.Unverified,
        hasRequestedMoreDocuments: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('no linked source');
    return row.id;
  }

  const upload = (token: string, proofTypeId: number) =>
    uploadFile(context().app, token, [
      { name: 'proof_type_id', value: String(proofTypeId) },
      { name: 'file', filename: 'paystub.pdf', contentType: 'application/pdf', content: samplePdf },
    ]);
  const patchSource = (
    application: StartedApplication,
    sourceId: number,
    token: string | null,
    payload: object,
  ) =>
    context().app.inject({
      method: 'PATCH',
      url: `/api/transaction/${application.transactionId}/financial-sources/${sourceId}/`,
      headers: token ? withToken(token) : {},
      payload,
    });

  it('refuses documents for a linked source while no rule of its stream allows them', async () => {
    await allowEmploymentUploads(false);
    const owner = await startApplicationFor(context().app, context().database.db);
    const sourceId = await linkedSource(owner, IncomeSourceType.PlaidBank, FinancialSourceStatus.Unverified);
    const paystub = await upload(owner.user.token, ProofType.Paystubs);
    const refused = await patchSource(owner, sourceId, owner.user.token, { uploaded_documents: [paystub] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('linked data stands on its own'),
      errors: { uploaded_documents: [expect.stringContaining('takes no documents for it')] },
    });
    // Nor does an asset from the link, whose stream's rules are all built in.
    const account = await linkedSource(owner, AssetSourceType.Plaid, FinancialSourceStatus.Verified);
    const statement = await upload(owner.user.token, ProofType.AccountStatements);
    expect(
      (await patchSource(owner, account, owner.user.token, { uploaded_documents: [statement] })).statusCode,
    ).toBe(400);
  });

  it('takes them where the rule allows, and sends an unverified source back to review', async () => {
    await allowEmploymentUploads(true);
    const owner = await startApplicationFor(context().app, context().database.db);
    const sourceId = await linkedSource(owner, IncomeSourceType.PlaidBank, FinancialSourceStatus.Unverified);
    const paystubs = [
      await upload(owner.user.token, ProofType.Paystubs),
      await upload(owner.user.token, ProofType.Paystubs),
    ];
    const saved = await patchSource(owner, sourceId, owner.user.token, {
      uploaded_documents: paystubs,
      has_requested_more_documents: false,
      stream_id: sourceId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id: sourceId,
      status: FinancialSourceStatus.Pending,
      has_requested_more_documents: false,
      estimated_amount: 5_200_000,
      uploaded_documents: expect.arrayContaining(
        paystubs.map((id) =>
          expect.objectContaining({ id, proof_type: expect.objectContaining({ id: ProofType.Paystubs }) }),
        ),
      ),
    });

    // Verified linked data stays verified with documents beside it; its amount is still the link's.
    const verified = await linkedSource(owner, IncomeSourceType.PlaidPayroll, FinancialSourceStatus.Verified);
    const extra = await upload(owner.user.token, ProofType.Paystubs);
    const kept = await patchSource(owner, verified, owner.user.token, { uploaded_documents: [extra] });
    expect(kept.json()).toMatchObject({ status: FinancialSourceStatus.Verified });
    const edited = await patchSource(owner, verified, owner.user.token, {
      uploaded_documents: [extra],
      estimated_amount: '1',
    });
    expect(edited.statusCode).toBe(409);
  });

  it("keeps a linked source to its owner: 401 without a session, 404 for another applicant's", async () => {
    await allowEmploymentUploads(true);
    const owner = await startApplicationFor(context().app, context().database.db);
    const sourceId = await linkedSource(owner, IncomeSourceType.PlaidBank, FinancialSourceStatus.Unverified);
    const stranger = await startApplicationFor(context().app, context().database.db);
    const theirUpload = await upload(stranger.user.token, ProofType.Paystubs);

    expect((await patchSource(owner, sourceId, null, { uploaded_documents: [] })).statusCode).toBe(401);
    expect(
      (await patchSource(owner, sourceId, stranger.user.token, { uploaded_documents: [theirUpload] }))
        .statusCode,
    ).toBe(404);
    // Their own transaction does not reach it either.
    expect(
      (await patchSource(stranger, sourceId, stranger.user.token, { uploaded_documents: [theirUpload] }))
        .statusCode,
    ).toBe(404);
    // Nor may the owner attach someone else's file.
    expect(
      (await patchSource(owner, sourceId, owner.user.token, { uploaded_documents: [theirUpload] }))
        .statusCode,
    ).toBe(400);
  });
});
