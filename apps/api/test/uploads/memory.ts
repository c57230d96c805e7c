import { memoryUsage } from 'node:process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Live memory, not garbage waiting for a collection: each sample is taken right after a full GC.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const liveBytes = () => {
  collectGarbage();
  const usage = memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** The most the live JS heap and buffers grew above their starting point while `work` ran. */
export async function peakLiveMemoryGrowthDuring(
  work: () => Promise<void>,
  sampleEveryMs = 100,
): Promise<number> {
  const baseline = liveBytes();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, liveBytes());
  }, sampleEveryMs);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, liveBytes()) - baseline;
}
