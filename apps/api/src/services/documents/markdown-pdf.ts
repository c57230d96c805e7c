import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** US Letter, in points, with one-inch side margins. */
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const BODY_SIZE = 10.5;
const HEADING_SIZES = [20, 14, 12] as const;
const LIST_INDENT = 14;
const TEXT_COLOR = rgb(0.1, 0.1, 0.12);

interface Word {
  text: string;
  bold: boolean;
}

/** `Some **bold** a\*b` → words with their weight; `\x` is a literal x (see escapeMarkdownText). */
export function inlineWords(text: string): Word[] {
  const words: Word[] = [];
  let bold = false;
  let current = '';
  const flush = () => {
    if (current) words.push({ text: current, bold });
    current = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (character === '\\' && index + 1 < text.length) {
      current += text[index + 1];
      index += 1;
    } else if (character === '*' && text[index + 1] === '*') {
      flush();
      bold = !bold;
      index += 1;
    } else if (character === ' ') {
      flush();
    } else {
      current += character;
    }
  }
  flush();
  return words;
}

/** Writes the light Markdown of the text documents onto pages: headings, lists, paragraphs, bold. */
class PdfWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly supported: Set<number>,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private newPage(): PDFPage {
    return this.doc.addPage([PAGE.width, PAGE.height]);
  }

  /** Goes on at the top of a new page. */
  breakPage(): void {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  /** The standard fonts speak WinAnsi only: anything else would make pdf-lib throw. */
  private printable(text: string): string {
    return [...text.normalize('NFC')]
      .map((c) => (this.supported.has(c.codePointAt(0) ?? 0) ? c : '?'))
      .join('');
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureRoom(height: number): void {
    if (this.y - height < PAGE.margin) this.breakPage();
  }

  private lineFeed(height: number): void {
    this.ensureRoom(height);
    this.y -= height;
  }

  /** Lays words out left to right, wrapping at the right margin; `prefix` hangs in the left indent. */
  write(words: Word[], size: number, indent = 0, prefix?: string): void {
    const lineHeight = size * 1.4;
    const left = PAGE.margin + indent;
    const right = PAGE.width - PAGE.margin;
    const space = this.fonts.regular.widthOfTextAtSize(' ', size);
    this.lineFeed(lineHeight);
    if (prefix) {
      this.page.drawText(prefix, {
        x: left - LIST_INDENT + 2,
        y: this.y,
        size,
        font: this.fonts.regular,
        color: TEXT_COLOR,
      });
    }
    let x = left;
    for (const word of words) {
      const font = word.bold ? this.fonts.bold : this.fonts.regular;
      const text = this.printable(word.text);
      const width = font.widthOfTextAtSize(text, size);
      if (x > left && x + width > right) {
        this.lineFeed(lineHeight);
        x = left;
      }
      this.page.drawText(text, { x, y: this.y, size, font, color: TEXT_COLOR });
      x += width + space;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }
}

/**
 * A PDF of a text document in the portal's light Markdown (DOCUMENT_TEXT_FORMAT); given several parts,
 * each begins on a new page.
 */
export async function markdownToPdf(
  markdown: string | readonly string[],
  meta: { title: string; now: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setCreationDate(meta.now);
  doc.setModificationDate(meta.now);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const supported = new Set([...fonts.regular.getCharacterSet(), ...fonts.bold.getCharacterSet()]);
  const writer = new PdfWriter(doc, fonts, supported);

  const parts = typeof markdown === 'string' ? [markdown] : markdown;
  for (const [index, part] of parts.entries()) {
    if (index > 0) writer.breakPage();
    writeBlocks(writer, part);
  }
  return doc.save();
}

function writeBlocks(writer: PdfWriter, markdown: string): void {
  for (const block of markdown.split(/\n{2,}/)) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(block.trim());
    if (heading?.[1] && heading[2] !== undefined) {
      const level = heading[1].length;
      writer.gap(level === 1 ? 0 : 8);
      // A heading stays with at least two lines of what it introduces.
      writer.ensureRoom((HEADING_SIZES[level - 1] ?? BODY_SIZE) * 1.4 + BODY_SIZE * 1.4 * 2);
      writer.write(
        inlineWords(heading[2]).map((word) => ({ ...word, bold: true })),
        HEADING_SIZES[level - 1] ?? BODY_SIZE,
      );
    } else if (block.startsWith('- ')) {
      for (const item of block.split('\n').filter((line) => line.startsWith('- '))) {
        writer.write(inlineWords(item.slice(2)), BODY_SIZE, LIST_INDENT, '•');
      }
    } else if (block.trim()) {
      writer.write(inlineWords(block.replace(/\n/g, ' ')), BODY_SIZE);
    }
    writer.gap(4);
  }
}
