import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestFormSchema } from './request-form-schema';

const requestSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  amount_cents: z.number({ error: 'Enter cents' }).int().positive('Enter cents'),
});
interface Values {
  name: string;
  amount: string;
}
const toRequest = ({ name, amount }: Values) => ({ name, amount_cents: Number(amount) });

describe('requestFormSchema', () => {
  it('answers the request the API schema made of the values', () => {
    expect(requestFormSchema(requestSchema, toRequest).parse({ name: ' Ana ', amount: '150' })).toEqual({
      name: 'Ana',
      amount_cents: 150,
    });
  });

  it('puts each message under the form field of its request field, in the form’s own words where given', () => {
    const schema = requestFormSchema(requestSchema, toRequest, {
      fields: { amount_cents: 'amount' },
      message: (field, message) => (field === 'amount' ? 'Enter dollars' : message),
    });
    const issues = schema.safeParse({ name: '', amount: 'x' }).error?.issues ?? [];
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['name'], message: 'Enter a name' },
      { path: ['amount'], message: 'Enter dollars' },
    ]);
  });
});
