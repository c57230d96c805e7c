import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedOpenApiDocument } from './support/served-openapi.js';

/**
 * Calls an integrator writes against the generated types: a sign-in, the session read, a transaction read.
 * The `@ts-expect-error` lines are what the types must refuse, so the rest cannot pass against `any`.
 */
const CALLS = `
import type { operations, paths } from './portal-api';

type Body<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : never;
type Answer<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } }
  ? Body
  : never;

type LogIn = paths['/api/communities/{community}/login/']['post'];
const community: LogIn['parameters']['path']['community'] = 'maple-court';
const credentials: Body<LogIn> = { username: 'pat@example.com', password: 'correct horse battery' };
declare const signedIn: Answer<operations['postCommunitiesCommunityLogin']>;
const token: string = signedIn.token;
const csrfToken: string = signedIn.csrf_token;

declare const session: Answer<operations['getSession']>;
const kind: 'user' | 'impersonated' | 'guest' = session.kind;
const email: string = session.user.email;

const transactionId: operations['getTransactionsId']['parameters']['path']['id'] = 42;
declare const transaction: Answer<paths['/api/transactions/{id}/']['get']>;
const slug: string = transaction.community.slug;

// @ts-expect-error a sign-in needs a password, a wormhole token or a guest token
const incomplete: Body<LogIn> = { username: 'pat@example.com' };
// @ts-expect-error a transaction's id is a number
const textId: operations['getTransactionsId']['parameters']['path']['id'] = '42';
// @ts-expect-error "I have no income or assets" comes with nothing else
const both: Body<operations['postTransactionIdFinancialSources']> = { report_no_income_assets: 'True', income_or_asset_type: 100, estimated_amount: 1 };

export { both, community, credentials, csrfToken, email, incomplete, kind, slug, textId, token, transactionId };
`;

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
};

describe('A client generated from the served OpenAPI document', () => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'portal-openapi-client-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('type-checks the calls an integrator makes, and refuses wrong ones', async () => {
    const document = JSON.parse(await servedOpenApiDocument());
    await writeFile(join(directory, 'portal-api.ts'), astToString(await openapiTS(document)));
    const calls = join(directory, 'calls.ts');
    await writeFile(calls, CALLS);

    const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram([calls], compilerOptions));
    const messages = diagnostics.map((diagnostic) =>
      ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    );
    expect(messages).toEqual([]);
  });
});
