import type { identity as english } from './en-identity';
import type { Translation } from './translation';

/** Spanish texts of the Identity Verification step (id-verify and its pages). */
export const identity: Translation<typeof english> = {
  title: 'Verificación de identidad',
  eyebrow: 'Verificación de identidad',
  loading: 'Cargando su verificación de identidad…',
  loadFailed: 'tenemos problemas para cargar su verificación de identidad',
  retry: 'Intentar de nuevo',
  genericError: '¡Uy! Tuvimos algunos problemas. Inténtelo de nuevo más tarde.',
  chooseAnother: 'Elegir otra forma',
  methods: {
    heading: 'Verifique su identidad',
    intro:
      'Para proteger su solicitud y la comunidad, necesitamos confirmar que usted es quien dice ser. Elija cómo prefiere verificar su identidad.',
    listLabel: 'Formas de verificar su identidad',
    passcode: {
      label: 'Recibir un código de acceso',
      description:
        'Le enviamos un código de 6 dígitos por mensaje de texto o llamada a su teléfono que termina en {{last4}}.',
      noPhone: 'Agregue un número de teléfono en la página de su cuenta para recibir un código de acceso.',
    },
    questions: {
      label: 'Responder algunas preguntas',
      description:
        'Cuatro preguntas de opción múltiple sobre su historial. Responda 3 correctamente para aprobar.',
      noAttempts: 'Ya usó sus dos intentos con las preguntas.',
    },
    document: {
      label: 'Escanear su identificación y tomarse una selfie',
      description:
        'Una foto de su licencia de conducir, pasaporte o identificación estatal, y una selfie para compararla.',
    },
    manual: {
      label: 'Subir una identificación con foto',
      description:
        'Un agente de arrendamiento la revisa. Su solicitud queda en espera hasta que termine la revisión.',
    },
  },
  rejected: {
    message: 'El equipo de arrendamiento no pudo aceptar su identificación con foto: {{reason}}',
    again:
      'Verifique su identidad de nuevo. Puede subir una nueva identificación con foto o elegir otra forma.',
  },
  done: {
    verifiedHeading: 'Identidad verificada',
    verified: 'Gracias. Su identidad está verificada.',
    pendingHeading: 'Identificación con foto enviada para revisión',
    pending:
      'El equipo de arrendamiento está revisando su identificación con foto. Le avisaremos si necesitan algo más.',
    continue: 'Continuar',
  },
  request: {
    heading: 'Reciba un código de acceso',
    intro:
      'Enviaremos un código de 6 dígitos a su teléfono que termina en {{last4}}. Es válido por 10 minutos.',
    legend: '¿Cómo prefiere recibirlo?',
    sms: 'Mensaje de texto',
    voice: 'Llamada de voz',
    submit: 'Enviar código',
    submitting: 'Enviando…',
    noPhone:
      'No tenemos un número de teléfono suyo. Agregue uno en la página de su cuenta o elija otra forma de verificación.',
  },
  verify: {
    heading: 'Ingrese su código de acceso',
    intro: 'Enviamos un código de 6 dígitos a su teléfono que termina en {{last4}}. Vence a las {{time}}.',
    noCode: 'Su código venció o ya se usó. Solicite uno nuevo.',
    label: 'Código de acceso',
    hint: '6 dígitos',
    submit: 'Verificar',
    resend: 'Enviar un código nuevo',
  },
  questions: {
    heading: 'Responda algunas preguntas',
    intro:
      'Estas preguntas provienen de registros públicos y de su solicitud. Responda las cuatro: con 3 respuestas correctas se verifica su identidad.',
    asking: 'Obteniendo sus preguntas…',
    submit: 'Enviar respuestas',
    unanswered: 'Responda esta pregunta.',
    failed_one:
      'Algunas de sus respuestas no coincidieron con nuestros registros. Le queda {{count}} intento más.',
    failed_other:
      'Algunas de sus respuestas no coincidieron con nuestros registros. Le quedan {{count}} intentos más.',
    noAttempts: 'Ya usó sus dos intentos con las preguntas. Elija otra forma de verificar su identidad.',
    tryAgain: 'Probar con preguntas nuevas',
  },
  document: {
    heading: 'Escanee su identificación y tómese una selfie',
    intro:
      'Nuestro socio de verificación de identidad revisa una foto de su identificación y una selfie. Tenga a mano su licencia de conducir, pasaporte o identificación estatal.',
    start: 'Comenzar',
    starting: 'Abriendo…',
    frameTitle: 'Verificación de identidad',
    failed: 'No pudimos verificar su identidad con sus fotos. Puede intentarlo de nuevo o elegir otra forma.',
    tryAgain: 'Intentar de nuevo',
  },
  manual: {
    heading: 'Suba una identificación con foto',
    intro:
      'Suba una foto o un escaneo nítido de su licencia de conducir, pasaporte o identificación estatal. Un agente de arrendamiento la revisa; su solicitud queda en espera hasta que termine la revisión.',
    label: 'Identificación con foto',
    hint: 'Un archivo .jpg, .png o .pdf de 10 MB o menos.',
    required: 'Elija el archivo de su identificación con foto.',
    submit: 'Enviar para revisión',
    submitting: 'Subiendo…',
  },
  verifying: {
    heading: 'Un momento…',
    body: 'Estamos verificando su identidad.',
  },
};
