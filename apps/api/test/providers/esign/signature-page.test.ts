import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { appendAuditCertificate } from '../../../src/providers/esign/audit-certificate.js';
import { signatureBoxPosition, signaturePageBoxes } from '../../../src/providers/esign/signature-page.js';
import { stampSignatures } from '../../../src/providers/esign/stamp-signatures.js';
import { fitText, wrapText } from '../../../src/providers/esign/standard-font-text.js';
import { pdfWords } from '../../payments/pdf-text.js';
import { auditCertificateFor, SIGNED_AT, TWO_SIGNERS, unsignedLease } from './esign-fixtures.js';

const EIGHT_SIGNERS = Array.from({ length: 8 }, (_, index) => ({
  name: `Signer Number ${index + 1}`,
  roleLabel: index === 0 ? 'Applicant' : 'Occupant',
}));

function stamp(boxIndex: number, typedName: string) {
  return { boxIndex, typedName, signedAt: SIGNED_AT, signatureId: `sig-${boxIndex}` };
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('signature page', () => {
  it('lays eight boxes on a page, inside its margins and apart from one another', () => {
    const boxes = Array.from({ length: 9 }, (_, index) => signatureBoxPosition(index));
    expect(boxes.map((box) => box.page)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1]);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(54);
      expect(box.y).toBeGreaterThanOrEqual(54);
      expect(box.x + box.width).toBeLessThanOrEqual(612 - 54);
      expect(box.y + box.height).toBeLessThanOrEqual(792 - 54);
    }
    const [first, second, third] = boxes;
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
    expect((third?.y ?? 0) + (third?.height ?? 0)).toBeLessThan(first?.y ?? 0);
    expect(signatureBoxPosition(8)).toEqual({ ...first, page: 1 });
  });

  it('continues on a second page past eight boxes, the landlord last', async () => {
    const doc = await PDFDocument.load(await unsignedLease(EIGHT_SIGNERS));
    expect(doc.getPages().map(signaturePageBoxes)).toEqual([
      null,
      { first: 0, count: 8 },
      { first: 8, count: 1 },
    ]);

    const stamped = await stampSignatures(await unsignedLease(EIGHT_SIGNERS), [
      stamp(7, 'Signer Number 8'),
      stamp(8, 'Pat Manager'),
    ]);
    const words = await pdfWords(stamped);
    expect(words).toContain('Signatures (continued)');
    expect(words).toContain('Harbor View Properties LLC Landlord');
    expect(words).toContain('sig-8');
  });

  it('stamps from the unsigned original every time: same bytes for the same stamps, nothing stacked', async () => {
    const unsigned = await unsignedLease(TWO_SIGNERS);
    const once = await stampSignatures(unsigned, [stamp(0, 'Ana Müller')]);
    expect(
      Buffer.from(await stampSignatures(unsigned, [stamp(0, 'Ana Müller')])).equals(Buffer.from(once)),
    ).toBe(true);

    const twice = await pdfWords(await stampSignatures(unsigned, [stamp(0, 'Ana Müller'), stamp(1, 'Zoë')]));
    expect(occurrences(twice, 'sig-0')).toBe(1);
    expect(occurrences(twice, 'sig-1')).toBe(1);
    expect(twice).toContain('Signed electronically 2025-03-04 15:16:17 UTC');
  });

  it('refuses a stamp for a box the PDF does not have, or two for one box', async () => {
    const unsigned = await unsignedLease(TWO_SIGNERS);
    await expect(stampSignatures(unsigned, [stamp(3, 'Nobody')])).rejects.toThrow('no signature box 3');
    await expect(stampSignatures(unsigned, [stamp(0, 'A'), stamp(0, 'B')])).rejects.toThrow('Two signatures');
  });
});

describe('standard-font text', () => {
  it('shrinks, then cuts, a name to its box, and draws only what the font can', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.TimesRomanItalic);
    expect(fitText(font, 'Ana', 200, 26, 12)).toEqual({ text: 'Ana', size: 26 });
    const long = fitText(font, 'Bartholomew '.repeat(10), 200, 26, 12);
    expect(long.size).toBe(12);
    expect(long.text.endsWith('…')).toBe(true);
    expect(font.widthOfTextAtSize(long.text, 12)).toBeLessThanOrEqual(200);
    expect(fitText(font, '李 Ōkubo', 200, 26, 12).text).toBe('? ?kubo');
  });

  it('wraps words, and breaks a word longer than a line', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText(font, `short words ${'x'.repeat(200)}`, 9, 150);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(150);
    expect(lines.join('').replace(/ /g, '')).toBe(`shortwords${'x'.repeat(200)}`);
  });
});

describe('certificate of completion', () => {
  it('runs onto further pages, each titled, with every signer and the countersignature', async () => {
    const base = auditCertificateFor('Residential Lease Agreement');
    // Eight signers, every other one without an IP address or a signature yet.
    const many = {
      ...base,
      signers: Array.from({ length: 8 }, (_, index) => ({
        ...(base.signers[index % 2] as (typeof base.signers)[number]),
        name: `S${index}`,
      })),
    };
    const unsigned = await unsignedLease(TWO_SIGNERS);
    const pagesBefore = (await PDFDocument.load(unsigned)).getPageCount();

    const certified = await appendAuditCertificate(unsigned, many);
    const pageCount = (await PDFDocument.load(certified)).getPageCount();
    expect(pageCount).toBeGreaterThan(pagesBefore + 1);
    const words = await pdfWords(certified);
    expect(occurrences(words, 'Certificate of Completion')).toBe(pageCount - pagesBefore);
    expect(words).toContain('Signer 8 of 8');
    expect(words).toContain(`Original SHA-256 ${'ab'.repeat(32)}`);
    expect(words).toContain('Countersignature');
    expect(words).toContain('pat@example.com');
    expect(words).toContain('IP address Not recorded');
    expect(words).toContain('Signed Not recorded');
    // A wrapped user agent is never split by a page break.
    expect(words).not.toContain('(continued) with-a-very-long-token');
  });
});
