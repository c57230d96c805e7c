import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { afterReadsSettle } from './after-reads-settle';

/** A read that answers when the test says so. */
function pendingRead(queryClient: QueryClient, queryKey: readonly unknown[]) {
  let answer: (value: string) => void = () => undefined;
  const read = queryClient.fetchQuery({
    queryKey,
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return { answer: (value: string) => answer(value), read };
}

describe('afterReadsSettle', () => {
  it('goes on when nothing is being read', async () => {
    const then = vi.fn();
    afterReadsSettle(new QueryClient(), then);
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
  });

  it('waits for the reads a page starts just after the answers it waited for', async () => {
    const queryClient = new QueryClient();
    const then = vi.fn();
    afterReadsSettle(queryClient, then);
    const terms = pendingRead(queryClient, ['lease terms']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(then).not.toHaveBeenCalled();

    terms.answer('12 months');
    await terms.read;
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
  });

  it('waits for every read in flight, then goes on once', async () => {
    const queryClient = new QueryClient();
    const session = pendingRead(queryClient, ['session']);
    const transaction = pendingRead(queryClient, ['transaction']);
    const then = vi.fn();
    afterReadsSettle(queryClient, then);

    session.answer('applicant');
    await session.read;
    expect(then).not.toHaveBeenCalled();

    transaction.answer('lease');
    await transaction.read;
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    await queryClient.fetchQuery({ queryKey: ['later'], queryFn: async () => 'more' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does not go on once stopped (the page was left before its reads answered)', async () => {
    const queryClient = new QueryClient();
    const session = pendingRead(queryClient, ['session']);
    const then = vi.fn();
    afterReadsSettle(queryClient, then)();

    session.answer('applicant');
    await session.read;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(then).not.toHaveBeenCalled();
  });
});
