import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { SIGNATURE_BOX, signatureBoxPosition, signaturePageBoxes } from './signature-page.js';
import { fitText, wrapText } from './standard-font-text.js';

export interface SignatureStamp {
  /** The box drawSignaturePage drew for this signer (the landlord's is the last). */
  boxIndex: number;
  /** The name the signer typed as their signature. */
  typedName: string;
  signedAt: Date;
  signatureId: string;
}

const INK_COLOR = rgb(0.05, 0.1, 0.35);
const NOTE_COLOR = rgb(0.4, 0.4, 0.45);
const NOTE_SIZE = 6;
const NOTE_LEADING = 7;

/** `2025-01-02 15:04:05 UTC`: the moment without milliseconds, in the zone the audit certificate uses. */
function utcTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * The unsigned PDF with each signature drawn into its box. Always start from the unsigned original with
 * every signature so far: the same stamps give the same bytes, and a stamp is never drawn twice.
 */
export async function stampSignatures(
  unsignedPdf: Uint8Array,
  stamps: SignatureStamp[],
): Promise<Uint8Array> {
  // Leaving the metadata alone keeps the output a function of the inputs (no "modified now").
  const doc = await PDFDocument.load(unsignedPdf, { updateMetadata: false });
  const script = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const small = await doc.embedFont(StandardFonts.Helvetica);
  const signaturePages = doc.getPages().flatMap((page) => {
    const boxes = signaturePageBoxes(page);
    return boxes ? [{ page, ...boxes }] : [];
  });

  const stamped = new Set<number>();
  for (const stamp of stamps) {
    if (stamped.has(stamp.boxIndex)) throw new Error(`Two signatures for signature box ${stamp.boxIndex}`);
    stamped.add(stamp.boxIndex);
    const target = signaturePages.find(
      ({ first, count }) => stamp.boxIndex >= first && stamp.boxIndex < first + count,
    );
    if (!target) throw new Error(`This PDF has no signature box ${stamp.boxIndex}`);

    const rect = signatureBoxPosition(stamp.boxIndex);
    const left = rect.x + SIGNATURE_BOX.padding;
    const innerWidth = rect.width - 2 * SIGNATURE_BOX.padding;
    const lineY = rect.y + SIGNATURE_BOX.lineOffset;
    const note = wrapText(
      small,
      `Signed electronically ${utcTime(stamp.signedAt)} · ${stamp.signatureId}`,
      NOTE_SIZE,
      innerWidth,
    );
    note.forEach((line, index) => {
      target.page.drawText(line, {
        x: left,
        y: lineY + 3 + (note.length - 1 - index) * NOTE_LEADING,
        size: NOTE_SIZE,
        font: small,
        color: NOTE_COLOR,
      });
    });
    const signature = fitText(script, stamp.typedName, innerWidth, 26, 12);
    // Raised by the font's descent, so a g or y of the signature does not run into the note under it.
    const descent =
      script.heightAtSize(signature.size) - script.heightAtSize(signature.size, { descender: false });
    target.page.drawText(signature.text, {
      x: left,
      y: lineY + 5 + note.length * NOTE_LEADING + descent,
      size: signature.size,
      font: script,
      color: INK_COLOR,
    });
  }
  return doc.save();
}
