import type { FullConfig } from '@playwright/test';

/**
 * Runs after Playwright's webServer reported the port as answering: make sure
 * the server is really ready (database reachable) and fail early with a clear
 * message otherwise, instead of letting every spec time out.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('global-setup: no baseURL configured');
  const url = new URL('/api/health', baseURL).href;
  const deadline = Date.now() + 30_000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      const text = await res.text();
      last = `${res.status} ${text}`;
      if (res.ok) {
        const body = JSON.parse(text) as { status?: unknown; database?: unknown };
        if (body.status === 'ok' && body.database === 'ok') return;
      }
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server at ${baseURL} is not healthy: GET /api/health -> ${last}`);
}
