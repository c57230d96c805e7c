import { expect, it } from 'vitest';
import { describeApi } from './support/test-app.js';

describeApi('GET /api/health', (context) => {
  it('reports the server and its database as ok', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

it('answers 503 with database unavailable when the database is gone', async () => {
  const { buildApp } = await import('../src/app.js');
  const { openDatabase } = await import('../src/db/client.js');
  const database = await openDatabase({ inMemory: true });
  const app = await buildApp({ db: database.db });
  await database.close();
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'error', database: 'unavailable' });
  await app.close();
});
