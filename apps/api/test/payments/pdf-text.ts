import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The words a PDF written by pdf-lib shows, in drawing order, joined by spaces: its content streams
 * decoded and the hex strings of their text operators (`<…> Tj`, standard-font WinAnsi) read back.
 */
export async function pdfWords(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const words: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      // WinAnsi matches Latin-1 for letters; its extra punctuation (0x80–0x9F) is not needed here.
      words.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return words.join(' ');
}
