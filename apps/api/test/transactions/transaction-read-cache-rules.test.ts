import { describe, expect, it } from 'vitest';
import { TransactionReadCache } from '../../src/services/transactions/transaction-read-cache.js';

/** A load that counts how often the database was asked, answering `value`. */
function loader(value: string) {
  const load = async () => {
    load.calls++;
    return value;
  };
  load.calls = 0;
  return load;
}

function listeningCache(): TransactionReadCache {
  const cache = new TransactionReadCache();
  cache.listening();
  return cache;
}

describe('TransactionReadCache', () => {
  it('asks the database every time until it is listening', async () => {
    const cache = new TransactionReadCache();
    const load = loader('a');
    await cache.read('transaction', 1, 10, load);
    await cache.read('transaction', 1, 10, load);
    expect(load.calls).toBe(2);
  });

  it('keeps a read per read kind, transaction and user', async () => {
    const cache = listeningCache();
    const load = loader('a');
    for (const [kind, transactionId, userId] of [
      ['transaction', 1, 10],
      ['transaction', 1, 10],
      ['financial-sources', 1, 10],
      ['transaction', 2, 10],
      ['transaction', 1, 11],
    ] as const) {
      await cache.read(kind, transactionId, userId, load);
    }
    expect(load.calls).toBe(4);
  });

  it('forgets what a notice names: one transaction, or all of them', async () => {
    const cache = listeningCache();
    const load = loader('a');
    const readBoth = async () => {
      await cache.read('transaction', 1, 10, load);
      await cache.read('transaction', 2, 10, load);
    };
    await readBoth();
    cache.changed('1');
    await readBoth();
    expect(load.calls).toBe(3);
    cache.changed('*');
    await readBoth();
    expect(load.calls).toBe(5);
  });

  it('never keeps a read that a change overtook while it was on its way', async () => {
    const cache = listeningCache();
    const before = await cache.read('transaction', 1, 10, async () => {
      cache.changed('1');
      return 'before the change';
    });
    expect(before).toBe('before the change');
    expect(await cache.read('transaction', 1, 10, async () => 'after the change')).toBe('after the change');
  });

  it('drops everything when it stops hearing notices, and asks the database until it hears again', async () => {
    const cache = listeningCache();
    const load = loader('a');
    await cache.read('transaction', 1, 10, load);
    cache.lost();
    await cache.read('transaction', 1, 10, load);
    await cache.read('transaction', 1, 10, load);
    expect(load.calls).toBe(3);
    cache.listening();
    await cache.read('transaction', 1, 10, load);
    await cache.read('transaction', 1, 10, load);
    expect(load.calls).toBe(4);
  });
});
