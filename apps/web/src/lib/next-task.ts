/**
 * Resolves in a new task of the browser's event loop. Work awaited after it runs as a task of its own,
 * so the browser can paint and answer input in between instead of waiting for one long task to end.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
