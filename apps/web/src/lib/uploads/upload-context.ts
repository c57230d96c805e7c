import type { UploadContext } from '@portal/domain/schemas/uploads';

/**
 * Below this much storage the window is taken for a private one: Chromium and WebKit give a private window a
 * small quota held in memory, a normal profile a share of the disk counted in gigabytes.
 */
const PRIVATE_WINDOW_QUOTA_BYTES = 120 * 1024 * 1024;

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

/** Whether the window is a private one, as far as the browser's storage quota tells; null when it does not. */
async function privateBrowsing(): Promise<boolean | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return estimate?.quota === undefined ? null : estimate.quota < PRIVATE_WINDOW_QUOTA_BYTES;
  } catch {
    return null;
  }
}

/** The context each vault upload is sent with (spec part 2 §7): browser and system, private window, desktop. */
export async function uploadContext(): Promise<UploadContext> {
  const agent = navigator.userAgent;
  const finePointer = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;
  return {
    browser: agent.slice(0, 512),
    private_browsing: await privateBrowsing(),
    desktop: finePointer && !MOBILE_AGENT.test(agent),
  };
}
