import type { paymentsLaw as english } from './en-payments-law';
import type { Translation } from './translation';

/** Spanish texts of what the law of the home's place adds to Fees & Deposits (merged into `payments`). */
export const paymentsLaw: Translation<typeof english> = {
  ownReport: {
    heading: 'Su propio informe de evaluación',
    offer_fee_waiver:
      'La ley de {{law}} exonera el cargo de evaluación cuando usted entrega una verificación de antecedentes o de crédito hecha en los últimos {{days}} días ({{cite}}).',
    offer_required:
      'La ley de {{law}} le permite entregar un informe de evaluación portátil hecho en los últimos {{days}} días en lugar de pagar el cargo de evaluación ({{cite}}).',
    offer_optional:
      'Esta comunidad acepta un informe de evaluación hecho en los últimos {{days}} días en lugar del cargo de evaluación ({{cite}}).',
    have: 'Tengo un informe de evaluación de los últimos {{days}} días',
    agency: 'Agencia que hizo el informe',
    reference: 'Referencia del informe',
    referenceHint: 'El número o código que la agencia le dio al informe.',
    date: 'Fecha del informe',
    file: 'El informe mismo (opcional)',
    fileHint: 'Un PDF, JPG o PNG. Sin él, indique la agencia y la referencia.',
    send: 'Usar mi informe en lugar del cargo',
    sending: 'Enviando su informe…',
    failed: 'No pudimos recibir su informe. Inténtelo de nuevo.',
    pending:
      'Usted entregó un informe de evaluación hecho el {{date}}. Su cargo de evaluación queda exonerado mientras el equipo de arrendamiento lo revisa.',
    accepted: 'El equipo de arrendamiento aceptó su informe de evaluación: no paga cargo de evaluación.',
    notAcceptable:
      'El equipo de arrendamiento no pudo aceptar su informe de evaluación: {{reason}} El cargo de evaluación vuelve a estar pendiente, o puede entregar otro informe.',
    withdraw: 'Pagar el cargo en su lugar',
    withdrawing: 'Retirando su informe…',
  },
  itemized: {
    caption: 'Detalle: {{fee}}',
    agency: 'Cargo de la agencia de evaluación',
    time: 'Tiempo dedicado a obtener y procesar su información',
    total: 'Cargo de evaluación pagado',
    byLaw:
      'La ley de {{law}} pide que este recibo detalle su cargo de evaluación: el cargo de la agencia de evaluación y el valor del tiempo dedicado a obtener y procesar su información ({{cite}}).',
  },
  notice: {
    label: 'Aviso antes de cualquier cargo',
    intro: 'La ley de {{law}} pide que lea este aviso antes de que se cobre cualquier cargo ({{cite}}).',
    accept: 'He leído este aviso',
    accepting: 'Guardando…',
    accepted: 'Usted aceptó este aviso el {{date}}.',
    failed: 'No pudimos guardar que leyó el aviso. Inténtelo de nuevo.',
    loading: 'Cargando el aviso…',
    payAfter: 'Antes de pagar, lea el aviso de arriba e indique que lo leyó.',
  },
};
