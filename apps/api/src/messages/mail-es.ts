import type { MailCatalog } from './mail-text.js';

/** The e-mails and text messages of mail-en.ts in US Spanish, in the words of docs/glossary-es.md. */
export const mailEs: MailCatalog = {
  greeting: 'Hola, {{name}}:',

  invitation_subject: '{{inviter}} le invitó a presentar una solicitud en {{community}}',
  invitation_summary:
    '{{inviter}} le invitó a unirse a su solicitud para {{community}}, unidad {{unit}}, como {{role}}.',
  invitation_accept_by_email:
    'Para aceptar, cree su cuenta o inicie sesión con esta dirección de correo electrónico: {{link}}',
  invitation_accept_by_text:
    'Para aceptar, cree una cuenta o inicie sesión con este número de teléfono: {{link}}',
  role_primary_applicant: 'solicitante principal',
  role_co_applicant: 'compañero de vivienda',
  role_guarantor: 'fiador',
  role_occupant: 'ocupante',
  role_dependent: 'dependiente',
  role_household_member: 'miembro del hogar',

  password_reset_subject: 'Restablezca su contraseña de {{community}}',
  password_reset_request:
    'Recibimos una petición para restablecer la contraseña de su cuenta de {{community}}.',
  password_reset_open_link:
    'Abra este enlace dentro de 1 hora para elegir una nueva contraseña (solo funciona una vez):',
  password_reset_html_link:
    '<a href="{{link}}">Elija una nueva contraseña</a> dentro de 1 hora (el enlace solo funciona una vez).',
  password_reset_ignore:
    'Si usted no lo pidió, puede ignorar este correo electrónico: su contraseña seguirá siendo la misma.',

  passcode_text:
    '{{community}}: {{passcode}} es su código de acceso para verificar su identidad. Vence en {{minutes}} minutos. Nunca lo comparta con nadie.',
  passcode_call:
    'Le habla {{community}}. Su código de acceso para verificar su identidad es {{passcode}}. Repito, su código es {{passcode}}.',

  photo_id_rejected_subject: 'Verifique su identidad de nuevo',
  photo_id_rejected_body:
    'El equipo de arrendamiento de {{community}} no pudo aceptar la identificación con foto que usted envió para la solicitud {{application}}.',
  photo_id_rejected_reason: 'El motivo: {{reason}}',
  photo_id_rejected_again:
    'Su solicitud no se puede enviar hasta que su identidad esté verificada. Inicie sesión y verifíquela de nuevo aquí:',

  receipt_subject: 'Su recibo de pago de {{community}}',
  receipt_thanks: 'Gracias por su pago a {{community}}. Este es su recibo.',
  receipt_line: '{{item}}: {{amount}}',
  receipt_part_agency: 'Cargo de la agencia de evaluación: {{amount}}',
  receipt_part_processing: 'Tiempo dedicado a obtener y procesar su información: {{amount}}',
  receipt_itemized_by_law:
    'La ley de {{law}} pide que este recibo detalle su cargo de evaluación: el cargo de la agencia de evaluación y el valor del tiempo dedicado a obtener y procesar su información ({{cite}}).',
  receipt_total: 'Total pagado: {{amount}}',
  receipt_paid_with: 'Pagado con: {{method}}',
  receipt_date: 'Fecha: {{date}}',
  receipt_number: 'Número de recibo: {{number}}',

  refund_receipt_subject: 'El reembolso de su cargo de evaluación de {{community}}',
  refund_receipt_intro:
    'Se eligió a otro solicitante para el apartamento que usted solicitó en {{community}}, por lo que le reembolsamos su cargo de evaluación de {{amount}}.',
  refund_receipt_intro_in_time:
    'No se eligió a ningún solicitante en los 30 días siguientes a su solicitud en {{community}}, por lo que le reembolsamos su cargo de evaluación de {{amount}}, como lo pide la ley.',
  refund_receipt_due: 'La ley pide que se reembolse a más tardar el {{date}}.',
  refund_receipt_amount: 'Reembolsado: {{amount}}',
  refund_receipt_date: 'Fecha del reembolso: {{date}}',
  refund_receipt_number: 'Número de reembolso: {{number}}',
  refund_receipt_where:
    'El dinero vuelve a la tarjeta o cuenta bancaria con la que pagó. Su banco puede tardar de 5 a 10 días hábiles en mostrarlo.',
  payment_method_ending: '{{method}} que termina en {{last4}}',
  payment_method_bank: 'Cuenta bancaria',
  payment_method_card: 'Tarjeta',
  payment_method_saved: 'su método de pago guardado',

  payment_return_subject: 'Su banco devolvió su pago a {{community}}',
  payment_return_body:
    'Su banco devolvió su pago de {{amount}} a {{community}}, hecho el {{date}} desde {{account}}.',
  payment_return_account_ending: 'la cuenta bancaria que termina en {{last4}}',
  payment_return_account: 'su cuenta bancaria',
  payment_return_reason: 'Motivo que dio el banco: {{reason}} ({{code}}).',
  payment_return_on_hold: 'Su solicitud está en espera hasta que se pague este saldo de {{amount}}.',
  payment_return_pay: 'Inicie sesión en su solicitud y páguelo con una tarjeta u otra cuenta bancaria.',
  payment_return_continue: 'Una vez pagado, su solicitud continuará donde la dejó.',
  ach_return_R01: 'fondos insuficientes',
  ach_return_R02: 'la cuenta está cerrada',
  ach_return_R03: 'no se encontró la cuenta',
  ach_return_R10: 'el titular de la cuenta no autorizó el débito',
  ach_return_other: 'el banco no aceptó el débito',

  screening_reports_subject: 'Sus informes de evaluación de {{community}}',
  screening_reports_asked:
    'Usted pidió una copia de los informes de evaluación de su solicitud {{application}}.',
  screening_reports_download: 'Inicie sesión y descárguelos en PDF aquí: {{link}}',

  criminal_review_subject:
    'Sobre su solicitud para la unidad {{unit}}: una carta del equipo de arrendamiento',
  criminal_review_body:
    'Antes de decidir sobre su solicitud, al equipo de arrendamiento le gustaría conocer su punto de vista sobre los antecedentes penales de su informe de evaluación.',
  criminal_review_read:
    'Inicie sesión y abra su solicitud para leer la carta. Puede responder hasta el {{date}}.',

  documents_requested_subject: 'Se necesitan más documentos para su solicitud de la unidad {{unit}}',
  documents_requested_body: 'Le pedimos información adicional para verificar sus ingresos y activos.',
  documents_requested_add:
    'Inicie sesión y abra Ingresos y empleo en su solicitud para agregar los documentos.',

  guarantor_requested_subject: 'Se necesita un fiador para su solicitud de la unidad {{unit}}',
  guarantor_requested_body:
    'Para continuar con su solicitud, el equipo de arrendamiento le pide agregar un fiador.',
  guarantor_requested_invite: 'Inicie sesión y abra su solicitud para invitar a uno.',

  decision_home: '{{building}}, unidad {{unit}}',
  decision_approved_subject: 'Su solicitud para {{home}} fue aprobada',
  decision_approved_body: 'Su solicitud para {{home}} fue aprobada.',
  decision_approved_next: 'En breve nos comunicaremos con usted para explicarle cómo firmar el contrato.',
  decision_denied_subject: 'Sobre su solicitud para {{home}}',
  decision_denied_body: 'Lamentablemente, no pudimos aprobar su solicitud para {{home}}.',
  decision_denied_learn_why:
    'Inicie sesión y elija "Conocer el motivo" en su solicitud para leer el aviso que explica la decisión y sus derechos.',
  deposit_notice_security_deposit: 'Para esta solicitud se requiere un depósito de seguridad de {{amount}}.',
  deposit_notice_security_fee: 'Para esta solicitud se requiere un cargo no reembolsable de {{amount}}.',

  lease_sent_subject: 'Su documento "{{document}}" de la unidad {{unit}} está listo para firmar',
  lease_sent_opening: 'Sus documentos están listos para su firma.',
  signing_reminder_subject: 'Recordatorio: firme su documento "{{document}}" de la unidad {{unit}}',
  signing_reminder_opening: 'Un recordatorio del equipo de arrendamiento: todavía falta su firma.',
  signing_review_and_sign:
    'Inicie sesión en {{community}} y abra su solicitud para revisar y firmar "{{document}}".',
  lease_executed_subject: 'Su contrato de arrendamiento de la unidad {{unit}} está formalizado',
  lease_executed_body:
    'Todos firmaron y el arrendador firmó como contraparte: su contrato de arrendamiento está formalizado.',
  lease_executed_download: 'Inicie sesión en {{community}} para descargar su copia sellada.',
  guest_signer_subject: 'Firme sus documentos para {{community}}',
  guest_signer_body: '{{community}} le pide revisar y firmar un documento de la unidad {{unit}}.',
  guest_signer_link: 'Abra este enlace para firmar (solo funciona una vez, durante 7 días):',
};
