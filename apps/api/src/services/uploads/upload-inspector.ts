import { Transform, type TransformCallback } from 'node:stream';
import { type AcceptedUploadMimeType, UPLOAD_MAX_FILE_SIZE_BYTES } from '@portal/domain/constants/limits';
import { PdfEncryptionScanner } from './pdf-encryption-scanner.js';
import { SNIFF_BYTES, sniffFileType } from './sniff-file-type.js';

export type UploadRejectionReason = 'wrong_format' | 'empty' | 'too_large' | 'unreadable';

/** Why an upload was refused (its content, or a broken transfer); the route gives the spec's message. */
export class UploadRejection extends Error {
  constructor(readonly reason: UploadRejectionReason) {
    super(`Upload refused: ${reason}`);
  }
}

/**
 * Passes the bytes through unchanged while learning what they are: the type from the first bytes (so a
 * wrong format stops the upload right away), the size, and whether a PDF is password protected. Only the
 * first few bytes are ever kept.
 */
export class UploadInspector extends Transform {
  private head = Buffer.alloc(0);
  private readonly pdfScanner = new PdfEncryptionScanner();
  mimeType: AcceptedUploadMimeType | undefined;
  size = 0;
  /** Kept so the caller can tell a refused file from the stream errors its refusal causes downstream. */
  rejection: UploadRejection | undefined;

  constructor(private readonly maxBytes = UPLOAD_MAX_FILE_SIZE_BYTES) {
    super();
  }

  get passwordProtected(): boolean {
    return this.mimeType === 'application/pdf' && this.pdfScanner.found;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const rejection = this.check(chunk);
    if (rejection) {
      callback(rejection);
    } else {
      this.pdfScanner.push(chunk);
      callback(null, chunk);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.size === 0) callback(this.reject('empty'));
    else if (!this.mimeType && !this.identify()) callback(this.reject('wrong_format'));
    else callback();
  }

  private check(chunk: Buffer): UploadRejection | undefined {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return this.reject('too_large');
    if (this.mimeType) return undefined;
    this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
    if (this.head.length >= SNIFF_BYTES && !this.identify()) return this.reject('wrong_format');
    return undefined;
  }

  private reject(reason: UploadRejectionReason): UploadRejection {
    this.rejection = new UploadRejection(reason);
    return this.rejection;
  }

  private identify(): boolean {
    this.mimeType = sniffFileType(this.head);
    return this.mimeType !== undefined;
  }
}
