import { ProofType } from '@portal/domain/income/proof-documents';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploadedFiles } from '../../src/db/schema/uploaded-files.js';
import { en } from '../../src/messages/en.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { uploadProof } from './upload-proof.js';

describeApi('income: financial documents', (context) => {
  const app = () => context().app;
  const apply = () => startApplicationFor(app(), context().database.db);
  const documentsUrl = (application: StartedApplication) =>
    `/api/transaction/${application.transactionId}/financial-document/`;
  const post = (token: string, url: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: withToken(token), payload });

  it('adds uploads to the income documents, opening them to the household, and lists them all', async () => {
    const applicant = await apply();
    const taxForm = await uploadProof(app(), applicant.user.token, ProofType.TaxReturn);
    const first = await post(applicant.user.token, documentsUrl(applicant), { uploaded_documents: taxForm });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      documents: [
        {
          id: taxForm,
          name: 'w2-2025.pdf',
          proof_type: { id: 2, label: 'Tax return' },
          uploaded_at: context().clock.now().toISOString(),
        },
      ],
    });

    const paystub = await uploadProof(app(), applicant.user.token, ProofType.Paystubs);
    const form = await app().inject({
      method: 'POST',
      url: documentsUrl(applicant),
      headers: { ...withToken(applicant.user.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ uploaded_documents: paystub }).toString(),
    });
    expect(form.statusCode).toBe(201);
    expect(
      form
        .json()
        .documents.map((document: { id: string }) => document.id)
        .sort(),
    ).toEqual([taxForm, paystub].sort());
    const [file] = await context()
      .database.db.select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, paystub));
    expect(file).toMatchObject({ transactionId: applicant.transactionId, financialSourceId: null });
  });

  it("lists the caller's own documents for the Summary, each downloadable by them but not by a stranger", async () => {
    const applicant = await apply();
    const stranger = await apply();
    const get = (token: string, url: string) =>
      app().inject({ method: 'GET', url, headers: withToken(token) });
    expect((await get(applicant.user.token, documentsUrl(applicant))).json()).toEqual({ documents: [] });

    const taxForm = await uploadProof(app(), applicant.user.token, ProofType.TaxReturn);
    context().clock.advanceMinutes(1);
    const paystub = await uploadProof(app(), applicant.user.token, ProofType.Paystubs);
    await post(applicant.user.token, documentsUrl(applicant), { uploaded_documents: [paystub, taxForm] });
    // Still loose, not yet given: not one of the income documents.
    await uploadProof(app(), applicant.user.token, ProofType.Paystubs);

    const listed = await get(applicant.user.token, documentsUrl(applicant));
    expect(listed.statusCode).toBe(200);
    const { documents } = listed.json();
    expect(documents.map((document: { id: string }) => document.id)).toEqual([taxForm, paystub]);
    expect(documents[1]).toMatchObject({ proof_type: { id: ProofType.Paystubs } });
    expect(new Date(documents[1].uploaded_at).getTime() - new Date(documents[0].uploaded_at).getTime()).toBe(
      60_000,
    );

    expect((await get(applicant.user.token, `/api/uploads/${paystub}/`)).statusCode).toBe(200);
    expect((await get(stranger.user.token, `/api/uploads/${paystub}/`)).statusCode).toBe(404);
    expect((await get(stranger.user.token, documentsUrl(applicant))).statusCode).toBe(404);
    expect((await get(stranger.user.token, documentsUrl(stranger))).json()).toEqual({ documents: [] });
    expect((await app().inject({ method: 'GET', url: documentsUrl(applicant) })).statusCode).toBe(401);
  });

  it("refuses someone else's upload and a file that proves a source, keeping none of the list", async () => {
    const applicant = await apply();
    const stranger = await apply();
    const own = await uploadProof(app(), applicant.user.token, ProofType.TaxReturn);
    const theirs = await uploadProof(app(), stranger.user.token, ProofType.TaxReturn);
    const refused = await post(applicant.user.token, documentsUrl(applicant), {
      uploaded_documents: [own, theirs],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ uploaded_documents: [en.source_document_not_found] });
    const [file] = await context().database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, own));
    expect(file?.transactionId).toBeNull();

    const statement = await uploadProof(app(), applicant.user.token, ProofType.AccountStatements);
    await post(applicant.user.token, `/api/transaction/${applicant.transactionId}/financial-sources/`, {
      income_or_asset_type: 500,
      estimated_amount: '100',
      uploaded_documents: [statement],
    });
    const taken = await post(applicant.user.token, documentsUrl(applicant), {
      uploaded_documents: [statement],
    });
    expect(taken.statusCode).toBe(400);
  });

  it.each([
    [{}, 'uploaded_documents', 'Required'],
    [{ uploaded_documents: [] }, 'uploaded_documents', 'Required'],
    [{ uploaded_documents: ['../etc/passwd'] }, 'uploaded_documents.0', 'Not a file id.'],
  ])('refuses %j', async (payload, field, message) => {
    const applicant = await apply();
    const response = await post(applicant.user.token, documentsUrl(applicant), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('needs a session', async () => {
    const applicant = await apply();
    const response = await app().inject({
      method: 'POST',
      url: documentsUrl(applicant),
      payload: { uploaded_documents: ['abc'] },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another person's application", async () => {
    const owner = await apply();
    const stranger = await apply();
    const file = await uploadProof(app(), stranger.user.token, ProofType.TaxReturn);
    expect(
      (await post(stranger.user.token, documentsUrl(owner), { uploaded_documents: [file] })).statusCode,
    ).toBe(404);
  });
});
