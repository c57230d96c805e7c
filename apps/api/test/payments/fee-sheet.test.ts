import { expect, it } from 'vitest';
import { rentRangesByLayout } from '../../src/services/documents/fee-sheet.js';
import { inlineWords, markdownToPdf } from '../../src/services/documents/markdown-pdf.js';
import { describeApi } from '../support/test-app.js';
import { pdfWords } from './pdf-text.js';

describeApi('GET /api/community/{id}/fee-sheet-pdf/', (context) => {
  const feeSheet = (community: string) =>
    context().app.inject({ method: 'GET', url: `/api/community/${community}/fee-sheet-pdf/` });

  it("is a PDF download of the community's rent, fees, deposits and options", async () => {
    const response = await feeSheet('maple-court');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="maple-court-fee-sheet.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfWords(response.rawPayload);
    for (const expected of [
      'Maple Court Apartments Fee Sheet',
      'Studio: $1,269.10 to $1,424.50 a month',
      // Unit 408 (1,480.00, leased) with the 15-month term's 2 % off is the lowest 1-bedroom rent.
      '1 Bedroom: $1,450.40 to $1,677.50 a month',
      'Application Fee: $50.00 for each adult applicant and guarantor.',
      'Holding Deposit: $250.00 per application.',
      'Administrative Fee: $150.00 per lease.',
      'Unit Security Deposit: $500.00 for studio and 1-bedroom homes; $750.00 for 2-bedroom homes; $1,000.00 for 3-bedroom homes.',
      'Valet Trash: $30.00 a month.',
      'Reserved Covered Parking: $50.00 a month. Up to 2. 1 included with homes of 2 or more bedrooms.',
      'Dog: $35.00 a month, a $300.00 deposit and a $250.00 one-time fee.',
      'Storage Locker: $25.00 a month plus sales tax.',
      'Wine Cooler: $15.00 a month plus sales tax.',
      'taxed at 8.25%.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('accepts the numeric id and needs no session, like the rental fees agreement', async () => {
    const response = await feeSheet('2');
    expect(response.statusCode).toBe(200);
    expect(await pdfWords(response.rawPayload)).toContain('Lakeside Lofts Fee Sheet');
  });

  it('answers 404 for an unknown community and 400 for a malformed one', async () => {
    const unknown = await feeSheet('nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We could not find that community.');
    const malformed = await feeSheet('x'.repeat(101));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('id');
  });
});

it('ranges rent per layout over units and lease terms, fewest bedrooms first', () => {
  const terms = [
    { months: 6, priceAdjustmentBasisPoints: 1_000 },
    { months: 15, priceAdjustmentBasisPoints: -200 },
  ];
  expect(
    rentRangesByLayout(
      [
        { layout: '2 Bedroom', bedrooms: 2, baseRentCents: 200_000 },
        { layout: 'Studio', bedrooms: 0, baseRentCents: 100_000 },
        { layout: '2 Bedroom', bedrooms: 2, baseRentCents: 210_000 },
      ],
      terms,
    ),
  ).toEqual([
    { layout: 'Studio', lowest: 98_000, highest: 110_000 },
    { layout: '2 Bedroom', lowest: 196_000, highest: 231_000 },
  ]);
});

it('reads bold runs and backslash escapes of the light Markdown', () => {
  expect(inlineWords('**Cat fee:** a\\*b')).toEqual([
    { text: 'Cat', bold: true },
    { text: 'fee:', bold: true },
    { text: 'a*b', bold: false },
  ]);
});

it('writes characters the standard fonts cannot show as "?" instead of failing', async () => {
  const pdf = await markdownToPdf('# Café ≥ 🏠\n\n**Ünit** 1', { title: 'T', now: new Date(0) });
  expect(await pdfWords(pdf)).toBe('Café ? ? Ünit 1');
});
