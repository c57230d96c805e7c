import { DOCUMENT_TEXT_FORMAT, faqListSchema, termsDocumentSchema } from '@portal/domain/schemas/documents';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communities } from '../src/db/schema/communities.js';
import { fees } from '../src/db/schema/pricing.js';
import { escapeMarkdownText, fillTemplate, slugify } from '../src/services/documents/markdown-text.js';
import { formatDollars, formatPercent } from '../src/services/documents/money-text.js';
import { describeAmountsByBedrooms, joinWords } from '../src/services/documents/rental-fees-agreement.js';
import { parseFaq } from '../src/services/documents/text-documents.js';
import { describeApi } from './support/test-app.js';

const TEXT = 'text/plain; charset=utf-8';

describeApi('GET /api/privacy-policy', (context) => {
  it('answers the privacy policy as plain text', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/privacy-policy' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(TEXT);
    expect(response.body).toMatch(/^# Privacy Policy\n/);
    for (const topic of [
      'Social Security number',
      'encrypted',
      'payment processor',
      'Screening providers',
      'How long we keep it',
      'Your rights and choices',
      'leasing office',
    ]) {
      expect(response.body).toContain(topic);
    }
    expect(response.body).not.toMatch(/<[a-z]/i);
  });

  it('answers with a trailing slash too', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/privacy-policy/' });
    expect(response.statusCode).toBe(200);
  });
});

describeApi('GET /api/terms/', (context) => {
  it('answers the platform Terms of Use with its current revision', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/terms/' });
    expect(response.statusCode).toBe(200);
    const terms = termsDocumentSchema.parse(response.json());
    expect(terms.current_revision).toEqual({ id: '2026-11-01', content_type: DOCUMENT_TEXT_FORMAT });
    expect(terms.text).toMatch(/^# Terms of Use\n/);
    expect(terms.text).toContain('Effective November 1, 2026');
  });
});

describeApi('GET /api/faq/', (context) => {
  it('answers questions and answers grouped by topic, each with a unique id', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/faq/' });
    expect(response.statusCode).toBe(200);
    const { questions } = faqListSchema.parse(response.json());
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(new Set(questions.map((entry) => entry.id)).size).toBe(questions.length);
    expect(new Set(questions.map((entry) => entry.topic))).toEqual(
      new Set([
        'Applying',
        'Fees and payments',
        'Screening and verification',
        'Your account',
        'After you apply',
      ]),
    );
    const expired = questions.find((entry) => entry.id === 'why-does-it-say-my-quote-has-expired');
    expect(expired?.answer).toContain('pricing may have updated');
    for (const entry of questions) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.trim()).not.toBe('');
    }
  });
});

describeApi('GET /api/funnel_terms/{id}', (context) => {
  const get = (community: string) =>
    context().app.inject({ method: 'GET', url: `/api/funnel_terms/${community}` });

  it("fills the community's terms from its settings", async () => {
    const response = await get('maple-court');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(TEXT);
    expect(response.body).toMatch(/^# Maple Court Apartments Terms of Use\n/);
    expect(response.body).toContain('1200 Maple Ave, Austin, TX 78701');
    expect(response.body).toContain('Harbor & Main Residential');
    expect(response.body).toContain('at least 3 times the monthly rent');
    expect(response.body).toContain('at least 4 times the monthly rent');
    expect(response.body).toContain('upload at least 3 recent ones');
    expect(response.body).toContain('valid for 2 days');
    expect(response.body).toContain('signed out after 20 minutes');
    expect(response.body).toContain('(512) 555-0142');
    expect(response.body).not.toContain('{{');
  });

  it('accepts the numeric id and differs per community', async () => {
    const [lakeside] = await context()
      .database.db.select({ id: communities.id })
      .from(communities)
      .where(eq(communities.slug, 'lakeside-lofts'));
    const response = await get(String(lakeside?.id));
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^# Lakeside Lofts Terms of Use\n/);
    expect(response.body).toContain('at least 2.5 times the monthly rent');
    expect(response.body).toContain('Pricing shown is valid for 48 hours.');
    expect(response.body).toContain('(608) 555-0199');
  });

  it.each(['no-such-community', '999999'])('answers 404 NotFound for %s', async (community) => {
    const response = await get(community);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error_type: 'NotFound',
      code: 'community_not_found',
      message: 'We could not find that community.',
    });
  });

  it('answers 400 ValidationError for an absurdly long community', async () => {
    const response = await get('x'.repeat(150));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_type: 'ValidationError',
      errors: { community: [expect.any(String)] },
    });
  });
});

