import type { FastifyInstance } from 'fastify';
import { logIn } from '../factories/users.js';

/** The demo fixture's residents of Maple Court (unit 407 with a roommate, unit 408 alone). */
export const DEMO_RESIDENTS = {
  jordan: { username: 'resident@maplecourt.example', password: 'ResidentDemo2026' },
  casey: { username: 'resident2@maplecourt.example', password: 'ResidentDemo2026' },
} as const;

export async function residentToken(
  app: FastifyInstance,
  who: (typeof DEMO_RESIDENTS)[keyof typeof DEMO_RESIDENTS],
): Promise<string> {
  const response = await logIn(app, who);
  if (response.statusCode !== 200) throw new Error(`resident login failed: ${response.body}`);
  return response.json().token;
}
