import type { monthToMonth as english } from './en-month-to-month';
import type { Translation } from './translation';

/** Spanish texts of the month-to-month pages (spec part 1: renewal/month-to-month, payment details, confirmed). */
export const monthToMonth: Translation<typeof english> = {
  common: {
    home: 'Unidad {{unit}}, {{building}}',
    back: 'Regresar a Mis contratos',
    goBack: 'Regresar',
    retry: 'Intentar de nuevo',
    notCurrent:
      'En este momento este contrato no puede pasar a mes a mes en línea. Llame a la oficina de arrendamiento al {{phone}}.',
  },
  start: {
    title: 'Mes a mes',
    heading: 'Pase a mes a mes',
    intro: 'Quédese en su hogar sin firmar un nuevo plazo de contrato.',
    endsOn:
      'El plazo de su contrato termina el {{date}}; a partir del día siguiente, su contrato continúa mes a mes.',
    noticeStill:
      'Más adelante aún podrá entregar un aviso de desocupación, con el plazo de aviso de su comunidad.',
    premium: 'La renta mes a mes es la renta de 12 meses más un recargo por mes a mes.',
    review: 'Revisar los detalles del pago',
  },
  payment: {
    title: 'Detalles del pago mes a mes',
    heading: 'Detalles del pago',
    intro: 'Sus cargos mensuales una vez que su contrato sea mes a mes.',
    loading: 'Cargando sus cargos mes a mes…',
    loadFailed: 'No pudimos cargar sus cargos mes a mes. Inténtelo de nuevo.',
    chargesHeading: 'Cada mes a partir del {{date}}',
    item: 'Cargo',
    amount: 'Monto',
    withTax: '{{amount}} + {{tax}} de impuestos',
    total: 'Total por mes',
    changesHeading: 'Qué cambia',
    rentChange:
      'La renta pasa de {{current}} a {{rent}}: la renta de 12 meses de {{twelve}} más el recargo por mes a mes de {{premium}}.',
    totalChange: 'Su total por mes pasa de {{current}} a {{total}}.',
    concessionEnds: '{{name}} termina con el plazo de su contrato.',
    noEndDate:
      'A partir del {{date}}, su contrato no tiene fecha de terminación: se renueva cada mes hasta que usted o nosotros demos aviso.',
    confirm: 'Confirmar mes a mes',
    confirming: 'Confirmando…',
    failed: 'No pudimos pasar su contrato a mes a mes. Inténtelo de nuevo.',
  },
  confirmed: {
    title: 'Mes a mes confirmado',
    heading: '¡Su contrato ahora es mes a mes!',
    body: 'Su contrato pasa a mes a mes el {{date}}, por {{total}} al mes.',
    notice: '¿Preguntas sobre sus cargos? Llámenos al {{phone}}.',
  },
};
