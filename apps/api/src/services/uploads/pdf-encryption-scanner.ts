/**
 * A PDF that needs a password names an /Encrypt dictionary in its trailer or cross-reference stream;
 * those are never themselves encrypted, so the name shows up in the raw bytes. It is followed by a
 * delimiter or a reference ("/Encrypt 12 0 R", "/Encrypt<<"), which tells it from names like
 * /EncryptMetadata.
 */
const ENCRYPT_ENTRY = /\/Encrypt(?=[\s<\d])/;
/** The entry can straddle two chunks: keep enough of the previous one to see it whole. */
const CARRY_BYTES = '/Encrypt'.length;

export class PdfEncryptionScanner {
  private carry = '';
  found = false;

  push(chunk: Buffer): void {
    if (this.found) return;
    // latin1 maps every byte to one character, so offsets and binary content stay intact.
    const text = this.carry + chunk.toString('latin1');
    this.found = ENCRYPT_ENTRY.test(text);
    this.carry = text.slice(-CARRY_BYTES);
  }
}
