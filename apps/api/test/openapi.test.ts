import { expect, it } from 'vitest';
import { describeApi } from './support/test-app.js';

describeApi('API documentation', (context) => {
  it('publishes OpenAPI 3.1 generated from the route schemas', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/communities/', '/api/communities/{community}/']),
    );
    const configuration = document.paths['/api/communities/{community}/'].get.responses['200'];
    expect(JSON.stringify(configuration)).toContain('vgs_config');
  });

  it('declares how each operation is signed in to, as the server enforces it', async () => {
    const document = (await context().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.securitySchemes).toMatchObject({
      token: { type: 'apiKey', in: 'header', name: 'Authorization' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
      csrfHeader: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
    });
    const read = [{ token: [] }, { sessionCookie: [] }];
    const write = [{ token: [] }, { sessionCookie: [], csrfHeader: [] }];
    const { paths } = document;
    expect(paths['/api/session/'].get.security).toEqual(read);
    expect(paths['/api/profile/'].put.security).toEqual(write);
    // A GET that starts a bank link needs the CSRF header with the cookie, as a POST does.
    expect(paths['/api/transaction/{id}/create-plaid-link-token/{flow}/'].get.security).toEqual(write);
    // Staff routes (staffOnly) and a route that authenticates in its handler.
    expect(paths['/api/admin/communities/'].get.security).toEqual(read);
    expect(paths['/api/password-change/'].put.security).toEqual(write);
    expect(paths['/api/communities/{community}/login/'].post.security).toEqual([]);
    expect(paths['/api/logout/'].post.security).toEqual([{}, ...read]);
  });

  it('gives every operation an operationId of its method and path, none twice', async () => {
    const { paths } = (await context().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.values(paths).flatMap((item) => Object.values(item as object));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(paths['/api/session/'].get.operationId).toBe('getSession');
    expect(paths['/api/transaction/{id}/financial-sources/'].post.operationId).toBe(
      'postTransactionIdFinancialSources',
    );
  });

  it('serves browsable docs at /api/docs', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
