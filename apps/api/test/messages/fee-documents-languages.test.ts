import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.js';
import { signUp, withToken } from '../factories/users.js';
import { pdfWords } from '../payments/pdf-text.js';
import { describeApi } from '../support/test-app.js';

const SPANISH_FEE_SHEET = [
  'Hoja de cargos de Maple Court Apartments',
  'Precios vigentes al 22 de noviembre de 2026, en dólares estadounidenses.',
  'Renta por distribución',
  'Studio: de $1,269.10 a $1,424.50 al mes',
  'A pagar al presentar la solicitud',
  'Application Fee: $50.00 por cada solicitante adulto y fiador.',
  'Holding Deposit: $250.00 por solicitud.',
  'Unit Security Deposit: $500.00 para estudios y unidades de 1 habitación; $750.00 para unidades de 2 habitaciones; $1,000.00 para unidades de 3 habitaciones.',
  'Opciones adicionales',
  'Reserved Covered Parking: $50.00 al mes. Hasta 2. 1 sin cargo con unidades de 2 o más habitaciones.',
  'Dog: $35.00 al mes, un depósito de $300.00 y un cargo único de $250.00.',
  'Storage Locker: $25.00 al mes más impuesto sobre las ventas.',
  'Impuesto sobre las ventas',
  'pagan un impuesto de 8.25%.',
  'Preguntas',
  'Llame a la oficina de arrendamiento de Maple Court Apartments al',
];

describeApi("the fee documents in the reader's language (issue 38)", (context) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    context().app.inject({ method: 'GET', url, headers });
  const feeSheetWords = async (headers: Record<string, string> = {}) => {
    const response = await get('/api/community/maple-court/fee-sheet-pdf/', headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    return pdfWords(response.rawPayload);
  };

  it('writes the fee sheet in Spanish for Accept-Language: es, with Spanish headings, dates and amounts', async () => {
    const words = await feeSheetWords({ 'accept-language': 'es-MX,es;q=0.9' });
    for (const expected of SPANISH_FEE_SHEET) expect(words).toContain(expected);
    expect(words).not.toContain('Rent by layout');
  });

  it("follows the visitor's choice in the web app's cookie over the browser's languages", async () => {
    const words = await feeSheetWords({ cookie: 'lang=es', 'accept-language': 'en-US' });
    expect(words).toContain('Hoja de cargos de Maple Court Apartments');
    const english = await feeSheetWords({ cookie: 'lang=en', 'accept-language': 'es' });
    expect(english).toContain('Maple Court Apartments Fee Sheet');
    expect(english).toContain('Prices as of 2026-11-22, in US dollars.');
  });

  it("follows a signed-in account's language, whatever the browser says", async () => {
    const user = await signUp(context().app, { email: 'fees.es@example.com' });
    await context().database.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    const words = await feeSheetWords({ ...withToken(user.token), 'accept-language': 'en-US' });
    expect(words).toContain('Renta por distribución');
  });

  it('writes the rental fees agreement in Spanish too', async () => {
    const response = await get('/api/rental-fees-agreement/?community=maple-court', { cookie: 'lang=es' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toMatch(/^# Acuerdo de cargos de arrendamiento\n/);
    for (const expected of [
      'Este acuerdo enumera todos los cargos y depósitos que Maple Court Apartments puede cobrar',
      '## A pagar al presentar la solicitud',
      '## Cargos mensuales',
      'Se cobran cada mes junto con su renta.',
      '### Mascotas',
      'Los animales de asistencia son bienvenidos',
    ]) {
      expect(response.body).toContain(expected);
    }
  });
});
