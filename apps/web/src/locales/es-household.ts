import type { household as english } from './en-household';
import type { Translation } from './translation';

// `{{name}}` in remove.* and cards.removeNamed is either a person or a rental option (RemovePage.tsx), so
// those texts avoid the personal "a" and any gender agreement.

/** Spanish texts of the household screens: inviting roommates and guarantors, dependents, removing. */
export const household: Translation<typeof english> = {
  eyebrow: 'Perfil de arrendamiento',
  readOnly: 'Solo el solicitante principal puede agregar, cambiar o quitar personas de esta solicitud.',
  loading: 'Cargando su hogar…',
  loadFailed: 'tenemos problemas para encontrar a las personas de su solicitud',
  backToHub: 'Regresar a su perfil de arrendamiento',
  form: {
    adultQuestion: '¿Esta persona tiene 18 años o más?',
    adultRequired: 'Indíquenos si esta persona tiene 18 años o más',
    yes: 'Sí',
    no: 'No',
    firstName: 'Nombre legal',
    lastName: 'Apellido legal',
    contactQuestion: '¿Cómo debemos enviar la invitación?',
    byPhone: 'Por mensaje de texto',
    byEmail: 'Por correo electrónico',
    phone: 'Número de celular',
    phoneHint:
      '10 dígitos, por ejemplo (512) 555-0123. Le enviaremos un mensaje de texto con un enlace para unirse.',
    email: 'Correo electrónico',
    emailHint: 'Le enviaremos un correo electrónico con un enlace para unirse.',
    birthday: 'Fecha de nacimiento',
    birthdayHint: 'MM/DD/AAAA',
    sending: 'Enviando…',
    saving: 'Guardando…',
    cancel: 'Cancelar',
  },
  invite: {
    roommateTitle: 'Agregar una persona',
    roommateHeading: '¿Quién más vivirá con usted?',
    roommateIntro:
      'Los adultos de 18 años o más reciben una invitación como compañeros de vivienda y presentan una solicitud junto con usted. Los menores de 18 años se agregan como dependientes; no necesitan presentar una solicitud.',
    guarantorTitle: 'Invitar a un fiador',
    guarantorHeading: 'Invite a su fiador',
    guarantorIntro:
      'Un fiador se compromete a pagar la renta si usted no puede hacerlo. Le enviaremos una invitación para que presente una solicitud como su fiador.',
    sendInvite: 'Enviar invitación',
    addDependent: 'Agregar dependiente',
    failed: 'Hubo un error al enviar su información. Inténtelo de nuevo.',
    dependentAdded: '{{name}} se agregó como dependiente.',
  },
  sent: {
    heading: '¡Excelente! Se envió la invitación',
    byText:
      'Le enviamos a {{name}} un mensaje de texto al {{contact}} con un enlace para unirse a su solicitud.',
    byEmail:
      'Le enviamos a {{name}} un correo electrónico a {{contact}} con un enlace para unirse a su solicitud.',
    continue: 'Continuar',
    addAnother: 'Agregar otra persona',
  },
  resend: {
    title: 'Reenviar invitación',
    heading: 'Intentémoslo de nuevo',
    intro:
      'Revise el número de teléfono o el correo electrónico a continuación, corríjalo si es necesario y volveremos a enviar la invitación.',
    submit: 'Reenviar invitación',
    failed: 'Hubo un error al enviar su información. Inténtelo de nuevo.',
    missing: 'No encontramos esa invitación. Es posible que ya se haya aceptado o quitado.',
  },
  dependent: {
    title: 'Editar dependiente',
    heading: 'Editar los datos de {{name}}',
    intro: 'Corrija el nombre o la fecha de nacimiento de este dependiente, o quítelo de su solicitud.',
    save: 'Guardar cambios',
    remove: 'Quitar',
    saved: 'Se guardaron los cambios de {{name}}.',
    failed: 'No pudimos guardar sus cambios. Inténtelo de nuevo.',
    missing: 'No encontramos a ese dependiente. Es posible que se haya quitado.',
  },
  remove: {
    title: 'Quitar',
    heading: '{{name}}: ¿quitar de la solicitud?',
    person: {
      roommate:
        '{{name}} ya no formará parte de esta solicitud. Si recibió una invitación, esa invitación dejará de funcionar.',
      guarantor:
        '{{name}} ya no será su fiador. Si recibió una invitación, esa invitación dejará de funcionar.',
      dependent: '{{name}} ya no aparecerá como dependiente en esta solicitud.',
    },
    option:
      'Esto quita {{name}} de sus opciones de arrendamiento. Puede volver a elegir esta opción más tarde.',
    confirm: 'Quitar',
    removing: 'Quitando…',
    goBack: 'Regresar',
    removed: '{{name}} ya no forma parte de la solicitud.',
    failed: '{{name}} sigue en la solicitud porque ocurrió un error. Inténtelo de nuevo.',
    missing: 'No hay nada que quitar aquí. Es posible que ya se haya quitado.',
  },
  cards: {
    listLabel: 'Hogar',
    status: {
      invitedByText: 'Invitación enviada por mensaje de texto',
      invitedByEmail: 'Invitación enviada por correo electrónico',
      invited: 'Invitación enviada',
      joined: 'Se unió',
      dependent: 'Fecha de nacimiento: {{date}}',
    },
    resend: 'Reenviar invitación',
    resendNamed: 'Reenviar la invitación a {{name}}',
    edit: 'Editar',
    editNamed: 'Editar los datos de {{name}}',
    remove: 'Quitar',
    removeNamed: 'Quitar: {{name}}',
    roommates: {
      label: 'Compañeros de vivienda',
      // Follows "Agregar otro" (portal.taskCard.addAnother), so lowercase.
      thing: 'compañero de vivienda',
      description:
        'Toda persona de 18 años o más que vivirá con usted presenta una solicitud como compañero de vivienda.',
      none: 'Todavía no hay compañeros de vivienda.',
      action: 'Invitar a un compañero de vivienda',
    },
    dependents: {
      label: 'Dependientes',
      thing: 'dependiente',
      description: 'Menores de 18 años que vivirán con usted.',
      none: 'Todavía no hay dependientes.',
      action: 'Agregar un dependiente',
    },
    guarantor: {
      label: 'Fiador',
      description: 'Una persona que se compromete a pagar la renta si usted no puede hacerlo.',
      none: 'Todavía no hay fiador.',
      action: 'Invitar a un fiador',
      limitReached: 'Su solicitud ya tiene fiador. Quítelo para invitar a otra persona.',
    },
  },
};
