import { statedIncomeAssetsSchema } from '@portal/domain/schemas/stated-income';
import { describe, expect, it } from 'vitest';
import { NO_STATED_INCOME, statedIncomeBody, statedIncomeDefaults } from './stated-income-values';

describe('statedIncomeBody', () => {
  it.each([
    ['52,000', '52000'],
    ['1,250.50', '1250.50'],
    [' 1,000,000 ', '1000000'],
    ['', ''],
  ])('sends %j as %j', (typed, sent) => {
    expect(statedIncomeBody({ stated_income: typed, stated_assets: typed })).toEqual({
      stated_income: sent,
      stated_assets: sent,
    });
  });

  it('sends what the API reads as the same cents as typed', () => {
    const body = statedIncomeBody({ stated_income: '52,000.25', stated_assets: '1,250' });
    expect(statedIncomeAssetsSchema.parse(body)).toEqual({
      stated_income: 5_200_025,
      stated_assets: 125_000,
    });
  });
});

describe('NO_STATED_INCOME', () => {
  it('states 0 and 0', () => {
    expect(statedIncomeAssetsSchema.parse(NO_STATED_INCOME)).toEqual({ stated_income: 0, stated_assets: 0 });
  });
});

describe('statedIncomeDefaults', () => {
  it('shows what was stated before in dollars, or nothing', () => {
    expect(statedIncomeDefaults({ stated_income: 5_200_025, stated_assets: 0 })).toEqual({
      stated_income: '52,000.25',
      stated_assets: '0.00',
    });
    expect(statedIncomeDefaults({ stated_income: null, stated_assets: null })).toEqual({
      stated_income: '',
      stated_assets: '',
    });
  });
});
