import { type AppOptions, buildApp } from '../../src/app.js';
import { createTestDatabase } from './test-database.js';

/**
 * The document `GET /api/openapi.json` serves for these options. It is built from the routes alone, so
 * the embedded database is enough whatever database the suite runs on.
 */
export async function servedOpenApiDocument(options: Omit<AppOptions, 'db'> = {}): Promise<string> {
  const database = await createTestDatabase('pglite');
  const app = await buildApp({ ...options, db: database.handle.db });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
    return response.body;
  } finally {
    await app.close();
    await database.dispose();
  }
}
