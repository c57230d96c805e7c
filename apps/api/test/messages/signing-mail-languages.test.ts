import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { documentSigners } from '../../src/db/schema/lease-documents.js';
import { leaseExecutedHandler, signingReminderHandler } from '../../src/services/signing/signing-mail.js';
import { signUp } from '../factories/users.js';
import { approvedApplicant, call, runSigningOutbox, signingAppOptions } from '../signing/signing-helpers.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { BOTH_LANGUAGES, mailInLanguage } from './mail-in-language.js';

describeApi(
  "the signing e-mails in the signer's language (issue 38)",
  (context) => {
    const db = () => context().database.db;
    const { speaks, lastMailTo, handlerDeps: handlerOptions } = mailInLanguage(context);

    it.each(BOTH_LANGUAGES)('sends, reminds and announces the executed lease (%s)', async (language) => {
      const application = await approvedApplicant(context());
      const { user, transactionId } = application;
      await speaks(user.id, language);
      const agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
      const sent = await call(
        context().app,
        agent,
        'POST',
        `/api/staff/applications/${transactionId}/lease/`,
      );
      expect(sent.statusCode, sent.body).toBe(201);
      await runSigningOutbox(context());
      const en = language === 'en';
      const closing = en
        ? 'Log in to Maple Court Apartments and open your application to review and sign "Lease Agreement".'
        : 'Inicie sesión en Maple Court Apartments y abra su solicitud para revisar y firmar "Lease Agreement".';
      expect(await lastMailTo(user.email)).toMatchObject({
        subject: en
          ? 'Your Lease Agreement for unit 102 is ready to sign'
          : 'Su documento "Lease Agreement" de la unidad 102 está listo para firmar',
        text: [
          en ? 'Hi Avery Quinn,' : 'Hola, Avery Quinn:',
          '',
          en ? 'Your documents are ready for your signature.' : 'Sus documentos están listos para su firma.',
          '',
          closing,
        ].join('\n'),
      });

      const [signer] = await db().select().from(documentSigners).where(eq(documentSigners.userId, user.id));
      await signingReminderHandler(handlerOptions())({ signer_id: signer?.id });
      expect(await lastMailTo(user.email)).toMatchObject({
        subject: en
          ? 'Reminder: please sign your Lease Agreement for unit 102'
          : 'Recordatorio: firme su documento "Lease Agreement" de la unidad 102',
        text: [
          en ? 'Hi Avery Quinn,' : 'Hola, Avery Quinn:',
          '',
          en
            ? 'A reminder from the leasing team: your signature is still needed.'
            : 'Un recordatorio del equipo de arrendamiento: todavía falta su firma.',
          '',
          closing,
        ].join('\n'),
      });

      await leaseExecutedHandler(handlerOptions())({ transaction_id: transactionId });
      expect(await lastMailTo(user.email)).toMatchObject({
        subject: en
          ? 'Your lease for unit 102 is executed'
          : 'Su contrato de arrendamiento de la unidad 102 está formalizado',
        text: (en
          ? [
              'Hi Avery Quinn,',
              '',
              'Everyone has signed and the landlord has countersigned: your lease is executed.',
              'Log in to Maple Court Apartments to download your sealed copy.',
            ]
          : [
              'Hola, Avery Quinn:',
              '',
              'Todos firmaron y el arrendador firmó como contraparte: su contrato de arrendamiento está formalizado.',
              'Inicie sesión en Maple Court Apartments para descargar su copia sellada.',
            ]
        ).join('\n'),
      });
    });

    it.each(BOTH_LANGUAGES)('asks a guest signer with an account in its language (%s)', async (language) => {
      const { transactionId } = await approvedApplicant(context());
      const email = `guarantor.${language}@example.com`;
      const guest = await signUp(context().app, { email, first_name: 'Robin' });
      await speaks(guest.id, language);
      const manager = await staffToken(context().app, DEMO_STAFF.mapleCourtManager);
      const added = await call(
        context().app,
        manager,
        'POST',
        `/api/staff/applications/${transactionId}/guest-signers/`,
        { name: 'Robin Quinn', email, guarantor: true },
      );
      expect(added.statusCode, added.body).toBe(201);
      const mail = await lastMailTo(email);
      const link = /(\S*\/sign-request\/\S+)/.exec(mail.text ?? '')?.[1];
      expect(mail).toMatchObject({
        subject:
          language === 'en'
            ? 'Please sign your documents for Maple Court Apartments'
            : 'Firme sus documentos para Maple Court Apartments',
        text: (language === 'en'
          ? [
              'Hi Robin Quinn,',
              '',
              'Maple Court Apartments asks you to review and sign a document for unit 102.',
              'Open this link to sign (it works once, for 7 days):',
            ]
          : [
              'Hola, Robin Quinn:',
              '',
              'Maple Court Apartments le pide revisar y firmar un documento de la unidad 102.',
              'Abra este enlace para firmar (solo funciona una vez, durante 7 días):',
            ]
        )
          .concat(link ?? '')
          .join('\n'),
      });
    });
  },
  signingAppOptions,
);
