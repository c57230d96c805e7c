import { expect, it } from 'vitest';
import { austinAddress, finishPagesBeforeIncome, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

describeApi('income: stated income and assets', (context) => {
  const app = () => context().app;
  const apply = () => startApplicationFor(app(), context().database.db);
  const put = (token: string, applicantId: number, payload: object) =>
    app().inject({
      method: 'PUT',
      url: `/api/applicant/${applicantId}/`,
      headers: withToken(token),
      payload,
    });

  it('saves dollars as typed, commas stripped, in cents, and answers them with the applicant', async () => {
    const { user, applicantId } = await apply();
    const saved = await put(user.token, applicantId, { stated_income: '52,000', stated_assets: '1,250.50' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: applicantId, stated_income: 5_200_000, stated_assets: 125_050 });
    const read = await app().inject({
      method: 'GET',
      url: `/api/applicant/${applicantId}/`,
      headers: withToken(user.token),
    });
    expect(read.json()).toMatchObject({ stated_income: 5_200_000, stated_assets: 125_050 });
  });

  it('takes 0 and 0 for "I Don\'t Have Income or Assets", as numbers too', async () => {
    const { user, applicantId } = await apply();
    const saved = await put(user.token, applicantId, { stated_income: 0, stated_assets: '0' });
    expect(saved.json()).toMatchObject({ stated_income: 0, stated_assets: 0 });
  });

  it('leaves the address as it was, and still saves an address sent alone', async () => {
    const { user, applicantId } = await apply();
    expect((await put(user.token, applicantId, austinAddress)).statusCode).toBe(200);
    const saved = await put(user.token, applicantId, { stated_income: '40000', stated_assets: '0' });
    expect(saved.json()).toMatchObject({ address_city: 'Austin', stated_income: 4_000_000 });
    const badZip = await put(user.token, applicantId, { ...austinAddress, address_postal_code: '10001' });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().errors).toEqual({
      address_postal_code: ["This ZIP code isn't in the state you chose"],
    });
  });

  it.each([
    [{ stated_income: '52,000' }, 'stated_assets', 'Required'],
    [{ stated_income: '', stated_assets: '5' }, 'stated_income', 'Required'],
    [
      { stated_income: 'plenty', stated_assets: '5' },
      'stated_income',
      'Enter an amount in dollars, like 4,250.50.',
    ],
    [{ stated_income: '-1', stated_assets: '5' }, 'stated_income', 'Enter an amount of 0 or more.'],
    [
      { stated_income: '5', stated_assets: '2000000000' },
      'stated_assets',
      'Enter an amount under $1,000,000,000.',
    ],
  ])('refuses %j: %s "%s"', async (payload, field, message) => {
    const { user, applicantId } = await apply();
    const response = await put(user.token, applicantId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it("asks for it as the community's enable_stated_income_assets says, and tells when the step is done", async () => {
    const application = await apply();
    const { user, applicantId, transactionId } = application;
    const applicant = async () => (await getAs(app(), user.token, `/api/applicant/${applicantId}/`)).json();
    expect(await applicant()).toMatchObject({
      enabled_for_stated_income_assets: true,
      is_income_and_employment_completed: false,
    });

    await finishPagesBeforeIncome(app(), application);
    const calls: [string, object][] = [
      [`/api/transaction/${transactionId}/financial-sources/`, { report_no_income_assets: 'True' }],
      [`/api/page-complete/${transactionId}/`, { page: 'income-employment' }],
    ];
    for (const [url, payload] of calls) {
      const response = await app().inject({ method: 'POST', url, headers: withToken(user.token), payload });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await applicant()).is_income_and_employment_completed).toBe(true);

    const setting = (enabled: boolean) =>
      staffToken(app(), DEMO_STAFF.mapleCourtManager).then((token) =>
        app().inject({
          method: 'PATCH',
          url: '/api/admin/communities/maple-court/',
          headers: withToken(token),
          payload: { settings: { enable_stated_income_assets: enabled } },
        }),
      );
    expect((await setting(false)).statusCode).toBe(200);
    expect((await applicant()).enabled_for_stated_income_assets).toBe(false);
    expect((await setting(true)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const { applicantId } = await apply();
    const response = await app().inject({
      method: 'PUT',
      url: `/api/applicant/${applicantId}/`,
      payload: { stated_income: '1', stated_assets: '1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another person's applicant record", async () => {
    const owner = await apply();
    const stranger = await apply();
    const response = await put(stranger.user.token, owner.applicantId, {
      stated_income: '1',
      stated_assets: '1',
    });
    expect(response.statusCode).toBe(404);
  });
});
