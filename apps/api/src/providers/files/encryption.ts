import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Files encrypted at rest: AES-256-GCM, streamed. Layout: "PUF1" | 12-byte IV | ciphertext | 16-byte tag.
 * The storage key is the additional authenticated data, so a file copied under another key (or record)
 * fails to decrypt instead of being served as someone else's document.
 */
const MAGIC = Buffer.from('PUF1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES;
export const FILE_KEY_BYTES = 32;

export class FileDecryptionError extends Error {}

export function encryptingStream(key: Buffer, storageKey: string): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(storageKey));
  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!headerSent) {
        this.push(Buffer.concat([MAGIC, iv]));
        headerSent = true;
      }
      callback(null, cipher.update(chunk));
    },
    flush(callback) {
      if (!headerSent) this.push(Buffer.concat([MAGIC, iv]));
      this.push(cipher.final());
      callback(null, cipher.getAuthTag());
    },
  });
}

/**
 * The tag is at the end, so the last 16 bytes seen are always held back until the stream ends. Plaintext
 * flows out before the tag is checked (that is what keeps memory flat); a tampered file makes the stream
 * fail at its end, which aborts the download.
 */
export function decryptingStream(key: Buffer, storageKey: string): Transform {
  let header = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  let held = Buffer.alloc(0);

  const startDecipher = (callback: TransformCallback): boolean => {
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) {
      callback(new FileDecryptionError('Not an encrypted portal file'));
      return false;
    }
    decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length, HEADER_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(storageKey));
    return true;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let data = chunk;
      if (!decipher) {
        header = Buffer.concat([header, data]);
        if (header.length < HEADER_BYTES) return callback();
        data = header.subarray(HEADER_BYTES);
        if (!startDecipher(callback)) return;
      }
      const pending = Buffer.concat([held, data]);
      const cut = Math.max(0, pending.length - TAG_BYTES);
      held = pending.subarray(cut);
      callback(null, decipher?.update(pending.subarray(0, cut)));
    },
    flush(callback) {
      if (!decipher || held.length < TAG_BYTES) {
        return callback(new FileDecryptionError('The encrypted file is truncated'));
      }
      decipher.setAuthTag(held);
      try {
        callback(null, decipher.final());
      } catch {
        callback(new FileDecryptionError('The encrypted file failed its integrity check'));
      }
    },
  });
}
