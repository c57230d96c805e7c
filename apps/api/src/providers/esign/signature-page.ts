import { PDFArray, type PDFDocument, PDFName, PDFNumber, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { fitText } from './standard-font-text.js';

/** US Letter with the margins of the text documents (markdown-pdf.ts), so the page reads as part of them. */
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const TITLE_SIZE = 20;
const GRID = { columns: 2, rows: 4, columnGap: 24, rowGap: 22, top: PAGE.height - PAGE.margin - 44 } as const;
const BOXES_PER_PAGE = GRID.columns * GRID.rows;
const TEXT_COLOR = rgb(0.1, 0.1, 0.12);
const MUTED_COLOR = rgb(0.4, 0.4, 0.45);

/** One box's inner layout, shared with the stamp so the typed signature sits on the line it was drawn for. */
export const SIGNATURE_BOX = {
  width: (PAGE.width - 2 * PAGE.margin - (GRID.columns - 1) * GRID.columnGap) / GRID.columns,
  height: 112,
  padding: 14,
  /** Height of the signature line above the box's bottom edge; the name and role sit under it. */
  lineOffset: 40,
} as const;

/**
 * Marks a signature page with the boxes it holds ([first index, count]): the stamp finds its box by this
 * mark rather than by page number, which the documents before the signature page would shift.
 */
const BOXES_KEY = PDFName.of('PortalSignatureBoxes');

export interface SignatureBoxRect {
  /** Which signature page, counting from 0: eight boxes fit on one. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where box `index` is on its signature page (x, y: the bottom-left corner, in points). */
export function signatureBoxPosition(index: number): SignatureBoxRect {
  const slot = index % BOXES_PER_PAGE;
  const column = slot % GRID.columns;
  const row = Math.floor(slot / GRID.columns);
  return {
    page: Math.floor(index / BOXES_PER_PAGE),
    x: PAGE.margin + column * (SIGNATURE_BOX.width + GRID.columnGap),
    y: GRID.top - row * (SIGNATURE_BOX.height + GRID.rowGap) - SIGNATURE_BOX.height,
    width: SIGNATURE_BOX.width,
    height: SIGNATURE_BOX.height,
  };
}

/** The boxes a page was drawn with, or null when it is not a signature page. */
export function signaturePageBoxes(page: PDFPage): { first: number; count: number } | null {
  const mark = page.node.lookupMaybe(BOXES_KEY, PDFArray);
  const first = mark?.lookupMaybe(0, PDFNumber)?.asNumber();
  const count = mark?.lookupMaybe(1, PDFNumber)?.asNumber();
  return first === undefined || count === undefined ? null : { first, count };
}

/**
 * Adds the "Signatures" page(s): an empty box per signer, in order (box i is signers[i]), then the
 * landlord's countersignature box (index signers.length). More than eight boxes continue on a next page.
 */
export async function drawSignaturePage(
  doc: PDFDocument,
  signers: { name: string; roleLabel: string }[],
  landlordName: string,
): Promise<void> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const boxes = [...signers, { name: landlordName, roleLabel: 'Landlord' }];

  for (let first = 0; first < boxes.length; first += BOXES_PER_PAGE) {
    const onPage = boxes.slice(first, first + BOXES_PER_PAGE);
    const page = doc.addPage([PAGE.width, PAGE.height]);
    page.node.set(BOXES_KEY, doc.context.obj([first, onPage.length]));
    page.drawText(first === 0 ? 'Signatures' : 'Signatures (continued)', {
      x: PAGE.margin,
      y: PAGE.height - PAGE.margin - TITLE_SIZE,
      size: TITLE_SIZE,
      font: bold,
      color: TEXT_COLOR,
    });
    onPage.forEach((box, offset) => {
      const rect = signatureBoxPosition(first + offset);
      const innerWidth = rect.width - 2 * SIGNATURE_BOX.padding;
      const left = rect.x + SIGNATURE_BOX.padding;
      const lineY = rect.y + SIGNATURE_BOX.lineOffset;
      page.drawRectangle({ ...rect, borderColor: MUTED_COLOR, borderWidth: 0.75 });
      page.drawLine({
        start: { x: left, y: lineY },
        end: { x: left + innerWidth, y: lineY },
        thickness: 0.75,
        color: TEXT_COLOR,
      });
      const name = fitText(bold, box.name, innerWidth, 10, 7);
      page.drawText(name.text, { x: left, y: lineY - 14, size: name.size, font: bold, color: TEXT_COLOR });
      const role = fitText(regular, box.roleLabel, innerWidth, 8.5, 6);
      page.drawText(role.text, {
        x: left,
        y: lineY - 27,
        size: role.size,
        font: regular,
        color: MUTED_COLOR,
      });
      page.drawText('Signature', {
        x: left,
        y: rect.y + rect.height - SIGNATURE_BOX.padding - 6,
        size: 7,
        font: regular,
        color: MUTED_COLOR,
      });
    });
  }
}
