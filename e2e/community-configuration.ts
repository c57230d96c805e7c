import type { Page, Route } from '@playwright/test';

/** Lakeside Lofts' dark theme, laid over another community to check its pages in both themes. */
export const DARK_THEME = {
  primary_color: '#0F766E',
  secondary_color: '#F59E0B',
  background: '#0B1220',
  dark_mode: true,
};

const SENT_WITH_PAGE = /(<script type="application\/json" id="community-configuration">)(.*?)(<\/script>)/s;

type Configuration = Record<string, unknown>;

/** The response's headers for a body that is sent decoded and whole. */
function decodedHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'content-encoding': _encoding, 'content-length': _length, ...kept } = headers;
  return kept;
}

/**
 * Changes what the browser is told about `community` — the configuration the server writes into each of
 * its pages, and the answer of GET /api/communities/{community}/ — until the returned function is called.
 */
export async function overrideConfiguration(
  page: Page,
  community: string,
  change: Partial<Configuration>,
): Promise<() => Promise<void>> {
  const isPage = (url: URL) => url.pathname === `/${community}` || url.pathname.startsWith(`/${community}/`);
  const onPage = async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      SENT_WITH_PAGE,
      (_, open: string, json: string, close: string) => {
        const changed = JSON.stringify({ ...(JSON.parse(json) as Configuration), ...change });
        return `${open}${changed.replaceAll('<', '\\u003c')}${close}`;
      },
    );
    await route.fulfill({ status: response.status(), headers: decodedHeaders(response.headers()), body });
  };
  const api = new RegExp(`/api/communities/${community}/$`);
  const onApi = async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as Configuration), ...change } });
  };
  await page.route(isPage, onPage);
  await page.route(api, onApi);
  return async () => {
    await page.unroute(isPage, onPage);
    await page.unroute(api, onApi);
  };
}
