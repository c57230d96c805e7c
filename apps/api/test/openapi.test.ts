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

  it('serves browsable docs at /api/docs', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
