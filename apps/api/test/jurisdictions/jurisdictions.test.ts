import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { moveInFeeSavedBeforeTheRule } from './prospect-row-fees.js';

describeApi(
  'the laws where the community is: /api/admin/communities/{slug}/jurisdictions/ and their limits',
  (context) => {
    const app = () => context().app;
    const admin = () => staffToken(app(), DEMO_STAFF.harborAdmin);
    const exported = async (token: string, slug: string): Promise<CommunityDefinition> =>
      (await getAs(app(), token, `/api/admin/communities/${slug}/export/`)).json();
    /** Bayview Terrace's fees with a one-bedroom deposit above unit B101's rent. */
    const depositAboveB101sRent = (before: CommunityDefinition) =>
      before.fees.map((fee) =>
        fee.key === 'unit-security-deposit'
          ? { ...fee, amount_cents_by_bedrooms: { '1': 400_000, '2': 345_000 } }
          : fee,
      );
    const patch = (token: string, slug: string, payload: object) =>
      app().inject({
        method: 'PATCH',
        url: `/api/admin/communities/${slug}/`,
        headers: withToken(token),
        payload,
      });

    /** The payment breakdown of a new Prospect Row application for unit 2A, moving in 2026-12-15. */
    const prospectRowBreakdown = async (leaseTerm: number) => {
      const { user, transactionId } = await startApplicationFor(
        app(),
        context().database.db,
        '2A',
        'prospect-row',
      );
      const chosen = await app().inject({
        method: 'PATCH',
        url: `/api/transactions/${transactionId}/`,
        headers: withToken(user.token),
        payload: { move_in_date: '2026-12-15', lease_term: leaseTerm },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const breakdown = await app().inject({
        method: 'POST',
        url: `/api/transaction/${transactionId}/payment-breakdown/`,
        headers: withToken(user.token),
      });
      expect(breakdown.statusCode, breakdown.body).toBe(200);
      return breakdown.json();
    };

    it('Prospect Row (Brooklyn) follows New York City, New York and federal law, and says why', async () => {
      const response = await getAs(
        app(),
        await admin(),
        '/api/admin/communities/prospect-row/jurisdictions/',
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.place).toEqual({ state: 'NY', city: 'Brooklyn', postal_code: '11216' });
      expect(
        body.profiles.map((profile: { name: string; reason: string }) => [profile.name, profile.reason]),
      ).toEqual([
        ['Federal law', 'Federal law applies to every home in the United States.'],
        ['New York', 'The community is in New York.'],
        ['New York City', 'Brooklyn is part of New York City.'],
      ]);
      const screeningFee = body.profiles[1].rules.find(
        (rule: { key: string }) => rule.key === 'screeningFee',
      );
      expect(screeningFee).toMatchObject({
        cite: 'N.Y. Real Prop. Law § 238-a(1)(b)',
        read_on: '2026-11-28',
      });
      expect(screeningFee.portal_does).toContain('Settings refuse');
    });

    it("Bayview Terrace (Oakland) follows California, and Oakland's own ordinances are named as not modelled", async () => {
      const body = (
        await getAs(app(), await admin(), '/api/admin/communities/bayview-terrace/jurisdictions/')
      ).json();
      expect(body.profiles.map((profile: { id: string }) => profile.id)).toEqual(['federal', 'california']);
      expect(body.not_modelled).toEqual([expect.objectContaining({ place: 'Oakland' })]);
    });

    it('Maple Court (Austin, Texas) follows the federal base alone', async () => {
      const body = (
        await getAs(app(), await admin(), '/api/admin/communities/maple-court/jurisdictions/')
      ).json();
      expect(body.profiles.map((profile: { id: string }) => profile.id)).toEqual(['federal']);
    });

    it('refuses a New York screening fee above $20 with a 400 naming the rule, and saves nothing', async () => {
      const token = await admin();
      const before = await exported(token, 'prospect-row');
      const fees = before.fees.map((fee) =>
        fee.key === 'application-fee' ? { ...fee, amount_cents: 2_500 } : fee,
      );
      const response = await patch(token, 'prospect-row', { fees });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error_type: 'ValidationError',
        message: 'New York limits the application screening fee to $20 (N.Y. Real Prop. Law § 238-a).',
        errors: {
          'fees.0.amount_cents': [
            'New York limits the application screening fee to $20 (N.Y. Real Prop. Law § 238-a).',
          ],
        },
      });
      expect((await exported(token, 'prospect-row')).fees).toEqual(before.fees);
    });

    it("refuses a New York administrative fee up front, in the reader's language, and saves nothing", async () => {
      const token = await admin();
      const before = await exported(token, 'prospect-row');
      const administrativeFee = {
        key: 'admin-fee',
        name: 'Administrative Fee',
        kind: 'one_time' as const,
        amount_cents: 15_000,
        per: 'transaction' as const,
        taxable: false,
      };
      const sent = (language: string) =>
        app().inject({
          method: 'PATCH',
          url: '/api/admin/communities/prospect-row/',
          headers: { ...withToken(token), 'accept-language': language },
          payload: { fees: [...before.fees, administrativeFee] },
        });
      const english =
        'New York allows no fee before or at the start of a tenancy but the background and credit check fee (N.Y. Real Prop. Law § 238-a).';
      const refused = await sent('en');
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'fee_not_allowed_up_front',
        message: english,
        errors: { 'fees.2.amount_cents': [english] },
      });
      expect((await sent('es')).json().message).toBe(
        'New York no permite ningún cargo antes del arrendamiento ni al comenzarlo, salvo el cargo por la verificación de antecedentes y de crédito (N.Y. Real Prop. Law § 238-a).',
      );
      expect((await exported(token, 'prospect-row')).fees).toEqual(before.fees);
    });

    it('does not charge a New York fee saved before the rule, and the breakdown says why', async () => {
      await moveInFeeSavedBeforeTheRule(context().database.db);
      const breakdown = await prospectRowBreakdown(12);
      expect(breakdown.one_time_fees.items).toEqual([
        expect.objectContaining({ name: 'Background and Credit Check Fee', amount: 2_000 }),
        expect.objectContaining({
          name: 'Move-In Fee',
          amount: 0,
          legal_note:
            'Not charged: New York allows no fee before or at the start of a tenancy but the background and credit check fee (N.Y. Real Prop. Law § 238-a).',
        }),
      ]);
    });

    it('refuses a New York conditional approval that asks a fee rather than a deposit', async () => {
      const { db } = context().database;
      const { transactionId } = await startApplicationFor(app(), db, '3C', 'prospect-row');
      await db
        .update(leaseTransactions)
        .set({ status: ApplicationStatus.Submitted })
        .where(eq(leaseTransactions.id, transactionId));
      const response = await app().inject({
        method: 'POST',
        url: `/api/staff/applications/${transactionId}/decision/`,
        headers: withToken(await admin()),
        payload: {
          decision: 'conditionally_approve',
          additional_deposit_cents: 50_000,
          kind: 'security_fee',
          override_reason: 'The guarantor is abroad.',
        },
      });
      const rule =
        'New York allows no fee before or at the start of a tenancy but the background and credit check fee (N.Y. Real Prop. Law § 238-a).';
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: rule, errors: { kind: [rule] } });
      const [after] = await db
        .select({ status: leaseTransactions.status })
        .from(leaseTransactions)
        .where(eq(leaseTransactions.id, transactionId));
      expect(after?.status).toBe(ApplicationStatus.Submitted);
    });

    it("refuses a California deposit above a unit's rent, naming the unit", async () => {
      const token = await admin();
      const before = await exported(token, 'bayview-terrace');
      const fees = depositAboveB101sRent(before);
      const response = await patch(token, 'bayview-terrace', { fees });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(
        "California limits security deposits to one month's rent (Cal. Civ. Code § 1950.5). Unit B101 rents for $2,650 a month, and its deposits add up to $4,000.",
      );
    });

    it('says the rule in Spanish, with its own code, when the request asks for it', async () => {
      const token = await admin();
      const before = await exported(token, 'bayview-terrace');
      const fees = depositAboveB101sRent(before);
      const response = await app().inject({
        method: 'PATCH',
        url: '/api/admin/communities/bayview-terrace/',
        headers: { ...withToken(token), 'accept-language': 'es' },
        payload: { fees },
      });
      expect(response.statusCode, response.body).toBe(400);
      const rule =
        'California limita los depósitos de seguridad a un mes de renta (Cal. Civ. Code § 1950.5). La unidad B101 se renta por $2,650 al mes, y sus depósitos suman $4,000.';
      expect(response.json()).toMatchObject({
        code: 'deposits_above_law_one_month',
        message: rule,
        errors: { 'fees.1.amount_cents_by_bedrooms.1': [rule] },
      });
    });

    it('lets a Texas community charge what it likes, as before', async () => {
      const token = await admin();
      const before = await exported(token, 'maple-court');
      const fees = before.fees.map((fee) =>
        fee.key === 'application-fee' ? { ...fee, amount_cents: 9_900 } : fee,
      );
      expect((await patch(token, 'maple-court', { fees })).statusCode).toBe(200);
    });

    it("caps Prospect Row's deposit at a 24-month lease's lower rent when charged, and says why", async () => {
      const breakdown = await prospectRowBreakdown(24);
      // $3,400 less 1 % for 24 months is $3,366 a month; the fixture's deposit is $3,400.
      expect(breakdown.deposits.items).toEqual([
        expect.objectContaining({
          name: 'Unit Security Deposit',
          amount: 336_600,
          legal_note:
            "Lowered from $3,400 to $3,366: New York limits security deposits to one month's rent (N.Y. Gen. Oblig. Law § 7-108). All deposits together here may be $3,366.",
        }),
      ]);
      expect(breakdown.one_time_fees.items[0]).toMatchObject({ price: 2_000 });
      expect(breakdown.one_time_fees.items[0].legal_note).toBeUndefined();
    });

    it('says why in Spanish when the request asks for it: the deposit cut, and the fee an own report waived', async () => {
      const { user, transactionId } = await startApplicationFor(
        app(),
        context().database.db,
        '2A',
        'prospect-row',
      );
      const asked = (method: 'PATCH' | 'PUT' | 'POST', url: string, payload: object) =>
        app().inject({
          method,
          url,
          headers: { ...withToken(user.token), 'accept-language': 'es' },
          payload,
        });
      await asked('PATCH', `/api/transactions/${transactionId}/`, {
        move_in_date: '2026-12-15',
        lease_term: 24,
      });
      // The test clock's today in New York is 2026-11-22: a check from ten days before.
      const given = await asked('PUT', `/api/transaction/${transactionId}/own-screening-report/`, {
        agency_name: 'TransUnion SmartMove',
        reference: 'SM-48213',
        report_date: '2026-11-12',
      });
      expect(given.statusCode, given.body).toBe(200);
      const response = await asked('POST', `/api/transaction/${transactionId}/payment-breakdown/`, {});
      expect(response.statusCode, response.body).toBe(200);
      const breakdown = response.json();
      expect(breakdown.deposits.items[0]).toMatchObject({
        amount: 336_600,
        legal_note:
          'Se redujo de $3,400 a $3,366: New York limita los depósitos de seguridad a un mes de renta (N.Y. Gen. Oblig. Law § 7-108). Todos los depósitos juntos aquí pueden sumar hasta $3,366.',
      });
      expect(breakdown.one_time_fees.items[0]).toMatchObject({
        amount: 0,
        legal_note:
          'Exonerado para cada solicitante que entregó una verificación de antecedentes o de crédito de los últimos 30 días: New York no permite entonces ningún cargo de evaluación (N.Y. Real Prop. Law § 238-a).',
      });
    });
  },
);
