import type { Catalog } from './message.js';

/**
 * Every API message in US Spanish, as a leasing professional writes it: usted, and the terms of
 * docs/glossary-es.md. Placeholders stay exactly as in en.ts; the catalog test checks it.
 */
export const es: Catalog = {
  invalid_fields: 'Parte de la información enviada no es válida.',
  community_not_set_up:
    'Esta comunidad todavía no tiene configuración de renovaciones ni política de evaluación.',
  community_not_found: 'No pudimos encontrar esa comunidad.',
  logo_type: 'El logotipo debe ser una imagen SVG, PNG o JPEG.',
  logo_unreadable:
    'No se pudo leer esta imagen: puede estar dañada. Expórtela de nuevo e inténtelo otra vez.',
  settings_forbidden:
    'Solo un administrador, o un administrador de propiedades de esta comunidad, puede cambiar su configuración.',
  price_change_not_scheduled: 'Ese cambio de precio no está programado para esta unidad.',
  missing_csrf_token:
    'A esta petición le falta su token de seguridad. Vuelva a cargar la página e inténtelo de nuevo.',
  log_in_to_continue: 'Inicie sesión para continuar.',
  guest_signers_only_sign: 'Los firmantes invitados solo pueden ver y firmar sus documentos.',
  community_session_required:
    'Inició sesión en la consola del personal. Inicie sesión en la comunidad para usar su portal.',
  common_password: 'Esta contraseña es una de las más usadas y fáciles de adivinar. Elija otra.',
  invalid_reset_link:
    'Este enlace para restablecer la contraseña no es válido, venció o ya se usó. Pida uno nuevo.',
  email_taken: 'Ya existe una cuenta con este correo electrónico. Intente iniciar sesión.',
  account_not_found: 'No se pudo encontrar su cuenta.',
  information_not_saved: 'No pudimos guardar su información. Inténtelo de nuevo.',
  too_many_attempts:
    'Demasiados intentos fallidos de iniciar sesión. Espere 15 minutos e inténtelo de nuevo, o restablezca su contraseña.',
  wrong_credentials:
    'El correo electrónico y la contraseña que escribió no coinciden con nuestros registros. Inténtelo de nuevo.',
  invalid_wormhole: 'Uy, el token que usó no es válido o ya venció. Vuelva a iniciar sesión para continuar.',
  invalid_guest_link: 'Este enlace para firmar no es válido o ya venció. Pida uno nuevo.',
  invalid_transfer_token: 'Este enlace venció o ya se usó. Pida uno nuevo.',
  maps_unavailable: 'Uy, algo salió mal. Inténtelo de nuevo en un momento.',
  staff_only: 'Solo los miembros del personal pueden hacer esto.',
  logo_missing: 'Elija el archivo del logotipo que desea subir (campo multipart "file").',
  logo_too_large: 'El logotipo pesa más de 1 MB: expórtelo más pequeño e inténtelo de nuevo.',
  no_such_logo: 'Ese logotipo no existe.',
  staff_member_not_found: 'No pudimos encontrar a ese miembro del personal.',
  own_role: 'No puede subir su propio rol.',
  last_admin:
    'Es el último administrador activo de la compañía: nombre a otra persona administrador antes de cambiarlo o desactivarlo.',
  community_required:
    'Un administrador de propiedades o un agente de arrendamiento trabaja en al menos una comunidad.',
  already_active: 'Esta persona ya eligió una contraseña: no hay ninguna invitación que enviar o revocar.',
  transaction_not_found: 'No pudimos encontrar esa solicitud.',
  applicant_not_found: 'No pudimos encontrar a ese solicitante.',
  no_criminal_review_letter:
    'No hay ninguna carta de revisión de antecedentes penales para usted en esta solicitud.',
  already_answered: 'Usted ya respondió esta carta.',
  response_window_closed: 'Ya pasó el plazo para responder esta carta. Llame a la oficina de arrendamiento.',
  unknown_document: 'No se pudo encontrar uno de los documentos. Súbalo de nuevo.',
  upload_not_found: 'No pudimos encontrar ese archivo.',
  no_employer_yet: 'Todavía no se ha indicado ningún empleador.',
  lease_not_found: 'No pudimos encontrar ese contrato.',
  lease_unit_gone: 'La unidad de este contrato ya no existe.',
  renewals_not_online: 'Esta comunidad no ofrece renovaciones en línea.',
  renewed_lease_gone: 'El contrato que renueva esta renovación ya no existe.',
  lease_not_chosen: 'Primero elija una fecha de mudanza y un plazo del contrato.',
  unit_or_term_not_offered: 'La unidad o el plazo del contrato de esta solicitud ya no se ofrecen.',
  criminal_review_letter_not_due:
    'Una carta de revisión de antecedentes penales se envía mientras la solicitud espera su revisión de antecedentes penales.',
  no_criminal_record_to_review: 'Nadie en esta solicitud tiene antecedentes penales que revisar.',
  notice_not_found: 'No hay ningún aviso de acción adversa para esta solicitud.',
  invitation_not_found: 'No pudimos encontrar esa invitación.',
  already_on_application: 'Usted ya forma parte de esta solicitud.',
  invitation_already_accepted: 'Esta invitación ya se aceptó.',
  already_invited: 'Ya se invitó a esta persona a su solicitud.',
  one_guarantor_only: 'Esta solicitud ya tiene un fiador.',
  household_primary_only:
    'Solo el solicitante principal puede agregar, cambiar o quitar personas de esta solicitud.',
  person_not_found: 'No pudimos encontrar a esa persona en esta solicitud.',
  person_already_joined: 'Esta persona ya se unió a la solicitud.',
  role_is_fixed: 'No se puede cambiar el rol de una persona; quítela y agréguela de nuevo.',
  joined_people_are_removed_as_people:
    'Esta persona ya se unió a la solicitud; quítela de la solicitud en su lugar.',
  primary_applicant_not_removable: 'No se puede quitar al solicitante principal de la solicitud.',
  already_verified: 'Su identidad ya está verificada.',
  under_review:
    'Su identificación con foto está en revisión con el equipo de arrendamiento. Le avisaremos si necesitan algo más.',
  identity_check_not_found: 'No pudimos encontrar esa verificación de identidad.',
  identity_check_not_finished: 'Su verificación de identidad todavía no ha terminado. Termínela primero.',
  photo_id_not_found: 'No pudimos encontrar ese archivo. Suba de nuevo su identificación con foto.',
  no_question_attempts:
    'Ya usó los dos intentos para responder las preguntas. Elija otra forma de verificar su identidad.',
  no_open_questions: 'Primero pida las preguntas.',
  answer_every_question: 'Responda todas las preguntas.',
  no_phone:
    'No tenemos un número de teléfono suyo. Agréguelo en la página de su cuenta, o elija otra forma de verificación.',
  too_many_passcodes:
    'Pidió varios códigos en la última hora. Espere un rato e inténtelo de nuevo, o elija otra forma de verificación.',
  passcode_not_sent: 'Uy, no pudimos enviar su código. Inténtelo de nuevo en un momento.',
  identity_window_expired: 'Esta verificación de identidad venció o ya terminó. Ciérrela y empiece de nuevo.',
  source_document_not_found:
    'No pudimos encontrar uno de estos archivos, o ya pertenece a otra fuente. Súbalo de nuevo.',
  linked_source_not_editable: 'Esta fuente viene de una cuenta vinculada y no se puede modificar aquí.',
  linked_uploads_not_allowed:
    'Esta fuente viene de su cuenta vinculada, y esta comunidad no pide documentos para ella: los datos vinculados bastan por sí solos.',
  source_not_found: 'No pudimos encontrar esa fuente de ingresos o activos.',
  stream_id_mismatch: 'stream_id debe ser el id de la fuente que aparece en la dirección.',
  required: 'Obligatorio',
  link_not_offered:
    'Esta comunidad no ofrece esta forma de verificar ingresos. Agregue usted mismo sus ingresos y activos.',
  no_link_started: 'Primero vincule su cuenta y después pida el informe.',
  link_expired: 'Este vínculo venció. Vincule su cuenta de nuevo.',
  accept_link_terms_first:
    'Primero acepte los términos para vincular su cuenta bancaria (tipo de términos "finicity").',
  window_expired: 'Esta ventana venció. Ciérrela y empiece de nuevo.',
  choose_institution: 'Elija dónde está su cuenta.',
  wrong_bank_credentials: 'El usuario o la contraseña que escribió no son correctos. Inténtelo de nuevo.',
  document_not_found: 'No pudimos encontrar ese documento.',
  renewal_under_way: 'Ya hay una renovación de este contrato en curso. Puede seguirla desde Mis contratos.',
  unit_not_available: 'Esta unidad ya no está disponible. Elija otra.',
  choose_unit: 'Elija una unidad de la lista',
  choose_unit_of_community: 'Elija una unidad de su comunidad de la lista',
  same_unit: 'Usted ya vive en esta unidad. Elija otra.',
  lease_not_transferable: 'Solo un contrato vigente se puede trasladar a otra unidad.',
  transfer_under_way: 'Ya hay un traslado de este contrato en curso.',
  already_month_to_month: 'Este contrato ya es mes a mes.',
  not_current:
    'Solo un contrato vigente puede pasar a mes a mes: ya se dio un aviso sobre él, o terminó o se renovó.',
  notices_off: 'Esta comunidad todavía no recibe avisos de desocupación en línea.',
  no_notice: 'No hay ningún aviso de desocupación sobre este contrato.',
  unknown_reason: 'Elija sus motivos de la lista',
  notice_already_given: 'Ya se dio un aviso de desocupación sobre este contrato.',
  lease_ended: 'Este contrato terminó.',
  cannot_withdraw: 'El equipo de arrendamiento ya respondió este aviso, así que ya no se puede retirar.',
  your_account_not_found: 'No pudimos encontrar su cuenta.',
  method_not_found: 'No pudimos encontrar ese método de pago.',
  ach_not_accepted: 'Esta comunidad no acepta pagos con cuenta bancaria. Pague con tarjeta.',
  check_bank_account: 'Revise los datos de la cuenta bancaria.',
  only_bank_accounts_verified: 'Solo se verifican las cuentas bancarias.',
  bank_account_already_verified: 'Esta cuenta bancaria ya está verificada.',
  bank_account_just_checked: 'Esta cuenta bancaria se acaba de revisar. Inténtelo de nuevo.',
  intent_not_found: 'No pudimos encontrar esa intención de pago.',
  card_not_saved: 'Todavía no se han ingresado los datos de su tarjeta. Ingrese primero su tarjeta.',
  nothing_due: 'En este momento no tiene nada pendiente de pago.',
  not_a_renewal_quote: 'Esta cotización no es de una renovación.',
  fees_not_paid:
    'Sus cargos de mudanza aparecerán aquí cuando se paguen los cargos por solicitud y el depósito de reserva.',
  key_reused: 'Esta Idempotency-Key ya se usó para otra petición. Envíe una clave nueva con cada pago nuevo.',
  key_in_progress:
    'Un pago con esta Idempotency-Key todavía se está procesando. Espere un momento antes de volver a revisar.',
  payment_terms_required: 'Lea y acepte los términos de pago antes de pagar.',
  bank_not_verified: 'Esta cuenta bancaria todavía no está verificada, así que no se puede usar para pagar.',
  returned_method:
    'Su banco devolvió un pago de esta cuenta. Pague el saldo con una tarjeta o con otra cuenta bancaria.',
  payment_in_progress:
    'Otro pago suyo para esta solicitud se está procesando. Espere un momento y vuelva a revisar.',
  payment_unconfirmed:
    'No recibimos respuesta del procesador de pagos. No vuelva a pagar: revisaremos el pago y le enviaremos su recibo por correo electrónico si se realizó.',
  amount_changed:
    'Lo que debe cambió desde que se preparó este pago. Revise el nuevo monto y vuelva a pagar.',
  card_form_expired: 'Este formulario de tarjeta venció. Ciérrelo y empiece de nuevo.',
  already_screened:
    'Su evaluación ya se envió con otro número. Llame a la oficina de arrendamiento si necesita cambiarlo.',
  screening_unavailable:
    'Uy, no pudimos comunicarnos con nuestro servicio de evaluación. Inténtelo de nuevo en un momento.',
  reports_not_offered: 'Los informes de evaluación no están disponibles en esta comunidad.',
  not_screened_yet: 'Todavía no tiene informes de evaluación en esta solicitud.',
  report_not_found: 'No pudimos encontrar ese informe de evaluación.',
  ceremony_ended:
    'Esta sesión de firma terminó. Regrese al portal y abra el documento de nuevo para firmarlo.',
  stale_disclosure: 'La divulgación cambió. Léala de nuevo antes de aceptarla.',
  no_signing_while_impersonating:
    'No se pueden firmar documentos mientras usted tiene la sesión iniciada como esta persona.',
  document_voided: 'Este documento se está finalizando. Le avisaremos cuando esté listo para firmar.',
  document_already_signed: 'El documento ya está firmado',
  initials: 'Escriba sus iniciales (de 1 a 5 letras)',
  consent_first: 'Acepte la divulgación sobre registros electrónicos antes de firmar.',
  wrong_pin: 'El PIN de seguridad no coincide. Cierre esta ventana y abra el documento de nuevo.',
  nothing_to_sign: 'No tiene nada que firmar.',
  copy_being_prepared: 'Se está preparando su copia firmada. Inténtelo de nuevo en un momento.',
  expired_link: 'Este enlace de descarga venció. Regrese y descargue el documento de nuevo.',
  roommate_not_joined:
    'El nuevo compañero de vivienda todavía no ha aceptado su invitación: se une al contrato cuando la acepte.',
  change_overtaken: 'El contrato cambió desde que se envió esta revisión. Anúlela y envíe una nueva.',
  lease_change_not_a_lease:
    'A un cambio de contrato no se le envía un contrato: envíe un cambio nuevo desde la página del contrato.',
  lease_already_out:
    'Todos los documentos de este contrato ya se enviaron para firma. Anule uno para enviarlo de nuevo.',
  not_approved: 'Solo a una solicitud aprobada se le puede enviar un contrato.',
  managers_only: 'Solo un administrador de propiedades puede firmar el contrato como contraparte.',
  not_everyone_signed: 'Todas las personas del contrato deben firmar antes de la firma de la contraparte.',
  not_out: 'Solo un documento enviado para firma admite firmantes.',
  already_signer: 'Esta persona ya firma este documento.',
  no_free_box: 'Todas las personas que nombra este documento ya tienen un firmante.',
  only_sent_can_be_voided: 'Solo se puede anular un documento enviado para firma.',
  verify_pdf: 'Elija el PDF firmado que desea verificar (25 MB como máximo).',
  deciders_only:
    'Solo un administrador de propiedades o un administrador puede decidir una solicitud: un agente de arrendamiento la prepara.',
  renewal_decided_elsewhere: 'Una renovación se aprueba o se rechaza con la decisión de renovación.',
  override_reason_required:
    'Esta decisión se aparta de la recomendación. Escriba el motivo para que quede en el registro.',
  not_a_renewal: 'Esto no es una renovación: decídala como una solicitud.',
  no_primary_applicant: 'Esta solicitud no tiene un solicitante principal a quien pedírselo.',
  application_source_not_found: 'No pudimos encontrar esa fuente de ingresos o activos en esta solicitud.',
  review_not_found: 'No pudimos encontrar esa revisión de identificación con foto.',
  lease_not_in_force: 'Solo un contrato en vigor admite cambios; este se renovó o terminó.',
  not_a_notice: 'Esto no es un aviso de desocupación.',
  notice_decided: 'Este aviso ya se respondió o se retiró.',
  notice_not_signed: 'Todos los residentes deben firmar el aviso antes de que se acepte.',
  impersonation_staff_only:
    'Solo un miembro del personal con la sesión iniciada a su propio nombre puede actuar como otra persona.',
  staff_not_impersonable: 'No se puede actuar como un miembro del personal.',
  user_not_found: 'No pudimos encontrar a ese usuario.',
  cancel_primary_only: 'Solo el solicitante principal puede cancelar esta solicitud.',
  cancel_too_late: 'Esta solicitud ya no se puede cancelar en línea. Llame a la oficina de arrendamiento.',
  unit_not_found: 'No pudimos encontrar esa unidad.',
  fees_due: 'Pague lo que debe ahora antes de continuar.',
  page_incomplete: 'Parte de la información de esta página falta o no es válida.',
  security_choice_primary_only:
    'Solo el solicitante principal puede elegir entre el depósito de seguridad y el cargo de seguridad.',
  security_choice_closed:
    'La elección del depósito de seguridad ya no se puede cambiar después de enviar la solicitud. Llame a la oficina de arrendamiento.',
  deposit_alternative_not_offered: 'Esta comunidad no ofrece un cargo de seguridad en lugar del depósito.',
  primary_only:
    'Solo el solicitante principal puede cambiar la unidad, las condiciones del contrato y las opciones de arrendamiento.',
  no_such_unit: 'Esta comunidad no tiene ningún apartamento con ese número.',
  too_many_fields: 'Este envío de archivo tiene más campos de los debidos.',
  bad_signature: 'El encabezado Stripe-Signature no corresponde a esta petición.',
  not_found: 'No se encontró.',
  server_error: '¡Uy! Tuvimos algunos problemas. Inténtelo de nuevo más tarde.',
  body_not_json: 'El cuerpo de la petición no es un JSON válido.',
  body_empty: 'El cuerpo de la petición está vacío, pero su Content-Type indica JSON.',
  body_too_large: 'El cuerpo de la petición es demasiado grande.',
  content_type_refused: 'Este Content-Type no se acepta aquí.',
  address_not_encoded: 'La dirección no tiene una codificación porcentual válida.',
  address_part_too_long: 'Una parte de la dirección es demasiado larga.',
  content_length_mismatch: 'El encabezado Content-Length no corresponde al cuerpo.',
  form_takes_no_files: 'Este formulario no admite archivos: suba cada archivo a /api/uploads/ y envíe su id.',
  form_too_many_fields: 'El formulario tiene más campos de los debidos.',
  no_route: 'Ninguna ruta corresponde a {{method}} {{path}}.',
  session_timed_out: 'Uy, su sesión venció. Vuelva a iniciar sesión para continuar.',
  control_character: 'Este valor contiene un carácter de control.',
  control_character_in_text:
    'Este texto contiene un carácter de control (solo se permiten tabulaciones y saltos de línea).',
  not_unicode: 'Este texto no es Unicode válido.',
  body_too_deep: 'El cuerpo de la petición tiene más de 32 niveles de anidación.',
  too_many_identity_checks:
    'Se intentaron demasiadas verificaciones de identidad. Espere 10 minutos e inténtelo de nuevo.',
  too_many_sandbox_sign_ins:
    'Se intentaron demasiados inicios de sesión. Espere 10 minutos e inténtelo de nuevo.',
  too_many_cards: 'Se intentaron demasiadas tarjetas. Espere 10 minutos e inténtelo de nuevo.',
  card_not_valid: 'Los datos de su tarjeta no son válidos.',
  no_passcode: 'Primero pida un código nuevo.',
  passcode_expired: 'Este código venció. Pida uno nuevo.',
  wrong_passcode: 'Ese código no coincide. Le quedan {{tries}} intentos.',
  wrong_passcode_one_try: 'Ese código no coincide. Le queda 1 intento.',
  wrong_passcode_no_tries: 'Ese código no coincide y ya no le quedan intentos. Pida un código nuevo.',
  income_step_unanswered: 'Agregue sus ingresos o activos, o indíquenos que no tiene.',
  income_sources_need_attention: 'Primero corrija las fuentes de ingresos o activos que requieren atención.',
  terms_time_in_future: 'context.time no puede estar en el futuro.',
  terms_time_before_application: 'context.time no puede ser anterior al inicio de la solicitud.',
  choose_military_status: 'Elija su situación militar',
  choose_lease_term: 'Elija un plazo del contrato',
  choose_move_in_date: 'Elija una fecha de mudanza',
  move_in_date_unavailable: 'Esta fecha de mudanza ya no está disponible. Elija otra.',
  finish_step_first: 'Primero termine el paso {{step}}.',
  finish_step_first_short: 'Primero termine el paso {{step}}.',
  not_under_review: 'Esta solicitud ya no está en revisión.',
  renewal_not_decidable:
    'El estado de esta renovación es {{status}}: solo una renovación pedida se puede aprobar o rechazar.',
  no_unit_in_community: 'No hay ninguna unidad {{unit}} en esta comunidad.',
  unit_in_use:
    'La unidad {{unit}} aparece en una solicitud o en un contrato, así que se conserva: desactívela en su lugar.',
  csv_line_has_errors: 'Una línea del archivo tiene errores: no se importó nada.',
  csv_lines_have_errors: '{{lines}} líneas del archivo tienen errores: no se importó nada.',
  template_not_valid: 'La plantilla no es válida.',
  slug_taken: 'El slug {{slug}} ya está en uso: elija otro.',
  renewal_not_online:
    'La renovación de este contrato no está disponible en línea. Llame a la oficina de arrendamiento al {{phone}}.',
  renewal_lease_not_current: 'Este contrato ya no está vigente, así que no se puede renovar.',
  renewal_not_open_yet:
    'Las ofertas de renovación de este contrato se abren el {{date}}. Mientras tanto, llame a la oficina de arrendamiento al {{phone}}.',
  renewal_lease_ended: 'Este contrato terminó. Llame a la oficina de arrendamiento al {{phone}}.',
  renewal_terms_offered: 'La renovación se ofrece por {{terms}} meses.',
  unit_not_available_choose_another: 'Esta unidad no está disponible. Elija otra.',
  move_in_date_between: 'Elija una fecha de mudanza entre el {{earliest}} y el {{latest}}.',
  no_move_in_dates: 'Esta unidad no tiene fechas de mudanza disponibles en los próximos 90 días.',
  rental_option_not_offered: 'Esta opción de arrendamiento no se ofrece aquí.',
  rental_option_at_most: 'Puede elegir {{max}} como máximo.',
  pet_type_only_for_pets: 'Solo las mascotas tienen un tipo de mascota o pueden ser animales de asistencia.',
  pet_type_mismatch: 'El tipo de mascota no corresponde a esta opción.',
  bank_verification_failed:
    'No pudimos verificar esta cuenta bancaria: los montos depositados se ingresaron mal 3 veces. Agregue la cuenta de nuevo o pague con tarjeta.',
  bank_verification_expired:
    'No pudimos verificar esta cuenta bancaria porque no se verificó en 10 días. Agregue la cuenta de nuevo o pague con tarjeta.',
  wrong_deposit_amounts:
    'Esos montos no coinciden con los depósitos que hicimos. Le quedan {{attempts}} intentos.',
  wrong_deposit_amounts_one: 'Esos montos no coinciden con los depósitos que hicimos. Le queda 1 intento.',
  send_file_multipart: 'Envíe el archivo como multipart/form-data, en un campo llamado "file".',
  send_one_file: 'Envíe un archivo por petición, en el campo "file".',
  upload_context_invalid: 'context debe ser { browser, private_browsing, desktop } en JSON.',
  pii_locked: 'Llámenos si desea hacer algún cambio en su nombre o su fecha de nacimiento.',
  pii_locked_call: 'Llámenos al {{phone}} si desea hacer algún cambio en su nombre o su fecha de nacimiento.',
  terms_required: 'Acepte los Términos de uso para terminar de configurar su cuenta.',
  unknown_suffix: 'Elija un sufijo de la lista',
  staff_email_taken:
    '{{email}} ya tiene una cuenta del personal: cada correo electrónico inicia la sesión de un solo miembro del personal.',
  not_a_company_community: 'No es una comunidad de su compañía: {{communities}}.',
  application_not_decidable:
    'El estado de esta solicitud es {{status}}: solo una solicitud enviada se puede decidir.',
  photo_id_already_approved:
    'Esta identificación con foto ya se aprobó. Vuelva a cargar la lista para ver las revisiones que siguen pendientes.',
  photo_id_already_rejected:
    'Esta identificación con foto ya se rechazó. Vuelva a cargar la lista para ver las revisiones que siguen pendientes.',
  finish_linking_first: 'Primero termine de vincular su cuenta en la ventana del proveedor.',
  unit_exists_edit: 'La unidad {{unit}} ya existe: modifíquela en su lugar.',
  unit_deactivated: 'La unidad {{unit}} está desactivada: reactívela antes de ofrecerla.',
  unit_exists: 'La unidad {{unit}} ya existe en esta comunidad.',
  price_change_after_today:
    'Elija un día posterior a hoy ({{today}}); para cambiar la renta desde hoy, modifique la renta base.',
  already_on_lease: 'Esta persona ya forma parte del contrato.',
  not_a_roommate: 'Elija un compañero de vivienda de este contrato para quitarlo.',
  primary_stays:
    'No se puede quitar al residente principal con una revisión; un traslado o un aviso de desocupación termina su contrato.',
  not_an_option: 'Elija una opción de arrendamiento de esta comunidad con precio mensual.',
  option_already_on: 'Esta opción ya forma parte del contrato.',
  not_on_lease: 'Elija una opción que forme parte del contrato.',
  addendum_terms_required: 'Escriba los términos del anexo.',
  community_admins_only: 'Solo un administrador de la compañía puede agregar o importar comunidades.',
  admins_only: 'Solo un administrador de la compañía puede gestionar a su personal.',
  staff_only_impersonate: 'Solo los miembros del personal pueden actuar como un usuario.',
  pre_application_notice_required:
    'Antes de pagar cualquier cargo, la ley de este lugar exige que lea y acepte el aviso de evaluación de esta página.',
  pre_application_notice_changed:
    'El aviso de evaluación cambió desde que lo abrió. Léalo de nuevo y acéptelo.',
  pre_application_notice_not_required: 'Aquí no se exige un aviso de evaluación antes del cargo.',
  own_report_not_offered: 'Aquí un informe de evaluación propio no puede sustituir el cargo de evaluación.',
  own_report_too_old: 'El informe debe ser de los últimos {{days}} días.',
  own_report_in_future: 'La fecha del informe no puede ser posterior a hoy.',
  own_report_already_accepted:
    'Su informe de evaluación ya fue aceptado, así que su cargo de evaluación sigue exonerado.',
  own_report_fee_paid: 'Ya pagó el cargo de evaluación, así que un informe propio ya no puede sustituirlo.',
  own_report_no_fee: 'No tiene un cargo de evaluación en esta solicitud.',
  own_report_not_found: 'Esta persona no entregó un informe de evaluación propio.',
  own_report_upload_not_yours:
    'Suba el informe de nuevo: no encontramos ese archivo entre los que usted subió.',
  rule_unknown: 'Elija una regla de una ley que se aplique a esta comunidad.',
  rule_override_not_found: 'Esa regla no está excluida para esta comunidad.',
  law_overrides_admins_only: 'Solo un administrador de la compañía puede excluir una ley para una comunidad.',
  upload_wrong_format:
    '¡Uy! No se pudo subir su archivo. Suba un archivo en uno de estos formatos: .jpg, .png o .pdf.',
  upload_wrong_format_named:
    '¡Uy! No se pudo subir su archivo {{file}}. Suba un archivo en uno de estos formatos: .jpg, .png o .pdf.',
  upload_too_large:
    '¡Uy! Su archivo es demasiado grande. Guárdelo con un tamaño de 10 MB o menos e inténtelo de nuevo.',
  upload_too_large_named:
    '¡Uy! Su archivo {{file}} es demasiado grande. Guárdelo con un tamaño de 10 MB o menos e inténtelo de nuevo.',
  upload_unreadable: '¡Uy! Tenemos problemas para subir el archivo. Inténtelo de nuevo.',
  upload_unreadable_named: '¡Uy! Tenemos problemas para subir el archivo {{file}}. Inténtelo de nuevo.',
  proof_type_id_whole_number: 'proof_type_id debe ser un número entero.',
  move_out_too_early:
    'La fecha de mudanza de salida debe ser el {{date}} ({{day}}) o después, por el plazo de aviso de esta comunidad.',
  lease_terms_offered: 'Elija uno de los plazos del contrato que se ofrecen: {{terms}} meses.',
  screening_fee_above_law: '{{law}} limita el cargo de evaluación de la solicitud a {{amount}} ({{cite}}).',
  fee_not_allowed_up_front:
    '{{law}} no permite ningún cargo antes del arrendamiento ni al comenzarlo, salvo el cargo por la verificación de antecedentes y de crédito ({{cite}}).',
  deposits_above_law_one_month:
    '{{law}} limita los depósitos de seguridad a un mes de renta ({{cite}}). La unidad {{unit}} se renta por {{rent}} al mes, y sus depósitos suman {{total}}.',
  deposits_above_law:
    '{{law}} limita los depósitos de seguridad a {{months}} meses de renta ({{cite}}). La unidad {{unit}} se renta por {{rent}} al mes, y sus depósitos suman {{total}}.',
  csv_quote_never_closed: 'Un campo entre comillas que empieza en la línea {{line}} nunca se cierra.',
  csv_file_empty: 'El archivo está vacío: necesita una línea de encabezado.',
  csv_unknown_column: 'Columna desconocida. Las columnas son {{columns}}.',
  csv_column_missing: 'Falta esta columna.',
  csv_no_units: 'El archivo no incluye ninguna unidad.',
  csv_field_count: 'Esta línea tiene {{fields}} campos; el encabezado tiene {{columns}}.',
  csv_true_or_false: 'Use true o false (yes o no).',
  csv_not_a_number: '"{{text}}" no es un número.',
  csv_unit_repeated: 'La unidad {{unit}} ya está en la línea {{line}}.',
  card_number_incomplete: 'El número de su tarjeta está incompleto.',
  card_number_invalid: 'El número de su tarjeta no es válido.',
  card_exp_month_invalid: 'El mes de vencimiento de su tarjeta no es válido.',
  card_exp_year_past: 'El año de vencimiento de su tarjeta ya pasó.',
  card_exp_date_past: 'La fecha de vencimiento de su tarjeta ya pasó.',
  card_exp_year_invalid: 'El año de vencimiento de su tarjeta no es válido.',
  card_cvc_incomplete: 'El código de seguridad de su tarjeta está incompleto.',
  request_refused: 'No pudimos atender esta petición ({{reason}}).',
  card_declined: 'Su tarjeta fue rechazada.',
  card_insufficient_funds: 'Su tarjeta no tiene fondos suficientes. Use otra tarjeta.',
  bank_account_closed: 'No se pudo cobrar a su cuenta bancaria porque está cerrada. Use otro método de pago.',
  bank_insufficient_funds: 'Su cuenta bancaria no tiene fondos suficientes. Use otro método de pago.',
  card_authentication_required:
    'Su banco pidió confirmar este pago, y no podemos hacerlo con una tarjeta guardada. Use otra tarjeta.',
  payment_declined: 'Su pago fue rechazado. El procesador de pagos indicó: {{reason}}',
  idempotency_key_required:
    'Envíe un encabezado Idempotency-Key con cada pago: un valor aleatorio nuevo (como un UUID), de 8 a 255 letras, dígitos, "-" o "_".',
  setup_intent_required: 'Envíe el intent_id de la intención de configuración.',
  address_query_required: 'Escriba una dirección para buscar',
  reset_link_sent:
    'Si existe una cuenta con ese correo electrónico, le enviamos un enlace para restablecer su contraseña. Es válido por 1 hora.',
  password_changed: 'La contraseña se cambió correctamente',
  step_address: 'Dirección actual',
  step_militaryStatus: 'Situación militar',
  step_leaseDetails: 'Detalles del contrato',
  step_rentalProfile: 'Perfil de arrendamiento',
  step_incomeEmployment: 'Ingresos y empleo',
  step_feesDeposits: 'Cargos y depósitos',
  step_screening: 'Evaluación',
  step_identityVerification: 'Verificación de identidad',
  step_applicationComplete: 'Solicitud completa',
  step_paymentDetails: 'Detalles del pago',
  template_not_a_placeholder:
    '{{tag}} no es un marcador de posición de la plantilla {{title}}. Use uno de estos: {{names}}.',
  template_not_a_section: '{{tag}} no es una sección de la plantilla {{title}}. Use una de estas: {{names}}.',
  template_no_sections: 'La plantilla {{title}} no tiene secciones opcionales: quite {{tag}}.',
  template_tag_spaces: 'Escriba la etiqueta de la sección sin espacios: {{tag}}.',
  template_section_not_open: '{{tag}} cierra una sección que no está abierta.',
  template_section_inside: '{{tag}} se abre dentro de {{open}}: cierre una sección antes de abrir otra.',
  template_section_never_closed: 'La sección {{open}} nunca se cierra con {{close}}.',
  template_braces: 'Un marcador de posición no está escrito como {{example}}: revise las llaves.',
  legal_note_screening_fee_lowered:
    'Se redujo de {{from}} a {{to}} por solicitante: {{law}} limita el cargo de evaluación de la solicitud a {{amount}} ({{cite}}).',
  legal_note_fee_not_allowed:
    'No se cobra: {{law}} no permite ningún cargo antes del arrendamiento ni al comenzarlo, salvo el cargo por la verificación de antecedentes y de crédito ({{cite}}).',
  legal_note_deposit_lowered_one_month:
    'Se redujo de {{from}} a {{to}}: {{law}} limita los depósitos de seguridad a un mes de renta ({{cite}}). Todos los depósitos juntos aquí pueden sumar hasta {{limit}}.',
  legal_note_deposit_lowered:
    'Se redujo de {{from}} a {{to}}: {{law}} limita los depósitos de seguridad a {{months}} meses de renta ({{cite}}). Todos los depósitos juntos aquí pueden sumar hasta {{limit}}.',
  legal_note_waived_fee_waiver:
    'Exonerado para cada solicitante que entregó una verificación de antecedentes o de crédito de los últimos {{days}} días: {{law}} no permite entonces ningún cargo de evaluación ({{cite}}).',
  legal_note_waived_required:
    'Exonerado para cada solicitante que entregó un informe de evaluación portátil de los últimos {{days}} días: {{law}} no permite entonces ningún cargo de evaluación ({{cite}}).',
  legal_note_waived_optional:
    'Exonerado para cada solicitante que entregó un informe de evaluación de los últimos {{days}} días: esta comunidad los acepta, y {{law}} no permite entonces ningún cargo de evaluación ({{cite}}).',
};
