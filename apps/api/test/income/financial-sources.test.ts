import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { financialSources } from '../../src/db/schema/financial-sources.js';
import { uploadedFiles } from '../../src/db/schema/uploaded-files.js';
import {
  finishPagesBeforeIncome,
  type StartedApplication,
  startApplicationFor,
} from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { type FormPart, multipartBody } from '../uploads/multipart-body.js';
import { passwordProtectedPdf, samplePdf } from '../uploads/sample-files.js';

const PAYSTUBS = 1;
const ACCOUNT_STATEMENTS = 8;

describeApi('income: financial sources', (context) => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => context().app.inject({ method, url, headers: withToken(token), ...(payload ? { payload } : {}) });
  const start = () => startApplicationFor(context().app, context().database.db);
  const sourcesOf = (application: StartedApplication) =>
    `/api/transaction/${application.transactionId}/financial-sources/`;

  const postMultipart = (url: string, token: string, parts: FormPart[]) => {
    const body = multipartBody(parts);
    return context().app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, ...withToken(token) },
      payload: body.payload,
    });
  };

  /** Uploads a proof document to the secure vault, as the browser does before saving the source. */
  async function upload(token: string, proofTypeId: number, content = samplePdf): Promise<string> {
    const response = await postMultipart('/api/uploads/', token, [
      { name: 'proof_type_id', value: String(proofTypeId) },
      { name: 'file', filename: 'proof.pdf', contentType: 'application/pdf', content },
    ]);
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return response.json().id;
  }
  const uploads = (token: string, proofTypeId: number, count: number) =>
    Promise.all(Array.from({ length: count }, () => upload(token, proofTypeId)));

  const completeIncomeStep = (application: StartedApplication) =>
    call('POST', `/api/page-complete/${application.transactionId}/`, application.user.token, {
      page: 'income-employment',
    });

  it('adds employment income with the paystubs it needs, and lists it with the stream totals', async () => {
    const owner = await start();
    const paystubs = await uploads(owner.user.token, PAYSTUBS, 3);
    const created = await call('POST', sourcesOf(owner), owner.user.token, {
      income_or_asset_type: 105,
      estimated_amount: '54,250.50',
      uploaded_documents: paystubs,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      stream_type: 'income',
      income_or_asset_type: 105,
      estimated_amount: 5_425_050,
      adjusted_amount: null,
      status: 10,
      other: null,
      has_requested_more_documents: false,
      contains_password_protected_document: false,
      is_plaid: false,
      funnel_risk_signals: [],
    });
    // Files uploaded in the same moment come in id order.
    expect(created.json().uploaded_documents).toEqual(
      paystubs
        .sort()
        .map((id) => ({ id, name: 'proof.pdf', proof_type: { id: PAYSTUBS, label: 'Paystubs' } })),
    );
    const savings = await call('POST', sourcesOf(owner), owner.user.token, {
      income_or_asset_type: '500',
      estimated_amount: 12000,
      uploaded_documents: await upload(owner.user.token, ACCOUNT_STATEMENTS),
    });
    expect(savings.json()).toMatchObject({ stream_type: 'asset', estimated_amount: 1_200_000, status: 10 });

    const listed = await call('GET', sourcesOf(owner), owner.user.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      income_sources: [created.json()],
      asset_sources: [savings.json()],
      vouchers_sources: [],
      income_total: 5_425_050,
      asset_total: 1_200_000,
      vouchers_total: 0,
      reported_no_income_assets: false,
      // No lease term chosen yet: no rent to name an income against.
      income_requirement: null,
    });
    const one = await call('GET', `${sourcesOf(owner)}${created.json().id}/`, owner.user.token);
    expect(one.json()).toEqual(created.json());
    const [file] = await context()
      .database.db.select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, paystubs[0] ?? ''));
    expect(file).toMatchObject({ financialSourceId: created.json().id, transactionId: owner.transactionId });
  });

  it('takes the form data the spec posts, URL-encoded or multipart', async () => {
    const owner = await start();
    const statement = await upload(owner.user.token, ACCOUNT_STATEMENTS);
    const postEncoded = (fields: Record<string, string>) =>
      context().app.inject({
        method: 'POST',
        url: sourcesOf(owner),
        headers: { ...withToken(owner.user.token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const encoded = await postEncoded({
      income_or_asset_type: '515',
      estimated_amount: '1,000',
      other: 'Gold coins',
      uploaded_documents: statement,
    });
    expect(encoded.statusCode).toBe(201);
    expect(encoded.json()).toMatchObject({
      income_or_asset_type: 515,
      estimated_amount: 100_000,
      other: 'Gold coins',
    });
    const reported = await postEncoded({ report_no_income_assets: 'True' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ reported_no_income_assets: true, asset_total: 100_000 });

    const multipart = await postMultipart(sourcesOf(owner), owner.user.token, [
      { name: 'income_or_asset_type', value: '900' },
      { name: 'estimated_amount', value: '9600' },
      { name: 'case_manager_name', value: 'Robin Diaz' },
      { name: 'case_manager_contact_info', value: '(512) 555-0100' },
    ]);
    expect(multipart.statusCode).toBe(201);
    // A voucher needs no proof unless its rule requires every document.
    expect(multipart.json()).toMatchObject({
      stream_type: 'voucher',
      status: 10,
      case_manager_name: 'Robin Diaz',
      case_manager_contact_info: '(512) 555-0100',
    });

    const refused = await postMultipart(sourcesOf(owner), owner.user.token, [
      { name: 'income_or_asset_type', value: '105' },
      { name: 'file', filename: 'paystub.pdf', contentType: 'application/pdf', content: samplePdf },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This form takes no files: upload each file to /api/uploads/ and send its id instead.',
    );
  });

  it.each([
    [{ estimated_amount: '100' }, 'income_or_asset_type', 'Required'],
    [{ income_or_asset_type: '', estimated_amount: '100' }, 'income_or_asset_type', 'Required'],
    [
      { income_or_asset_type: 145, estimated_amount: '100' },
      'income_or_asset_type',
      'Choose one of the income, asset or voucher types offered.',
    ],
    [{ income_or_asset_type: 105 }, 'estimated_amount', 'Required'],
    [
      { income_or_asset_type: 105, estimated_amount: '-5' },
      'estimated_amount',
      'Enter an amount of 0 or more.',
    ],
    [
      { income_or_asset_type: 105, estimated_amount: 'lots' },
      'estimated_amount',
      'Enter an amount in dollars, like 4,250.50.',
    ],
    [{ income_or_asset_type: 140, estimated_amount: '100' }, 'other', 'Required'],
    [
      { income_or_asset_type: 515, estimated_amount: '100', other: 'x'.repeat(256) },
      'other',
      'Exceeds 255 characters',
    ],
    [
      { income_or_asset_type: 105, estimated_amount: '1', uploaded_documents: ['../etc'] },
      'uploaded_documents.0',
      'Not a file id.',
    ],
  ])('refuses %j: %s "%s"', async (payload, field, message) => {
    const owner = await start();
    const response = await call('POST', sourcesOf(owner), owner.user.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_type).toBe('ValidationError');
    expect(response.json().errors[field]).toEqual([message]);
  });

  it("refuses someone else's upload and a file another source already has", async () => {
    const owner = await start();
    const stranger = await signUp(context().app);
    const theirs = await upload(stranger.token, PAYSTUBS);
    const message =
      'We could not find one of these files, or it already belongs to another source. Please upload it again.';
    const stolen = await call('POST', sourcesOf(owner), owner.user.token, {
      income_or_asset_type: 105,
      estimated_amount: '100',
      uploaded_documents: [theirs],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ uploaded_documents: [message] });
    expect((await call('GET', sourcesOf(owner), owner.user.token)).json().income_sources).toEqual([]);

    const mine = await upload(owner.user.token, PAYSTUBS);
    const first = { income_or_asset_type: 105, estimated_amount: '100', uploaded_documents: [mine] };
    expect((await call('POST', sourcesOf(owner), owner.user.token, first)).statusCode).toBe(201);
    const again = await call('POST', sourcesOf(owner), owner.user.token, first);
    expect(again.json().errors).toEqual({ uploaded_documents: [message] });
  });

  it("names the household's recommended income, and a guarantor's own requirement, on the quoted rent", async () => {
    const owner = await start();
    await finishPagesBeforeIncome(context().app, owner);
    // Unit 102 for 12 months is $1,495.00; Maple Court recommends 3 × rent, and asks 4 × of a guarantor.
    const household = await call('GET', sourcesOf(owner), owner.user.token);
    expect(household.json().income_requirement).toEqual({
      kind: 'household',
      multiplier: 3,
      monthly_rent: 149_500,
      monthly_income: 448_500,
      yearly_income: 5_382_000,
    });

    const email = `guarantor.${Math.random().toString(36).slice(2, 10)}@example.com`;
    const invited = await call(
      'POST',
      `/api/transaction/${owner.transactionId}/invitees/`,
      owner.user.token,
      {
        first_name: 'Jordan',
        last_name: 'Reyes',
        role: 30,
        email,
      },
    );
    expect(invited.statusCode).toBe(201);
    const guarantor = await signUp(context().app, { email, phone_number: '5125550144' });
    const joined = await call('POST', '/api/applicant-role/', guarantor.token, {
      invitee_id: invited.json().id,
    });
    expect(joined.statusCode).toBe(200);
    const own = await call('GET', sourcesOf(owner), guarantor.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().income_requirement).toEqual({
      kind: 'guarantor',
      multiplier: 4,
      monthly_rent: 149_500,
      monthly_income: 598_000,
      yearly_income: 7_176_000,
    });
  });

  it('keeps sources to their owner: 401 without a session, 404 for anybody else', async () => {
    const owner = await start();
    const source = (
      await call('POST', sourcesOf(owner), owner.user.token, {
        income_or_asset_type: 900,
        estimated_amount: '1',
      })
    ).json();
    const anonymous = await context().app.inject({ method: 'GET', url: sourcesOf(owner) });
    expect(anonymous.statusCode).toBe(401);

    const stranger = await start();
    expect((await call('GET', sourcesOf(owner), stranger.user.token)).statusCode).toBe(404);
    expect(
      (
        await call('POST', sourcesOf(owner), stranger.user.token, {
          income_or_asset_type: 900,
          estimated_amount: '1',
        })
      ).statusCode,
    ).toBe(404);
    const theirs = `${sourcesOf(stranger)}${source.id}/`;
    expect((await call('GET', theirs, stranger.user.token)).statusCode).toBe(404);
    expect((await call('PATCH', theirs, stranger.user.token, { estimated_amount: '5' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', theirs, stranger.user.token)).statusCode).toBe(404);
    expect((await call('GET', `${sourcesOf(owner)}${source.id}/`, owner.user.token)).statusCode).toBe(200);
  });

  it('refuses "no income or assets" sent with a source, which would be dropped unsaid (decision 0024)', async () => {
    const owner = await start();
    const both = await call('POST', sourcesOf(owner), owner.user.token, {
      report_no_income_assets: 'True',
      income_or_asset_type: 900,
      estimated_amount: '1',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ error_type: 'ValidationError' });
    const listed = (await call('GET', sourcesOf(owner), owner.user.token)).json();
    expect(listed).toMatchObject({ reported_no_income_assets: false, income_sources: [] });
  });

  it('completes Income & Employment after "no income or assets", which a new source takes back', async () => {
    const owner = await start();
    await finishPagesBeforeIncome(context().app, owner);
    const unanswered = await completeIncomeStep(owner);
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json()).toMatchObject({
      error_type: 'ValidationError',
      message: 'Add your income or assets, or tell us you have none.',
      errors: { financial_sources: ['Add your income or assets, or tell us you have none.'] },
    });

    const reported = await call('POST', sourcesOf(owner), owner.user.token, {
      report_no_income_assets: 'True',
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ reported_no_income_assets: true, income_sources: [] });
    const completed = await completeIncomeStep(owner);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().events.map((e: { event: number }) => e.event)).toContain(40);

    await call('POST', sourcesOf(owner), owner.user.token, {
      income_or_asset_type: 900,
      estimated_amount: '1',
    });
    expect((await call('GET', sourcesOf(owner), owner.user.token)).json().reported_no_income_assets).toBe(
      false,
    );
  });

  it('holds the step back while a source lacks documents, until an edit supplies them', async () => {
    const owner = await start();
    await finishPagesBeforeIncome(context().app, owner);
    const source = await call('POST', sourcesOf(owner), owner.user.token, {
      income_or_asset_type: 105,
      estimated_amount: '40000',
      uploaded_documents: await uploads(owner.user.token, PAYSTUBS, 2),
    });
    expect(source.json().status).toBe(40);
    const blocked = await completeIncomeStep(owner);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe('Fix the income or asset sources that need attention first.');

    const url = `${sourcesOf(owner)}${source.json().id}/`;
    await context()
      .database.db.update(financialSources)
      .set({ hasRequestedMoreDocuments: true })
      .where(eq(financialSources.id, source.json().id));
    const documents = [
      ...source.json().uploaded_documents.map((file: { id: string }) => file.id),
      await upload(owner.user.token, PAYSTUBS),
    ];
    expect((await call('PATCH', url, owner.user.token, { status: 20 })).statusCode).toBe(400);
    expect((await call('PATCH', url, owner.user.token, { stream_id: source.json().id + 1 })).statusCode).toBe(
      400,
    );
    const edited = await call('PATCH', url, owner.user.token, {
      estimated_amount: '42,000',
      status: 10,
      has_requested_more_documents: false,
      stream_id: source.json().id,
      uploaded_documents: documents,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 10,
      estimated_amount: 4_200_000,
      has_requested_more_documents: false,
    });
    expect(edited.json().uploaded_documents).toHaveLength(3);
    expect((await completeIncomeStep(owner)).statusCode).toBe(200);
  });

  it('flags a password-protected document, which a PUT without it clears', async () => {
    const owner = await start();
    const locked = await upload(owner.user.token, ACCOUNT_STATEMENTS, passwordProtectedPdf);
    const source = await call('POST', sourcesOf(owner), owner.user.token, {
      income_or_asset_type: 510,
      estimated_amount: '2500',
      uploaded_documents: [locked],
    });
    expect(source.json()).toMatchObject({ status: 10, contains_password_protected_document: true });
    const url = `${sourcesOf(owner)}${source.json().id}/`;
    const replaced = await call('PUT', url, owner.user.token, {
      estimated_amount: '2500',
      uploaded_documents: [await upload(owner.user.token, ACCOUNT_STATEMENTS)],
    });
    expect(replaced.json()).toMatchObject({ status: 10, contains_password_protected_document: false });
    const [released] = await context()
      .database.db.select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, locked));
    expect(released).toMatchObject({ financialSourceId: null, transactionId: null });
    expect((await call('PUT', url, owner.user.token, { estimated_amount: '1' })).json().errors).toEqual({
      uploaded_documents: ['Required'],
    });
  });

  it('removes one source, or all of them with the "no income or assets" answer', async () => {
    const owner = await start();
    const statement = await upload(owner.user.token, ACCOUNT_STATEMENTS);
    const savings = (
      await call('POST', sourcesOf(owner), owner.user.token, {
        income_or_asset_type: 500,
        estimated_amount: '300',
        uploaded_documents: [statement],
      })
    ).json();
    await call('POST', sourcesOf(owner), owner.user.token, {
      income_or_asset_type: 900,
      estimated_amount: '1',
    });
    const url = `${sourcesOf(owner)}${savings.id}/`;
    expect((await call('DELETE', url, owner.user.token)).statusCode).toBe(204);
    expect((await call('GET', url, owner.user.token)).statusCode).toBe(404);
    const [file] = await context()
      .database.db.select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, statement));
    expect(file).toMatchObject({ financialSourceId: null, transactionId: null });

    await call('POST', sourcesOf(owner), owner.user.token, { report_no_income_assets: true });
    expect((await call('DELETE', sourcesOf(owner), owner.user.token)).statusCode).toBe(204);
    expect((await call('GET', sourcesOf(owner), owner.user.token)).json()).toEqual({
      income_sources: [],
      asset_sources: [],
      vouchers_sources: [],
      income_total: 0,
      asset_total: 0,
      vouchers_total: 0,
      reported_no_income_assets: false,
      income_requirement: null,
    });
  });
});
