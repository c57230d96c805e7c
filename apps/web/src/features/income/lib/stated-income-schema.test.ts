import { describe, expect, it } from 'vitest';
import { statedIncomeFormSchema } from './stated-income-schema';

describe('statedIncomeFormSchema', () => {
  it('asks for both amounts with the API’s messages', () => {
    const parsed = statedIncomeFormSchema.safeParse({ stated_income: '', stated_assets: 'lots' });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['stated_income'], 'Required'],
      [['stated_assets'], 'Enter an amount in dollars, like 4,250.50.'],
    ]);
  });
});
