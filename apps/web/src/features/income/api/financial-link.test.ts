import { describe, expect, it, vi } from 'vitest';
import { banking } from '../lib/source-fixture';
import { pollReport, type ReportAnswer } from './financial-link';

describe('pollReport', () => {
  it('asks again while the report is pending, then hands over the banking data', async () => {
    const answers: ReportAnswer[] = ['pending', 'pending', banking({ income_total: 100 })];
    const fetchOnce = vi.fn(async () => answers.shift() ?? 'pending');
    await expect(pollReport(fetchOnce, 0)).resolves.toMatchObject({ income_total: 100 });
    expect(fetchOnce).toHaveBeenCalledTimes(3);
  });

  it('passes a failure on', async () => {
    const failing = vi.fn(async (): Promise<ReportAnswer> => {
      throw new Error('report failed');
    });
    await expect(pollReport(failing, 0)).rejects.toThrow('report failed');
  });

  it('stops asking once aborted', async () => {
    const controller = new AbortController();
    const fetchOnce = vi.fn(async (): Promise<ReportAnswer> => {
      controller.abort(new Error('left the page'));
      return 'pending';
    });
    await expect(pollReport(fetchOnce, 10_000, controller.signal)).rejects.toThrow('left the page');
    expect(fetchOnce).toHaveBeenCalledTimes(1);
  });
});
