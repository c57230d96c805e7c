// The system Chromium the bench drives (Lighthouse, the route weights), started as the browser tests start
// it: no network of its own, nothing downloaded.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Cookie header's pairs as the browser's cookies for `url`'s origin. */
export function cookiesFor(url, cookie) {
  return cookie.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url: new URL(url).origin };
  });
}
