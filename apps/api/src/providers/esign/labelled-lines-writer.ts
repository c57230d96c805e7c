import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { drawableText, wrapText } from './standard-font-text.js';

/** US Letter with the margins of the text documents (markdown-pdf.ts). */
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const TITLE_SIZE = 18;
const HEADING_SIZE = 11.5;
const BODY_SIZE = 9;
const LEADING = BODY_SIZE * 1.4;
const LABEL_WIDTH = 128;
const TEXT_COLOR = rgb(0.1, 0.1, 0.12);
const MUTED_COLOR = rgb(0.4, 0.4, 0.45);

/**
 * Writes "label: value" rows under section headings, on as many pages as it takes; every page it starts
 * carries the title, so a page read alone still says what it is.
 */
export class LabelledLinesWriter {
  private page: PDFPage;
  private y = 0;
  private pageCount = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly title: string,
  ) {
    this.page = this.startPage();
  }

  private startPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageCount += 1;
    this.y = PAGE.height - PAGE.margin - TITLE_SIZE;
    const title = this.pageCount === 1 ? this.title : `${this.title} (continued)`;
    this.page.drawText(drawableText(this.fonts.bold, title), {
      x: PAGE.margin,
      y: this.y,
      size: TITLE_SIZE,
      font: this.fonts.bold,
      color: TEXT_COLOR,
    });
    this.y -= TITLE_SIZE * 0.8;
    return this.page;
  }

  /** Moves down `height` points, first starting a new page unless they fit on this one. */
  private advance(height: number): void {
    if (this.y - height < PAGE.margin) this.startPage();
    this.y -= height;
  }

  /** A section heading; it keeps at least two rows of its section on its page. */
  heading(text: string): void {
    if (this.y - HEADING_SIZE * 2 - LEADING * 2 < PAGE.margin) this.startPage();
    this.advance(HEADING_SIZE * 2);
    this.page.drawText(drawableText(this.fonts.bold, text), {
      x: PAGE.margin,
      y: this.y,
      size: HEADING_SIZE,
      font: this.fonts.bold,
      color: TEXT_COLOR,
    });
    this.y -= HEADING_SIZE * 0.4;
  }

  /** A row: the label on the left, the value wrapped in the column beside it. */
  row(label: string, value: string): void {
    const valueX = PAGE.margin + LABEL_WIDTH;
    const lines = wrapText(this.fonts.regular, value, BODY_SIZE, PAGE.width - PAGE.margin - valueX);
    // A wrapped value (a long user agent) stays on one page, where it can be read as one.
    if (this.y - lines.length * LEADING < PAGE.margin) this.startPage();
    lines.forEach((line, index) => {
      this.advance(LEADING);
      if (index === 0) {
        this.page.drawText(drawableText(this.fonts.regular, label), {
          x: PAGE.margin,
          y: this.y,
          size: BODY_SIZE,
          font: this.fonts.regular,
          color: MUTED_COLOR,
        });
      }
      this.page.drawText(line, {
        x: valueX,
        y: this.y,
        size: BODY_SIZE,
        font: this.fonts.regular,
        color: TEXT_COLOR,
      });
    });
  }
}
