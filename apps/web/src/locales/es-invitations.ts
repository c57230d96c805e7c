import type { invitations as english } from './en-invitations';
import type { Translation } from './translation';

/** Spanish texts of the invitations page (`/:community/invitations`): joining a household's application. */
export const invitations: Translation<typeof english> = {
  title: 'Invitaciones',
  eyebrow: 'Invitaciones en {{name}}',
  checkingSession: 'Verificando si inició sesión…',
  signedOut: {
    heading: 'Le invitaron a presentar una solicitud en conjunto',
    intro: 'Una persona de su hogar le invitó a unirse a su solicitud de arrendamiento en {{name}}.',
    howTo:
      'Para ver y aceptar la invitación necesita una cuenta. Cree una, o inicie sesión, con el correo electrónico o el número de teléfono al que se envió la invitación, y regresará directamente a esta página.',
    createAccount: 'Crear cuenta',
    logIn: 'Iniciar sesión',
  },
  list: {
    heading: 'Sus invitaciones',
    intro:
      'Acepte una invitación para unirse a la solicitud del hogar. Después completará su propia parte de la solicitud.',
    label: 'Invitaciones abiertas',
    loading: 'Cargando sus invitaciones…',
    loadFailed: 'tenemos problemas para encontrar sus invitaciones',
    retry: 'Intentar de nuevo',
    cardHeading: 'Unidad {{unit}}',
    summary: '{{inviter}} le invitó a unirse a su solicitud para la unidad {{unit}}.',
    invitedBy: 'Invitación de',
    community: 'Comunidad',
    unit: 'Unidad',
    role: 'Su función',
    accept: 'Aceptar la invitación',
    acceptLabel: 'Aceptar la invitación de {{inviter}} para la unidad {{unit}}',
    accepting: 'Uniéndose a la solicitud…',
  },
  failures: {
    gone: 'Esta invitación ya no está abierta: es posible que se haya retirado o que ya se haya aceptado. La lista a continuación está actualizada.',
    openApplication: 'Ir a la solicitud',
  },
  none: {
    heading: 'No hay invitaciones abiertas',
    bodyEmail: 'No encontramos ninguna invitación abierta para {{email}}.',
    bodyEmailAndPhone: 'No encontramos ninguna invitación abierta para {{email}} ni para {{phone}}.',
    explanation:
      'Solo se puede aceptar una invitación iniciando sesión con el correo electrónico o el número de teléfono al que se envió. Si se envió a otra dirección, inicie sesión con esa, o pida a la persona que le invitó que se la vuelva a enviar al correo electrónico o al número de teléfono de su cuenta.',
    account: 'Revisar los datos de su cuenta',
  },
  roles: {
    roommate: 'Compañero de vivienda',
    guarantor: 'Fiador',
    occupant: 'Ocupante',
  },
};
