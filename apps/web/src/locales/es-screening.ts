import type { screening as english } from './en-screening';
import type { Translation } from './translation';

/** Spanish texts of the Screening step: the screening criteria, consent and the SSN. */
export const screening: Translation<typeof english> = {
  title: 'Evaluación',
  eyebrow: 'Evaluación',
  heading: 'Verificación de antecedentes y de crédito',
  intro:
    'Evaluamos a cada adulto de la solicitud. Lea los criterios de evaluación, acéptelos y proporciónenos su número de Seguro Social para que podamos realizar su evaluación.',
  criteria: {
    label: 'Criterios de evaluación',
    loading: 'Cargando los criterios de evaluación…',
    loadFailed: 'tenemos problemas para encontrar los criterios de evaluación',
    retry: 'Intentar de nuevo',
  },
  form: {
    accept:
      'He leído y acepto los criterios de evaluación, y autorizo la evaluación que en ellos se describe.',
    ssn: {
      label: 'Número de Seguro Social',
      hint: '9 dígitos. Se guarda cifrado y, de aquí en adelante, solo se mostrarán sus últimos 4 dígitos.',
      show: 'Mostrar el número de Seguro Social',
    },
    itin: {
      label: 'Número de Identificación Personal del Contribuyente (ITIN)',
      hint: '9 dígitos; empieza con 9.',
      show: 'Mostrar el ITIN',
    },
    show: 'Mostrar',
    noSsn: 'No tengo número de Seguro Social (SSN)',
    itinQuestion: '¿Tiene un ITIN?',
    itinYes: 'Sí, tengo un ITIN',
    itinNo: 'No, no tengo SSN ni ITIN',
    itinRequired: 'Indíquenos si tiene un ITIN.',
    noNumberNote:
      'Sin un número no podemos verificar su crédito. Sus antecedentes penales y de desalojos se verifican con su nombre y fecha de nacimiento, y el equipo de arrendamiento podría pedirle otros comprobantes de su historial de arrendamiento y de pagos.',
    submit: 'Continuar',
    submitting: 'Realizando su evaluación…',
  },
  loading: 'Cargando su evaluación…',
  loadFailed: 'tenemos problemas para cargar su evaluación',
  retry: 'Intentar de nuevo',
  done: {
    heading: 'Evaluación enviada',
    ssn: 'Usted aceptó los criterios de evaluación y proporcionó su número de Seguro Social que termina en {{last4}}.',
    itin: 'Usted aceptó los criterios de evaluación y proporcionó su ITIN que termina en {{last4}}.',
    none: 'Usted aceptó los criterios de evaluación sin proporcionar un SSN ni un ITIN.',
    change: 'Para cambiarlo, llame a la oficina de arrendamiento.',
    continue: 'Continuar',
  },
};
