import type { Readable } from 'node:stream';

/** Regroups a stream's bytes into pieces of exactly `size` bytes (the last one shorter), one piece held at a time. */
export async function* inChunksOf(source: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    let rest = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