describeApi('GET /api/rental-fees-agreement/', (context) => {
  const get = (query: string) =>
    context().app.inject({ method: 'GET', url: `/api/rental-fees-agreement/${query}` });

  it("writes out Maple Court's fees from its pricing rows, in dollars", async () => {
    const response = await get('?community=maple-court');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(TEXT);
    const text = response.body;
    expect(text).toMatch(/^# Rental Fees Agreement\n/);
    expect(text).toContain(
      '- **Application Fee: $50.00 for each adult applicant and guarantor.** Non-refundable.',
    );
    expect(text).toContain('- **Holding Deposit: $250.00 per application.** Reserves the unit');
    expect(text).toContain('- **Administrative Fee: $150.00 per lease.** Covers lease preparation.');
    expect(text).toContain('- **Transfer Fee: $300.00 per lease, charged on transfers only.**');
    expect(text).toContain(
      '- **Unit Security Deposit:** $500.00 for studio and 1-bedroom homes; $750.00 for 2-bedroom homes; $1,000.00 for 3-bedroom homes.',
    );
    expect(text).toContain('- **Valet Trash: $30.00 a month.**');
    expect(text).toContain(
      '- **Reserved Covered Parking: $50.00 a month.** Up to 2. 1 included with homes of 2 or more bedrooms.',
    );
    expect(text).toContain(
      '- **Dog: $35.00 a month, a $300.00 deposit and a $250.00 one-time fee.** Up to 2.',
    );
    expect(text).toContain('- **Storage Locker: $25.00 a month plus sales tax.** Up to 2.');
    expect(text).toContain(
      '- **15-Month Lease Special:** $50.00 off the rent each month on 15-month leases.',
    );
    expect(text).toContain(
      '### Pets\n\nAssistance animals are welcome and are not charged pet rent, fees or deposits.',
    );
    expect(text.indexOf('### Parking')).toBeLessThan(text.indexOf('### Pets'));
    expect(text).toContain('taxed at 8.25%');
    expect(text).toContain('(512) 555-0142');
  });

  it('follows the database: a changed fee shows its new amount', async () => {
    const { db } = context().database;
    const [community] = await db
      .select({ id: communities.id })
      .from(communities)
      .where(eq(communities.slug, 'lakeside-lofts'));
    if (!community) throw new Error('no Lakeside Lofts');
    const before = await get(`?community=${community.id}`);
    expect(before.body).toContain('- **Application Fee: $40.00 for each adult applicant and guarantor.**');
    expect(before.body).not.toContain('## Specials');
    expect(before.body).toContain('taxed at 5.5%');

    const lakesideApplicationFee = and(eq(fees.communityId, community.id), eq(fees.key, 'application-fee'));
    await db.update(fees).set({ amountCents: 123_456 }).where(lakesideApplicationFee);
    const after = await get('?community=lakeside-lofts');
    expect(after.body).toContain('- **Application Fee: $1,234.56 for each adult applicant and guarantor.**');
    await db.update(fees).set({ amountCents: 4000 }).where(lakesideApplicationFee);
    const maple = await get('?community=maple-court');
    expect(maple.body).toContain('- **Application Fee: $50.00 for each adult applicant and guarantor.**');
  });

  it('answers 400 ValidationError without a community', async () => {
    for (const query of ['', '?community=', `?community=${'x'.repeat(150)}`]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        error_type: 'ValidationError',
        errors: { community: expect.any(Array) },
      });
    }
  });

  it('answers 404 NotFound for an unknown community', async () => {
    const response = await get('?community=no-such-community');
    expect(response.statusCode).toBe(404);
    expect(response.json().error_type).toBe('NotFound');
  });
});

describeApi('documents in the API description', (context) => {
  it('are tagged and typed in the OpenAPI document', async () => {
    const document = (await context().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/privacy-policy',
      '/api/funnel_terms/{community}',
      '/api/terms/',
      '/api/faq/',
      '/api/rental-fees-agreement/',
    ]) {
      expect(document.paths[path]?.get.tags, path).toEqual(['documents']);
    }
    expect(document.paths['/api/privacy-policy'].get.responses['200'].content).toHaveProperty('text/plain');
    expect(JSON.stringify(document.paths['/api/terms/'].get.responses['200'])).toContain('current_revision');
  });
});

describe('document helpers', () => {
  it('formats cents as dollars without floating point', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(5000)).toBe('$50.00');
    expect(formatDollars(123_456_789)).toBe('$1,234,567.89');
    expect(formatDollars(-5000)).toBe('-$50.00');
    expect(() => formatDollars(1.5)).toThrow();
  });

  it('formats basis points as a percentage', () => {
    expect(formatPercent(825)).toBe('8.25%');
    expect(formatPercent(550)).toBe('5.5%');
    expect(formatPercent(800)).toBe('8%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('groups equal amounts by bedroom count', () => {
    expect(describeAmountsByBedrooms({ '1': 60000, '2': 80000 }, 'en')).toBe(
      '$600.00 for 1-bedroom homes; $800.00 for 2-bedroom homes',
    );
    expect(describeAmountsByBedrooms({ '3': 1, '2': 1, '0': 1 }, 'en')).toBe(
      '$0.01 for studio, 2-bedroom and 3-bedroom homes',
    );
    expect(describeAmountsByBedrooms({ '0': 50000, '1': 50000, '2': 126910 }, 'es')).toBe(
      '$500.00 para estudios y unidades de 1 habitación; $1,269.10 para unidades de 2 habitaciones',
    );
    expect(joinWords([])).toBe('');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'], 'es')).toBe('a, b y c');
  });

  it('escapes inserted text and refuses a template with an unknown placeholder', () => {
    expect(escapeMarkdownText('**Big** _deal_ \\')).toBe('\\*\\*Big\\*\\* \\_deal\\_ \\\\');
    expect(fillTemplate('Hi {{ name }}!', { name: 'A*B' })).toBe('Hi A\\*B!');
    expect(() => fillTemplate('Hi {{nobody}}', {})).toThrow(/nobody/);
    expect(slugify('Is my Social Security number safe?')).toBe('is-my-social-security-number-safe');
  });

  it('parses the FAQ format and rejects a question without an answer', () => {
    expect(parseFaq('# FAQ\n\n## Topic\n\n### Why?\n\nBecause.\n\nReally.\n')).toEqual([
      { id: 'why', topic: 'Topic', question: 'Why?', answer: 'Because.\n\nReally.' },
    ]);
    expect(() => parseFaq('## Topic\n\n### Why?\n\n## Next\n')).toThrow(/Why\?/);
    expect(() => parseFaq('### Orphan?\n\nAnswer.\n')).toThrow(/Orphan/);
  });
});
