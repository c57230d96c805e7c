import { manualSourceTypes } from '@portal/domain/constants/financial-source-types';
import { defaultDocumentRule } from '@portal/domain/income/proof-documents';
import { expect, it } from 'vitest';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { samplePdf } from '../uploads/sample-files.js';
import { uploadFile } from '../uploads/upload-file.js';

const PAYSTUBS = 1;
const ACCOUNT_STATEMENTS = 8;

/** Savings backed by two account statements, or by one tax return: the community's own rule. */
const savingsRule = {
  income_or_asset_type: 500,
  stream_type: 'asset',
  require_all: false,
  allow_manual_document_upload_plaid: false,
  proof_documents: [
    {
      id: ACCOUNT_STATEMENTS,
      label: 'Bank statements',
      description: 'Your last two monthly statements',
      min_required: 2,
      max_required: 2,
    },
    {
      id: 2,
      label: 'Tax return',
      description: 'Showing the interest earned',
      min_required: 1,
      max_required: 1,
    },
  ],
};

describeApi("income: a community's financial_documents_validations setting", (context) => {
  const setRules = async (rules: unknown) =>
    context().app.inject({
      method: 'PATCH',
      url: '/api/admin/communities/maple-court/',
      headers: withToken(await staffToken(context().app, DEMO_STAFF.mapleCourtManager)),
      payload: { settings: { financial_documents_validations: rules } },
    });
  const configuration = async () =>
    (await context().app.inject({ url: '/api/communities/maple-court/' })).json();

  const upload = (token: string, proofTypeId: number) =>
    uploadFile(context().app, token, [
      { name: 'proof_type_id', value: String(proofTypeId) },
      { name: 'file', filename: 'proof.pdf', contentType: 'application/pdf', content: samplePdf },
    ]);

  /** The status a new source of `type` gets with one upload per proof type listed. */
  async function statusWith(application: StartedApplication, type: number, proofTypes: number[]) {
    const documents = [];
    for (const proofType of proofTypes) documents.push(await upload(application.user.token, proofType));
    const created = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${application.transactionId}/financial-sources/`,
      headers: withToken(application.user.token),
      payload: { income_or_asset_type: type, estimated_amount: '1,000', uploaded_documents: documents },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().status;
  }

  it('answers the built-in rules, with the community’s paystub count, while it sets none', async () => {
    const rules = (await configuration()).financial_documents_validations;
    expect(rules).toEqual(manualSourceTypes.map((type) => defaultDocumentRule(type, 3)));
  });

  it('holds a source to the community’s own rule for its type, and the built-in rule for the others', async () => {
    const { app, database } = context();
    const applicant = await startApplicationFor(app, database.db);
    // Built in, one account statement backs savings.
    expect(await statusWith(applicant, 500, [ACCOUNT_STATEMENTS])).toBe(10);

    const saved = await setRules([savingsRule]);
    expect(saved.statusCode, saved.body).toBe(200);
    const served = (await configuration()).financial_documents_validations;
    expect(
      served.find((rule: { income_or_asset_type: number }) => rule.income_or_asset_type === 500),
    ).toEqual(savingsRule);

    expect(await statusWith(applicant, 500, [ACCOUNT_STATEMENTS])).toBe(40);
    expect(await statusWith(applicant, 500, [ACCOUNT_STATEMENTS, ACCOUNT_STATEMENTS])).toBe(10);
    expect(await statusWith(applicant, 500, [2])).toBe(10);
    // Employment keeps its built-in three paystubs.
    expect(await statusWith(applicant, 105, [PAYSTUBS, PAYSTUBS])).toBe(40);
    expect(await statusWith(applicant, 105, [PAYSTUBS, PAYSTUBS, PAYSTUBS])).toBe(10);

    expect((await setRules([])).statusCode).toBe(200);
    expect(await statusWith(applicant, 500, [ACCOUNT_STATEMENTS])).toBe(10);
  });

  it.each([
    ['a type added only by linking', [{ ...savingsRule, income_or_asset_type: 520 }]],
    ['a stream that is not the type’s', [{ ...savingsRule, stream_type: 'income' }]],
    ['a type named twice', [savingsRule, savingsRule]],
    [
      'fewer files allowed than required',
      [{ ...savingsRule, proof_documents: [{ ...savingsRule.proof_documents[0], max_required: 1 }] }],
    ],
    [
      'a proof the product does not know',
      [{ ...savingsRule, proof_documents: [{ ...savingsRule.proof_documents[0], id: 99 }] }],
    ],
    ['not a list', 'two statements'],
  ])('refuses %s, naming the setting', async (_name, rules) => {
    const refused = await setRules(rules);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().errors)).toContain('financial_documents_validations');
  });
});
