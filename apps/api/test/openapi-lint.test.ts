import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedOpenApiDocument } from './support/served-openapi.js';

const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const redoclyConfig = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
}

/** Redocly CLI's JSON report on a file; it exits non-zero when it finds errors, which the report says too. */
function lint(file: string): Promise<LintReport> {
  const args = [
    redoclyCli,
    'lint',
    file,
    '--config',
    redoclyConfig,
    '--format',
    'json',
    '--max-problems',
    '500',
  ];
  // No usage reports and no update check: the lint reads the one file and nothing from the network.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        try {
          resolve(JSON.parse(stdout) as LintReport);
        } catch {
          reject(error ?? new Error(`Redocly answered no report: ${stdout}`));
        }
      },
    );
  });
}

describe("The served OpenAPI document passes Redocly CLI's recommended rules", () => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'portal-openapi-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it.each([
    { variant: 'development', options: {} },
    {
      // With every optional provider route: the Stripe webhook and the address search.
      variant: 'production',
      options: {
        production: true,
        addressLookup: { predict: async () => [] },
        stripe: {
          secretKey: 'sk_test_openapi',
          publishableKey: 'pk_test_openapi',
          webhookSecret: 'whsec_openapi',
        },
      },
    },
  ])('as $variant serves it', async ({ variant, options }) => {
    const file = join(directory, `${variant}.json`);
    await writeFile(file, await servedOpenApiDocument(options));
    const report = await lint(file);
    const problems = report.problems.map(
      (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
