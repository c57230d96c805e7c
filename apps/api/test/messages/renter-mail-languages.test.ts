import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { applicationDecisions } from '../../src/db/schema/application-decisions.js';
import { identityVerifications } from '../../src/db/schema/identity-verifications.js';
import { paymentReturns, payments } from '../../src/db/schema/payments.js';
import { users } from '../../src/db/schema/users.js';
import type { OutboxHandler } from '../../src/outbox/outbox-message.js';
import type { Mailer } from '../../src/providers/mail/mailer.js';
import {
  CRIMINAL_REVIEW_LETTER_TOPIC,
  criminalReviewLetterHandler,
} from '../../src/services/decision/criminal-review-mail.js';
import { photoIdRejectedHandler } from '../../src/services/identity/photo-id-rejected-mail.js';
import { paymentReceiptHandler } from '../../src/services/payments/payment-receipt-mail.js';
import { paymentReturnMailHandler } from '../../src/services/payments/payment-return-mail.js';
import { screeningReportsHandler } from '../../src/services/screening-reports/screening-reports-mail.js';
import { applicationDecidedHandler } from '../../src/services/staff/application-decided-mail.js';
import { documentsRequestedHandler } from '../../src/services/staff/documents-requested-mail.js';
import { guarantorRequestedHandler } from '../../src/services/staff/guarantor-requested-mail.js';
import { startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { applicationAtIdentity, identityCall, lastTextTo, passcodeIn } from '../identity/identity-helpers.js';
import { pdfWords } from '../payments/pdf-text.js';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import { DEMO_STAFF, deliverTopic, staffToken, submittedApplicant } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { BOTH_LANGUAGES, mailInLanguage } from './mail-in-language.js';

const YEARLY_INCOME = 12 * 600_000;
const PHONE = '(512) 555-0187';

describeApi("e-mails, text messages and notices in the renter's language (issue 38)", (context) => {
  const db = () => context().database.db;
  const { speaks, lastMailTo, handlerDeps } = mailInLanguage(context);
  const deliver = (
    handlerFor: (deps: { db: Database; mailer: Mailer }) => OutboxHandler,
    payload: Record<string, unknown>,
  ) => handlerFor(handlerDeps())(payload);
  const linkIn = (text: string, path: string) => new RegExp(`(\\S*${path}\\S*)`).exec(text)?.[1] ?? '';

  it.each(BOTH_LANGUAGES)(
    'invites by e-mail and by text in the inviter’s language (%s)',
    async (language) => {
      const owner = await startApplicationFor(context().app, db());
      await speaks(owner.user.id, language);
      const invite = (contact: object) =>
        context().app.inject({
          method: 'POST',
          url: `/api/transaction/${owner.transactionId}/invitees/`,
          headers: withToken(owner.user.token),
          payload: { role: 20, first_name: 'Jordan', last_name: 'Reyes', ...contact },
        });
      const email = `jordan.${language}@example.com`;
      expect((await invite({ email })).statusCode).toBe(201);
      expect((await invite({ phone_number: '5125550123' })).statusCode).toBe(201);
      const mail = await lastMailTo(email);
      const text = await lastTextTo(db(), '(512) 555-0123');
      const link = linkIn(mail.text, '/maple-court/invitations');
      const textLink = linkIn(text, '/maple-court/invitations');
      // The same page; each invitation's link carries its own token.
      expect(textLink.split('?')[0]).toBe(link.split('?')[0]);
      if (language === 'en') {
        expect(mail.subject).toBe('Avery Quinn invited you to apply at Maple Court Apartments');
        expect(mail.text).toBe(
          [
            'Hi Jordan,',
            '',
            'Avery Quinn invited you to join their application for Maple Court Apartments, unit 102, as a roommate.',
            `Create your account or log in with this e-mail address to accept: ${link}`,
          ].join('\n'),
        );
        expect(text).toBe(
          `Avery Quinn invited you to join their application for Maple Court Apartments, unit 102, as a roommate. Sign up or log in with this phone number to accept: ${textLink}`,
        );
      } else {
        expect(mail.subject).toBe(
          'Avery Quinn le invitó a presentar una solicitud en Maple Court Apartments',
        );
        expect(mail.text).toBe(
          [
            'Hola, Jordan:',
            '',
            'Avery Quinn le invitó a unirse a su solicitud para Maple Court Apartments, unidad 102, como compañero de vivienda.',
            `Para aceptar, cree su cuenta o inicie sesión con esta dirección de correo electrónico: ${link}`,
          ].join('\n'),
        );
        expect(text).toBe(
          `Avery Quinn le invitó a unirse a su solicitud para Maple Court Apartments, unidad 102, como compañero de vivienda. Para aceptar, cree una cuenta o inicie sesión con este número de teléfono: ${textLink}`,
        );
      }
    },
  );

  it.each(BOTH_LANGUAGES)(
    'sends the password reset link in the account’s language (%s)',
    async (language) => {
      const user = await signUp(context().app, { email: `reset.${language}@example.com` });
      await speaks(user.id, language);
      const asked = await context().app.inject({
        method: 'POST',
        url: '/api/password-reset/',
        payload: { email: user.email, community: 'maple-court' },
      });
      expect(asked.statusCode).toBe(200);
      const mail = await lastMailTo(user.email);
      const link = linkIn(mail.text, '/password/verify');
      const htmlLink = link.replace(/&/g, '&#38;');
      if (language === 'en') {
        expect(mail.subject).toBe('Reset your Maple Court Apartments password');
        expect(mail.text).toBe(
          [
            'Hi Avery,',
            '',
            'We received a request to reset the password of your Maple Court Apartments account.',
            'Open this link within 1 hour to choose a new password (it works once):',
            link,
            '',
            'If you did not ask for this, you can ignore this email: your password stays the same.',
          ].join('\n'),
        );
        expect(mail.html).toBe(
          [
            '<p>Hi Avery,</p>',
            '<p>We received a request to reset the password of your Maple Court Apartments account.</p>',
            `<p><a href="${htmlLink}">Choose a new password</a> within 1 hour (the link works once).</p>`,
            '<p>If you did not ask for this, you can ignore this email: your password stays the same.</p>',
          ].join('\n'),
        );
      } else {
        expect(mail.subject).toBe('Restablezca su contraseña de Maple Court Apartments');
        expect(mail.text).toBe(
          [
            'Hola, Avery:',
            '',
            'Recibimos una petición para restablecer la contraseña de su cuenta de Maple Court Apartments.',
            'Abra este enlace dentro de 1 hora para elegir una nueva contraseña (solo funciona una vez):',
            link,
            '',
            'Si usted no lo pidió, puede ignorar este correo electrónico: su contraseña seguirá siendo la misma.',
          ].join('\n'),
        );
        expect(mail.html).toContain(
          `<p><a href="${htmlLink}">Elija una nueva contraseña</a> dentro de 1 hora (el enlace solo funciona una vez).</p>`,
        );
      }
    },
  );

  it.each(BOTH_LANGUAGES)(
    'texts and reads the identity passcode in the applicant’s language (%s)',
    async (language) => {
      const { app, clock } = context();
      const application = await applicationAtIdentity(app, db(), clock);
      await speaks(application.user.id, language);
      expect(
        (await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' })).statusCode,
      ).toBe(201);
      const text = await lastTextTo(db(), PHONE);
      const code = passcodeIn(text);
      expect(text).toBe(
        language === 'en'
          ? `Maple Court Apartments: ${code} is your identity verification code. It expires in 10 minutes. Never share it with anyone.`
          : `Maple Court Apartments: ${code} es su código de acceso para verificar su identidad. Vence en 10 minutos. Nunca lo comparta con nadie.`,
      );
      expect(
        (await identityCall(app, application, 'POST', { method: 'passcode', channel: 'voice' })).statusCode,
      ).toBe(201);
      const spoken = passcodeIn(await lastTextTo(db(), PHONE))
        .split('')
        .join(' ');
      expect(await lastTextTo(db(), PHONE)).toBe(
        language === 'en'
          ? `Voice call: This is Maple Court Apartments. Your identity verification code is ${spoken}. Again, your code is ${spoken}.`
          : `Voice call: Le habla Maple Court Apartments. Su código de acceso para verificar su identidad es ${spoken}. Repito, su código es ${spoken}.`,
      );
    },
  );

  it.each(BOTH_LANGUAGES)(
    'tells an applicant about their application in their language: requests, photo ID, payments, reports, decision (%s)',
    async (language) => {
      const application = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
      const { user, transactionId, applicantId } = application;
      await speaks(user.id, language);
      const said = async (handlerFor: Parameters<typeof deliver>[0], payload: Record<string, unknown>) => {
        await deliver(handlerFor, payload);
        const { subject, text } = await lastMailTo(user.email);
        return { subject, text };
      };
      const en = language === 'en';

      expect(
        await said(documentsRequestedHandler, {
          applicant_id: applicantId,
          note: 'Your two latest pay stubs.',
        }),
      ).toEqual({
        subject: en
          ? 'More documents needed for your application for unit 102'
          : 'Se necesitan más documentos para su solicitud de la unidad 102',
        text: (en
          ? [
              'Hi Avery,',
              '',
              "We're requesting additional info to verify your income/assets.",
              '',
              'Your two latest pay stubs.',
              '',
              'Log in and open Income & Employment on your application to add the documents.',
            ]
          : [
              'Hola, Avery:',
              '',
              'Le pedimos información adicional para verificar sus ingresos y activos.',
              '',
              'Your two latest pay stubs.',
              '',
              'Inicie sesión y abra Ingresos y empleo en su solicitud para agregar los documentos.',
            ]
        ).join('\n'),
      });

      expect(await said(guarantorRequestedHandler, { applicant_id: applicantId, note: '' })).toEqual({
        subject: en
          ? 'A guarantor is needed for your application for unit 102'
          : 'Se necesita un fiador para su solicitud de la unidad 102',
        text: (en
          ? [
              'Hi Avery,',
              '',
              'To go on with your application, the leasing team asks you to add a guarantor.',
              '',
              'Log in and open your application to invite one.',
            ]
          : [
              'Hola, Avery:',
              '',
              'Para continuar con su solicitud, el equipo de arrendamiento le pide agregar un fiador.',
              '',
              'Inicie sesión y abra su solicitud para invitar a uno.',
            ]
        ).join('\n'),
      });

      const [review] = await db()
        .insert(identityVerifications)
        .values({
          transactionId,
          applicantId,
          method: 'document',
          status: 'rejected',
          rejectionReason: 'The photo is blurred.',
          createdAt: context().clock.now(),
        })
        .returning();
      const link = 'https://portal.example/maple-court/identity';
      expect(await said(photoIdRejectedHandler, { identity_verification_id: review?.id, link })).toEqual({
        subject: en ? 'Please verify your identity again' : 'Verifique su identidad de nuevo',
        text: (en
          ? [
              'Hi Avery,',
              '',
              `The leasing team at Maple Court Apartments could not accept the photo ID you sent for application ${transactionId}.`,
              'Their reason: The photo is blurred.',
              '',
              'Your application cannot be submitted until your identity is verified. Log in and verify it again here:',
              link,
            ]
          : [
              'Hola, Avery:',
              '',
              `El equipo de arrendamiento de Maple Court Apartments no pudo aceptar la identificación con foto que usted envió para la solicitud ${transactionId}.`,
              'El motivo: The photo is blurred.',
              '',
              'Su solicitud no se puede enviar hasta que su identidad esté verificada. Inicie sesión y verifíquela de nuevo aquí:',
              link,
            ]
        ).join('\n'),
      });

      const reports = 'https://portal.example/maple-court/screening-reports';
      expect(
        await said(screeningReportsHandler, {
          user_id: user.id,
          transaction_id: transactionId,
          link: reports,
        }),
      ).toEqual({
        subject: en
          ? 'Your screening reports from Maple Court Apartments'
          : 'Sus informes de evaluación de Maple Court Apartments',
        text: (en
          ? [
              'Hi Avery,',
              '',
              `You asked for a copy of the screening reports of your application ${transactionId}.`,
              `Log in and download them as PDFs here: ${reports}`,
            ]
          : [
              'Hola, Avery:',
              '',
              `Usted pidió una copia de los informes de evaluación de su solicitud ${transactionId}.`,
              `Inicie sesión y descárguelos en PDF aquí: ${reports}`,
            ]
        ).join('\n'),
      });

      const [payment] = await db().select().from(payments).where(eq(payments.transactionId, transactionId));
      if (!payment) throw new Error('the application fee was not paid');
      const receipt = await said(paymentReceiptHandler, { payment_id: payment.id });
      const total = `$${(payment.amountCents / 100).toFixed(2)}`;
      expect(receipt.subject).toBe(
        en
          ? 'Your payment receipt from Maple Court Apartments'
          : 'Su recibo de pago de Maple Court Apartments',
      );
      expect(receipt.text).toContain(
        (en
          ? [
              `Total paid: ${total}`,
              '',
              'Paid with: Visa ending in 4242',
              'Date: 2026-11-22',
              `Receipt number: ${payment.id}`,
            ]
          : [
              `Total pagado: ${total}`,
              '',
              'Pagado con: Visa que termina en 4242',
              'Fecha: 22 de noviembre de 2026',
              `Número de recibo: ${payment.id}`,
            ]
        ).join('\n'),
      );

      const [returned] = await db()
        .insert(paymentReturns)
        .values({
          paymentId: payment.id,
          transactionId,
          amountCents: payment.amountCents,
          returnCode: 'R01',
          createdAt: context().clock.now(),
        })
        .returning();
      expect(await said(paymentReturnMailHandler, { payment_return_id: returned?.id })).toEqual({
        subject: en
          ? 'Your payment to Maple Court Apartments was returned by your bank'
          : 'Su banco devolvió su pago a Maple Court Apartments',
        text: (en
          ? [
              'Hi Avery,',
              '',
              `Your bank returned your payment of ${total} to Maple Court Apartments, made on 2026-11-22 from your bank account.`,
              'Reason given by the bank: insufficient funds (R01).',
              '',
              `Your application is on hold until this balance of ${total} is paid.`,
              'Please sign in to your application and pay it with a card or another bank account.',
              'Once it is paid, your application continues where you left off.',
            ]
          : [
              'Hola, Avery:',
              '',
              `Su banco devolvió su pago de ${total} a Maple Court Apartments, hecho el 22 de noviembre de 2026 desde su cuenta bancaria.`,
              'Motivo que dio el banco: fondos insuficientes (R01).',
              '',
              `Su solicitud está en espera hasta que se pague este saldo de ${total}.`,
              'Inicie sesión en su solicitud y páguelo con una tarjeta u otra cuenta bancaria.',
              'Una vez pagado, su solicitud continuará donde la dejó.',
            ]
        ).join('\n'),
      });

      const [manager] = await db()
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_STAFF.mapleCourtManager.username));
      const [approval] = await db()
        .insert(applicationDecisions)
        .values({
          transactionId,
          decision: 'approve',
          additionalDepositCents: 126_910,
          additionalDepositKind: 'security_deposit',
          decidedByUserId: manager?.id ?? user.id,
          createdAt: context().clock.now(),
        })
        .returning();
      expect(
        await said(applicationDecidedHandler, { decision_id: approval?.id, applicant_id: applicantId }),
      ).toEqual({
        subject: en
          ? 'Your application for Maple Court Unit 102 has been approved'
          : 'Su solicitud para Maple Court, unidad 102 fue aprobada',
        text: (en
          ? [
              'Hi Avery,',
              '',
              'Your application for Maple Court Unit 102 has been approved.',
              'A $1,269.10 security deposit is required for this application.',
              "We'll reach out to you about how to sign the lease shortly.",
            ]
          : [
              'Hola, Avery:',
              '',
              'Su solicitud para Maple Court, unidad 102 fue aprobada.',
              'Para esta solicitud se requiere un depósito de seguridad de $1,269.10.',
              'En breve nos comunicaremos con usted para explicarle cómo firmar el contrato.',
            ]
        ).join('\n'),
      });

      const [denial] = await db()
        .insert(applicationDecisions)
        .values({
          transactionId,
          decision: 'deny',
          reasons: ['income'],
          decidedByUserId: manager?.id ?? user.id,
          createdAt: context().clock.now(),
        })
        .returning();
      expect(
        await said(applicationDecidedHandler, { decision_id: denial?.id, applicant_id: applicantId }),
      ).toEqual({
        subject: en
          ? 'About your application for Maple Court Unit 102'
          : 'Sobre su solicitud para Maple Court, unidad 102',
        text: (en
          ? [
              'Hi Avery,',
              '',
              'Unfortunately, we were unable to approve your application for Maple Court Unit 102.',
              'Log in and choose "Learn Why" on your application to read the notice that explains the decision and your rights.',
            ]
          : [
              'Hola, Avery:',
              '',
              'Lamentablemente, no pudimos aprobar su solicitud para Maple Court, unidad 102.',
              'Inicie sesión y elija "Conocer el motivo" en su solicitud para leer el aviso que explica la decisión y sus derechos.',
            ]
        ).join('\n'),
      });

      // The notice the denial e-mail points to is written in the same language.
      const notice = await context().app.inject({
        method: 'GET',
        url: `/api/transactions/${transactionId}/aan-document/`,
        headers: withToken(user.token),
      });
      expect(notice.statusCode, notice.body).toBe(200);
      const words = await pdfWords(notice.rawPayload);
      for (const heading of en
        ? ['Adverse Action Notice', 'Why', 'Your rights', 'Date: 2026-11-22', 'Dear Avery Quinn,']
        : [
            'Aviso de acción adversa',
            'Motivos',
            'Sus derechos',
            'Fecha: 22 de noviembre de 2026',
            'Maple Court, unidad 102',
          ]) {
        expect(words).toContain(heading);
      }
    },
  );

  it.each(BOTH_LANGUAGES)(
    'asks about a criminal record, by e-mail and letter, in the applicant’s language (%s)',
    async (language) => {
      const application = await submittedApplicant(context(), TEST_SSNS.criminalReview, YEARLY_INCOME);
      const { user, transactionId } = application;
      await speaks(user.id, language);
      const agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
      const sent = await context().app.inject({
        method: 'POST',
        url: `/api/staff/applications/${transactionId}/criminal-review-letter/`,
        headers: withToken(agent),
        payload: {},
      });
      expect(sent.statusCode, sent.body).toBe(200);
      await deliverTopic(context(), CRIMINAL_REVIEW_LETTER_TOPIC, criminalReviewLetterHandler);
      const mail = await lastMailTo(user.email);
      expect(mail.subject).toBe(
        language === 'en'
          ? 'About your application for unit 102: a letter from the leasing team'
          : 'Sobre su solicitud para la unidad 102: una carta del equipo de arrendamiento',
      );
      expect(mail.text).toBe(
        (language === 'en'
          ? [
              'Hi Avery,',
              '',
              'Before deciding on your application, the leasing team would like to hear from you about the criminal history in your screening report.',
              'Log in and open your application to read the letter. You may answer until 2026-11-27.',
            ]
          : [
              'Hola, Avery:',
              '',
              'Antes de decidir sobre su solicitud, al equipo de arrendamiento le gustaría conocer su punto de vista sobre los antecedentes penales de su informe de evaluación.',
              'Inicie sesión y abra su solicitud para leer la carta. Puede responder hasta el 27 de noviembre de 2026.',
            ]
        ).join('\n'),
      );
      const letter = await context().app.inject({
        method: 'GET',
        url: `/api/transactions/${transactionId}/documents/?document_type=criminal_review_letter`,
        headers: withToken(user.token),
      });
      expect(letter.statusCode, letter.body).toBe(200);
      const words = await pdfWords(letter.rawPayload);
      for (const expected of language === 'en'
        ? ['Criminal Background Review', 'November 27, 2026', 'Maple Court Unit 102']
        : ['Revisión de antecedentes penales', '27 de noviembre de 2026', 'Maple Court, unidad 102']) {
        expect(words).toContain(expected);
      }
    },
  );
});
