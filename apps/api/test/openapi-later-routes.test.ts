import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { authenticating } from '../src/plugins/authentication.js';
import { registerOpenApi } from '../src/plugins/openapi.js';

/** A route added later gets its operationId, security and the edge's 400 with no word in its own schema. */
describe('The OpenAPI document of a route added later', () => {
  it('derives them from its method, its path and its authenticating preHandler', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    const signedIn = authenticating(async () => {}, {});
    const startsALink = authenticating(async () => {}, { changesState: true });
    const answer = () => ({});
    app.get('/api/later/:id/things/', { preHandler: signedIn, schema: { summary: 'Read' } }, answer);
    app.post('/api/later/:id/things/', { preHandler: [signedIn], schema: { summary: 'Add' } }, answer);
    app.get('/api/later/link/', { preHandler: startsALink, schema: { summary: 'Start' } }, answer);
    app.get('/api/later/open/', { schema: { summary: 'Anyone' } }, answer);
    await app.ready();

    const { paths } = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const read = paths['/api/later/{id}/things/'].get;
    expect(read).toMatchObject({
      operationId: 'getLaterIdThings',
      security: [{ token: [] }, { sessionCookie: [] }],
    });
    expect(read.responses['400'].content['application/json'].schema.properties).toHaveProperty('error_type');
    expect(paths['/api/later/{id}/things/'].post).toMatchObject({
      operationId: 'postLaterIdThings',
      security: [{ token: [] }, { sessionCookie: [], csrfHeader: [] }],
    });
    expect(paths['/api/later/link/'].get.security).toEqual([
      { token: [] },
      { sessionCookie: [], csrfHeader: [] },
    ]);
    expect(paths['/api/later/open/'].get).toMatchObject({ operationId: 'getLaterOpen', security: [] });
    await app.close();
  });
});
