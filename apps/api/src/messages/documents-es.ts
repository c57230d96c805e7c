import type { DocumentsCatalog } from './documents-text.js';

/** The documents of documents-en.ts in US Spanish, in the words of docs/glossary-es.md. */
export const documentsEs: DocumentsCatalog = {
  home: '{{building}}, unidad {{unit}}',

  fee_sheet_title: 'Hoja de cargos de {{community}}',
  fee_sheet_intro:
    '{{address}}. Administrado por {{company}}. Precios vigentes al {{date}}, en dólares estadounidenses.',
  rent_by_layout: 'Renta por distribución',
  rent_depends: 'La renta depende de la unidad y del plazo del contrato ({{terms}} meses).',
  rent_range: 'de {{lowest}} a {{highest}}',
  a_month: '{{amount}} al mes',

  agreement_title: 'Acuerdo de cargos de arrendamiento',
  agreement_managed_by: '{{community}}, {{address}}. Administrado por {{company}}.',
  agreement_intro:
    'Este acuerdo enumera todos los cargos y depósitos que {{community}} puede cobrar en relación con su solicitud y su contrato de arrendamiento, y las opciones adicionales y promociones que ofrece. Los montos están en dólares estadounidenses. Los montos que le corresponden a usted, según su unidad, el plazo de su contrato y las opciones que elija, aparecen en el paso Cargos y depósitos antes de que pague cualquier cosa.',

  due_when_you_apply: 'A pagar al presentar la solicitud',
  one_time_fees: 'Cargos únicos',
  deposits: 'Depósitos',
  monthly_fees: 'Cargos mensuales',
  monthly_fees_intro: 'Se cobran cada mes junto con su renta.',
  specials: 'Promociones',
  sales_tax: 'Impuesto sobre las ventas',
  sales_tax_rate: 'Los conceptos marcados con "más impuesto sobre las ventas" pagan un impuesto de {{rate}}.',
  questions: 'Preguntas',
  call_the_office: 'Llame a la oficina de arrendamiento de {{community}} al {{phone}}.',

  per_adult: 'por cada solicitante adulto y fiador',
  per_application: 'por solicitud',
  per_month: 'al mes',
  per_lease: 'por contrato',
  plus_sales_tax: 'más impuesto sobre las ventas',
  charged_on_only: 'solo se cobra en {{types}}',
  amount_in_quote: 'el monto para su unidad aparece en su cotización.',
  law_screening_fee_cap: 'La ley de {{law}} permite como máximo {{amount}} por solicitante ({{cite}}).',
  law_own_report:
    'No se cobra el cargo al solicitante que entregue un informe de evaluación hecho en los últimos {{days}} días ({{cite}}).',
  law_fee_not_allowed:
    'No se cobra: la ley de {{law}} no permite ningún cargo antes del arrendamiento ni al comenzarlo, salvo el cargo por la verificación de antecedentes y de crédito ({{cite}}).',
  law_deposit_limit:
    'La ley de {{law}} limita la suma de todos los depósitos a un mes de renta de su contrato ({{cite}}): un depósito mayor se reduce al cobrarlo.',
  applications_new: 'solicitudes nuevas',
  applications_lease_revision: 'modificaciones del contrato',
  applications_renewal: 'renovaciones',
  applications_notice_to_vacate: 'avisos de desocupación',
  applications_transfer: 'traslados',
  applications_lease_document: 'documentos del contrato',
  amount_for_homes: '{{amount}} para {{kinds}}',
  homes_studio: 'estudios',
  homes_one_bedroom: 'unidades de 1 habitación',
  homes_bedrooms: 'unidades de {{count}} habitaciones',

  optional_items: 'Opciones adicionales',
  optional_items_intro: 'Solo se cobran si las agrega a su contrato.',
  category_parking: 'Estacionamiento',
  category_pets: 'Mascotas',
  category_storage: 'Bodega',
  category_wine_cooler: 'Enfriador de vino',
  assistance_animals:
    'Los animales de asistencia son bienvenidos y no pagan renta, cargos ni depósitos por mascota.',
  option_monthly_taxed: '{{amount}} al mes más impuesto sobre las ventas',
  option_deposit: 'un depósito de {{amount}}',
  option_one_time_fee: 'un cargo único de {{amount}}',
  option_no_charge: 'sin cargo',
  option_up_to: 'Hasta {{count}}.',
  option_included: '{{count}} sin cargo con unidades de {{bedrooms}} o más habitaciones.',
  concession: '{{amount}} de descuento en la renta cada mes en contratos de {{terms}} meses.',
  concession_term: '{{months}}',

  aan_title: 'Aviso de acción adversa',
  aan_date: 'Fecha: {{date}}',
  aan_dear: 'A la atención de {{name}}:',
  aan_denied:
    'Gracias por presentar una solicitud para rentar {{home}} en {{community}}. Lamentablemente, no pudimos aprobar su solicitud.',
  aan_conditional:
    'Gracias por presentar una solicitud para rentar {{home}} en {{community}}. Podemos aprobar su solicitud solo con esta condición: {{condition}}',
  aan_why: 'Motivos',
  aan_reason_credit: 'Su historial de crédito no cumplió con los requisitos de crédito de la comunidad.',
  aan_reason_eviction:
    'La evaluación encontró un registro de desalojo dentro del período que la comunidad toma en cuenta.',
  aan_reason_income:
    'Los ingresos del hogar no cumplieron con el requisito de ingresos para este apartamento.',
  aan_reason_criminal:
    'Tras una evaluación individualizada, los antecedentes penales del informe de evaluación, junto con lo que usted nos envió, no cumplieron con los criterios de la comunidad.',
  aan_reason_identity: 'No pudimos verificar su identidad.',
  aan_reason_other: 'Otros motivos, que se explican a continuación.',
  aan_reason_credit_report: 'La información de su informe de crédito.',
  aan_report_used: 'El informe del consumidor que usamos',
  aan_based_on:
    'Nuestra decisión se basó, total o parcialmente, en información de un informe del consumidor de:',
  aan_agency_contact: '{{address}}. Línea gratuita: {{phone}}.',
  aan_agency_did_not_decide:
    'La agencia de informes del consumidor no tomó esta decisión y no puede explicarle los motivos específicos por los que se tomó.',
  aan_your_rights: 'Sus derechos',
  aan_free_copy:
    'Usted tiene derecho a una copia gratuita de su informe del consumidor de la agencia nombrada arriba, si la pide dentro de los 60 días siguientes a la recepción de este aviso.',
  aan_dispute:
    'Usted tiene derecho a disputar directamente con la agencia la exactitud o la integridad de cualquier información del informe.',
  aan_credit_score: 'Su puntaje de crédito',
  aan_no_score:
    '{{agency}} no pudo calcular un puntaje de crédito con su expediente de crédito (historial de crédito insuficiente), y eso formó parte de la decisión.',
  aan_score:
    'Usamos un puntaje de crédito para tomar esta decisión. Su puntaje: {{score}}, en una escala de {{low}} a {{high}}, calculado el {{date}} por {{agency}}.',
  aan_key_factors: 'Factores clave que afectaron negativamente su puntaje de crédito:',
  aan_contact: 'Comuníquese con la oficina de arrendamiento de {{community}}: {{address}}, {{phone}}.',

  criminal_review_letter_title: 'Revisión de antecedentes penales',
  lease_none: 'Ninguno',
  lease_none_listed: 'Ninguno.',
  lease_no_deposit: 'No se retiene ningún depósito.',
  lease_no_occupants: 'No hay otros ocupantes.',
  lease_no_options: 'No se eligieron opciones de arrendamiento.',
  lease_amount_plus_tax: '{{amount}} más {{tax}} de impuesto sobre las ventas',
  lease_resident: 'residente',
  lease_assistance_animal: 'animal de asistencia',
  lease_pet_dog: 'Perro',
  lease_pet_cat: 'Gato',
  lease_pet_other: 'Otro',
  lease_names_and: 'y',
  lease_the_state: 'este estado',
  lease_deposits_held: 'Depósitos retenidos conforme al contrato actual',
  lease_pricing_disclaimer:
    'Los precios, cargos y ofertas especiales pueden cambiar hasta que todas las personas del contrato lo firmen.',
  notice_other_reason: 'Otro: {{reason}}',

  translation_heading: 'Traducción al español',
  translation_governs_lead: 'El original en inglés es el que rige.',
  translation_governs:
    'Esta traducción se entrega para que usted entienda el documento que firma. Usted firma el original en inglés que aparece antes de esta traducción; si la traducción difiere del original en algún punto, prevalece el original en inglés.',
  translation_missing_lead: 'Sin traducción al español.',
  translation_missing:
    '{{community}} redactó este documento con su propio texto, que solo existe en inglés, por lo que no se incluye una traducción. Usted firma el original en inglés que aparece arriba. Antes de firmar, pida a la oficina de arrendamiento que le explique cualquier cláusula que no entienda.',

  // The counted values filled into the community's application terms and the payment terms.
  terms_paystub_rule_one:
    'Si verifica sus ingresos con talones de pago, suba al menos {{count}} talón de pago reciente.',
  terms_paystub_rule_other:
    'Si verifica sus ingresos con talones de pago, suba al menos {{count}} talones de pago recientes.',
  terms_days_one: '{{count}} día',
  terms_days_other: '{{count}} días',
  terms_minutes_one: '{{count}} minuto',
  terms_minutes_other: '{{count}} minutos',
  terms_adults_one: '{{count}} adulto',
  terms_adults_other: '{{count}} adultos',
};
