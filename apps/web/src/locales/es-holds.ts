import type { holds as english } from './en-holds';
import type { Translation } from './translation';

/** Spanish texts of the pages an application on hold leads to: unit gone, quote expired, new prices. */
export const holds: Translation<typeof english> = {
  guarantorRequest: {
    title: 'Se pidió un fiador',
    eyebrow: 'Solicitud en revisión',
    heading: 'Se pidió un fiador',
    intro:
      'El equipo de arrendamiento revisó su solicitud y le pide un fiador: una persona que acepta pagar la renta si usted no puede hacerlo.',
    next: 'Invite a su fiador. Recibirá un correo electrónico para unirse a su solicitud y completar su parte, y el equipo de arrendamiento volverá a revisar su solicitud cuando lo haya hecho.',
    invite: 'Invitar a un fiador',
    callUs: '¿Tiene preguntas sobre esta petición? Llámenos al',
  },
  screeningFeeRefund: {
    label: 'El reembolso de su cargo de evaluación',
    due: 'Se eligió otra solicitud para este apartamento, por lo que le estamos reembolsando su cargo de evaluación de {{amount}}. Debe recibirlo a más tardar el {{due}}.',
    refunded:
      'Se eligió otra solicitud para este apartamento, por lo que su cargo de evaluación de {{amount}} se reembolsó el {{date}} (a más tardar el {{due}}). Vuelve a la tarjeta o cuenta bancaria con la que pagó, y le enviamos un recibo por correo electrónico.',
    dueInTime:
      'No se eligió ninguna solicitud en los 30 días siguientes a la suya, por lo que le estamos reembolsando su cargo de evaluación de {{amount}}, como lo pide la ley. Debe recibirlo a más tardar el {{due}}.',
    refundedInTime:
      'No se eligió ninguna solicitud en los 30 días siguientes a la suya, por lo que su cargo de evaluación de {{amount}} se reembolsó el {{date}} (a más tardar el {{due}}). Vuelve a la tarjeta o cuenta bancaria con la que pagó, y le enviamos un recibo por correo electrónico.',
  },
  unitUnavailable: {
    title: 'Apartamento no disponible',
    eyebrow: 'Solicitud en espera',
    heading: 'Este apartamento ya no está disponible',
    intro:
      'La unidad {{number}} ya se arrendó o se retiró del mercado, por lo que su solicitud está en espera.',
    chooseIntro:
      'Elija otro apartamento al que pueda mudarse el {{date}}. Su solicitud, su hogar y las respuestas que ya dio se mantienen igual; volverá a elegir el plazo del contrato para el nuevo apartamento.',
    householdBody:
      '{{name}}, solicitante principal, elegirá otro apartamento para su hogar. Le avisaremos cuando pueda continuar con su solicitud.',
    legend: 'Apartamentos disponibles el {{date}}',
    unitOption: 'Unidad {{number}}',
    unitFacts: '{{layout}}, baños: {{bathrooms}}, {{size}} pies², renta desde {{rent}}/mes',
    loading: 'Buscando apartamentos disponibles…',
    loadFailed: 'tenemos problemas para encontrar los apartamentos disponibles',
    none: 'No hay otro apartamento disponible para el {{date}}. Llame a la oficina de arrendamiento y le ayudaremos a encontrar un hogar.',
    required: 'Elija un apartamento para continuar.',
    choose: 'Elegir este apartamento',
    choosing: 'Guardando su elección…',
    callUs: '¿Tiene preguntas? Llame a la oficina de arrendamiento al',
    seeApartments: 'Ver apartamentos disponibles',
  },
  pricing: {
    title: 'Precios actualizados',
    eyebrow: 'Los precios se actualizaron.',
    heading: 'Revise sus nuevos precios',
    settledHeading: 'Sus precios están al día',
    intro:
      'La comunidad actualizó los precios mensuales desde que recibió su cotización. Revise los cambios a continuación y confírmelos para continuar con su solicitud.',
    tableCaption: 'Precios mensuales que cambiaron',
    charge: 'Cargo',
    quoted: 'Precio cotizado',
    current: 'Precio nuevo',
    rent: 'Renta',
    perMonth: '{{amount}}/mes',
    confirm: 'Confirmar los nuevos precios',
    confirming: 'Confirmando…',
    questions: '¿Tiene preguntas sobre los nuevos precios? Llame a la oficina de arrendamiento al',
    confirmed: '¡Gracias! Se confirmaron sus nuevos precios.',
    upToDate: 'Sus precios están al día. No hay nada que confirmar.',
    loading: 'Verificando sus precios…',
    continue: 'Continuar con mi solicitud',
  },
  quoteExpired: {
    refreshIntro:
      'Las cotizaciones se mantienen por un tiempo limitado. Vuelva a elegir las condiciones de su contrato para ver el precio actual; su nueva cotización se mantendrá a partir de ese momento.',
    refresh: 'Obtener una nueva cotización',
    householdBody:
      '{{name}}, solicitante principal, revisará los precios actualizados. Le avisaremos cuando pueda continuar con su solicitud.',
    backToApplication: 'Regresar a mi solicitud',
  },
};
