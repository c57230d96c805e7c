import type { vacate as english } from './en-vacate';
import type { Translation } from './translation';

/** Spanish texts of the notice to vacate pages (spec part 1: vacate details, vacate new address). */
export const vacate: Translation<typeof english> = {
  common: {
    home: 'Unidad {{unit}}, {{building}}',
    continue: 'Continuar',
    cancel: 'Cancelar',
    retry: 'Intentar de nuevo',
  },
  details: {
    title: 'Aviso de desocupación',
    heading: 'Aviso de desocupación',
    intro:
      'Díganos cuándo piensa mudarse y por qué. Después, nos dará la dirección a la que debemos reenviar su correo.',
    loading: 'Cargando los motivos de mudanza…',
    loadFailed: 'No pudimos cargar el formulario del aviso de desocupación. Inténtelo de nuevo.',
    moveOutDate: 'Fecha de mudanza de salida',
    moveOutHint_one:
      'Esta comunidad pide {{count}} día de aviso: la primera fecha posible de mudanza de salida es el {{date}}.',
    moveOutHint_other:
      'Esta comunidad pide {{count}} días de aviso: la primera fecha posible de mudanza de salida es el {{date}}.',
    reasons: '¿Por qué se muda? Elija todas las opciones que correspondan.',
    other: 'Cuéntenos más sobre su otro motivo',
    dateRequired: 'Ingrese su fecha de mudanza de salida',
    tooEarly:
      'La fecha de mudanza de salida debe ser el {{date}} o después, según el plazo de aviso de esta comunidad.',
    reasonsRequired: 'Elija al menos un motivo de mudanza',
    otherRequired: 'Díganos su otro motivo de mudanza',
  },
  reasons: {
    purchasedHome: 'Compra de una casa',
    relocatingForWork: 'Cambio de ciudad por trabajo',
    moreSpace: 'Necesidad de más espacio',
    lessSpace: 'Necesidad de menos espacio',
    costOfRent: 'Costo de la renta',
    movingInWithFamily: 'Mudanza con familiares o con la pareja',
    dissatisfied: 'Insatisfacción con la comunidad',
    other: 'Otro',
  },
  newAddress: {
    title: 'Dirección de reenvío',
    heading: 'Dirección de reenvío',
    intro: '¿A dónde debemos enviar su correo y su depósito después de que se mude?',
    moveOut: 'Fecha de mudanza de salida',
    reasons: 'Motivos',
    submit: 'Enviar aviso',
    loading: 'Cargando su dirección de reenvío…',
    fromEarlierNotice:
      'Ya aparece la dirección de reenvío de su aviso anterior. Cámbiela si se muda a otro lugar.',
  },
  notice: {
    heading: 'Su aviso de desocupación',
    given: 'Usted entregó un aviso para mudarse el {{date}}. El equipo de arrendamiento lo revisará.',
    accepted: 'El equipo de arrendamiento aceptó su aviso para mudarse el {{date}}.',
    declined: 'El equipo de arrendamiento rechazó su aviso: {{reason}}',
    withdrawn: 'Usted retiró su aviso de desocupación.',
    signNotice: 'Firmar su aviso de desocupación',
    withdraw: 'Retirar aviso',
    withdrawing: 'Retirando…',
    withdrawFailed: 'No pudimos retirar su aviso. Inténtelo de nuevo.',
  },
};
