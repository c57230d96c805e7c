import { createHash } from 'node:crypto';
import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDemoFixture } from '../../src/services/demo-data/demo-fixture.js';
import {
  generatePortfolio,
  type PortfolioOptions,
} from '../../src/services/demo-data/portfolio/generate-portfolio.js';
import { portfolioSize } from '../../src/services/demo-data/portfolio/portfolio-size.js';

const SCALE = 0.004;
let options: PortfolioOptions;

beforeAll(async () => {
  const template = (await readDemoFixture()).communities[0];
  if (!template) throw new Error('no template community');
  options = {
    scale: SCALE,
    seed: 7,
    plan: { key: 'test-volume', name: 'Test Volume', staffDomain: 'test-volume.example', slugPrefix: 'tv' },
    template,
    today: Date.parse('2026-11-28T00:00:00Z'),
    passwordHash: 'not-a-real-hash',
    idsAfter: { users: 1000, communities: 50 },
  };
});

/** Every table's rows and the order tables were written in, over all the chunks. */
function generateAll(portfolio: PortfolioOptions) {
  const rows = new Map<PgTable, Record<string, unknown>[]>();
  for (const chunk of generatePortfolio(portfolio))
    for (const { table, rows: tableRows } of chunk.rows.drain()) {
      rows.set(table, [...(rows.get(table) ?? []), ...(tableRows as Record<string, unknown>[])]);
    }
  return { rows };
}

const rowsNamed = (rows: Map<PgTable, Record<string, unknown>[]>, name: string) =>
  [...rows].find(([table]) => getTableName(table) === name)?.[1] ?? [];

describe('the volume portfolio generator', () => {
  it('makes the counts the scale asks for', () => {
    const size = portfolioSize(SCALE);
    const { rows } = generateAll(options);
    const transactions = rowsNamed(rows, 'lease_transactions');
    expect(rowsNamed(rows, 'communities')).toHaveLength(size.communities);
    expect(rowsNamed(rows, 'units')).toHaveLength(size.units);
    expect(transactions.filter((row) => row.type === TransactionType.Application)).toHaveLength(
      size.applications,
    );
    expect(rowsNamed(rows, 'leases')).toHaveLength(size.leases);
    expect(rowsNamed(rows, 'audit_log')).toHaveLength(size.auditRows);
    const statuses = new Set(transactions.map((row) => row.status));
    for (const status of Object.values(ApplicationStatus)) expect(statuses).toContain(status);
  });

  it('scales 1 to the portfolio of issue 40', () => {
    expect(portfolioSize(1)).toEqual({
      communities: 300,
      units: 60_000,
      applications: 250_000,
      leases: 40_000,
      auditRows: 3_000_000,
    });
  });

  it('gives every foreign key a row written before it, and ids after those already taken', () => {
    const written = new Map<string, Set<unknown>>();
    const dangling: string[] = [];
    for (const chunk of generatePortfolio(options))
      for (const { table, rows } of chunk.rows.drain()) {
        const name = getTableName(table);
        const ids = written.get(name) ?? new Set();
        for (const row of rows as Record<string, unknown>[]) ids.add(row.id);
        written.set(name, ids);
        for (const foreignKey of getTableConfig(table).foreignKeys) {
          const reference = foreignKey.reference();
          const [column] = reference.columns;
          const key = Object.entries(table).find(([, value]) => value === column)?.[0];
          const target = written.get(getTableName(reference.foreignTable)) ?? new Set();
          if (!column || !key) continue;
          for (const row of rows as Record<string, unknown>[])
            if (row[key] != null && !target.has(row[key]))
              dangling.push(`${name}.${column.name}=${row[key]}`);
        }
      }
    expect(dangling).toEqual([]);
    const lowest = (table: string) => Math.min(...([...(written.get(table) ?? [])] as number[]));
    expect(lowest('users')).toBe(1001);
    expect(lowest('communities')).toBe(51);
  });

  it('makes the same rows from the same seed, and others from another', () => {
    const digest = (portfolio: PortfolioOptions) => {
      const hash = createHash('sha256');
      for (const chunk of generatePortfolio(portfolio))
        for (const { rows } of chunk.rows.drain()) hash.update(JSON.stringify(rows));
      return hash.digest('hex');
    };
    expect(digest(options)).toBe(digest(options));
    expect(digest({ ...options, seed: 8 })).not.toBe(digest(options));
  });
});
