import type { portalPages as english } from './en-portal-pages';
import type { Translation } from './translation';

/** Spanish texts of the static pages (policies, terms, FAQ) and the pages that say something is unavailable. */
export const portalPages: Translation<typeof english> = {
  documents: {
    loading: 'Cargando…',
    loadError: {
      heading: 'No pudimos cargar esta página',
      body: '¡Uy! Tuvimos algunos problemas. Inténtelo de nuevo más tarde.',
      retry: 'Intentar de nuevo',
      retrying: 'Intentando de nuevo…',
    },
    questions: '¿Preguntas? Llame a la oficina de arrendamiento de {{community}} al',
  },
  privacyPolicy: {
    title: 'Política de privacidad',
  },
  terms: {
    title: 'Términos de uso',
    acceptHeading: 'Acepte los términos de uso',
    acceptBody:
      'Para terminar de configurar su cuenta, lea los términos de uso que aparecen arriba. Al seleccionar Acepto, usted los acepta.',
    agree: 'Acepto',
  },
  funnelTerms: {
    title: 'Términos de uso de {{community}}',
  },
  rentalFeesAgreement: {
    title: 'Acuerdo de cargos de arrendamiento',
    feeSheet: 'Descargar la hoja de cargos (PDF)',
  },
  faq: {
    title: 'Preguntas frecuentes',
    heading: 'Preguntas frecuentes',
    intro: 'Respuestas a las preguntas que los solicitantes hacen con más frecuencia.',
    topicsLabel: 'Temas',
    stillStuck: '¿No encuentra su respuesta? Llame a la oficina de arrendamiento de {{community}} al',
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    statement: `# Declaración de accesibilidad

{{company}} quiere que todas las personas puedan presentar una solicitud, firmar y administrar un contrato de arrendamiento en {{community}} a través de este portal, incluidas las personas que usan solo el teclado, un lector de pantalla, ampliación o control por voz.

## Estado de conformidad

Las Pautas de Accesibilidad para el Contenido Web (WCAG) explican cómo hacer que el contenido web sea más accesible para las personas con discapacidad. Este portal busca cumplir con las **WCAG 2.2 en el nivel AA**. Es **parcialmente conforme**: lo que revisamos, como se describe abajo, cumple con la norma, y las limitaciones conocidas que se indican abajo todavía no se han revisado ni corregido.

## Alcance

Esta declaración abarca las páginas del portal:

- la solicitud: la página de bienvenida, la creación de cuenta y el inicio de sesión, los pasos de la solicitud, los pagos, la verificación de identidad y el estado de la solicitud;
- los residentes: Mis contratos, las renovaciones y el aviso de desocupación;
- la ceremonia de firma electrónica;
- la consola del personal y la configuración de los operadores.

No abarca los documentos PDF que crea el portal (como el contrato de arrendamiento y los avisos), los correos electrónicos y mensajes de texto, ni las páginas de otras empresas que abre el portal, como el inicio de sesión de un banco.

## Cómo lo revisamos

El propio equipo del portal lo evaluó (una autoevaluación) en el navegador Chromium:

- **Pruebas automáticas en cada página:** axe-core 4.13 con sus reglas para las WCAG 2.0, 2.1 y 2.2, niveles A y AA, en cada página y estado que visitan las pruebas de extremo a extremo del portal como solicitante, residente, firmante, personal y operador.
- **Nuestras propias pruebas en cada una de esas páginas:** cada control mide al menos 24 por 24 píxeles CSS o tiene el espacio que permite el criterio de conformidad 2.5.8; cada página tiene un encabezado principal, una región principal y su idioma; y, al recorrer con la tecla Tab los primeros controles de la página hacia adelante y hacia atrás, el control con el foco nunca queda oculto bajo la barra superior ni el panel lateral (2.4.11).
- **Ajuste del contenido (1.4.10):** las páginas de bienvenida, de inicio de sesión y de creación de cuenta, las condiciones del contrato, la página de pago, Mis contratos, la lista y el expediente de solicitud de la consola del personal, y la configuración de la comunidad, a 320 píxeles CSS de ancho y con un zoom del 200 %, en el tema claro y en el oscuro, solo se desplazan en sentido vertical.
- **Inicio de sesión (3.3.8):** cada campo de correo electrónico, contraseña y código de un solo uso indica a los administradores de contraseñas qué contiene y acepta texto pegado. Las preguntas de identidad siempre ofrecen otra forma de verificación: un código de acceso por mensaje de texto o llamada.
- **Información que se pide una sola vez (3.3.7):** al crear su cuenta, un compañero de vivienda o un fiador invitado ya encuentra el nombre y el correo electrónico o el teléfono que dio quien lo invitó; el nombre de una cuenta bancaria nueva empieza siendo el del propio usuario; al dar de nuevo un aviso de desocupación, ya aparece la dirección de reenvío del aviso anterior.
- **Solo con el teclado:** recorridos completados únicamente con el teclado: la verificación de identidad por código de acceso y por preguntas, una revisión de identidad del personal, el calendario de cargos y la ventana de vinculación bancaria.
- **Revisando el código:** la firma se hace escribiendo un nombre, así que ningún paso requiere arrastrar (2.5.7).

## Limitaciones conocidas

- El portal todavía no se ha probado con lectores de pantalla (como NVDA, JAWS, VoiceOver o TalkBack) ni con personas con discapacidad, y las pruebas automáticas solo encuentran algunos problemas. Previsto: una revisión de cada página según cada criterio de conformidad A y AA de las WCAG 2.2 con lectores de pantalla, y pruebas con personas que los usan.
- Las pruebas automáticas se hacen en las páginas en inglés. Las páginas en español usan los mismos componentes, pero no se han revisado por separado. Previsto: las mismas pruebas en los recorridos en español.
- El ajuste del contenido se revisó solo en las páginas indicadas arriba, y el foco solo en los primeros controles de cada página. Previsto: todas las páginas.
- Los documentos PDF no se han evaluado. Previsto: documentos PDF accesibles (etiquetados).`,
    date: 'Esta declaración se preparó el {{date}}, la fecha de la evaluación descrita arriba.',
    contact:
      'Agradecemos sus comentarios. Si encuentra una barrera en el portal, avísele a la oficina de arrendamiento de {{community}}: llame al',
  },
  unavailable: {
    callUs: 'Llame a la oficina de arrendamiento al',
    logIn: 'Iniciar sesión',
    application: {
      title: 'Solicitud no disponible',
      heading: 'Esta solicitud ya no está disponible',
      body: 'Ya no tiene acceso a esta solicitud. Es posible que se haya cancelado o cerrado, o que lo hayan quitado de ella.',
      help: 'Si cree que se trata de un error, podemos ayudarle.',
    },
    unauthApplication: {
      title: 'Enlace de solicitud no disponible',
      heading: 'Este enlace de solicitud ya no está disponible',
      body: 'El enlace que siguió venció, o la solicitud a la que pertenece está cerrada. Los enlaces de los correos electrónicos de invitación funcionan por tiempo limitado.',
      help: '¿Ya tiene una cuenta? Inicie sesión para ver sus solicitudes. Si no, llámenos y le enviaremos un enlace nuevo.',
    },
    unit: {
      title: 'Vivienda no disponible',
      heading: 'Esta vivienda ya no está disponible',
      body: 'El apartamento que eligió ya se arrendó o ya no está en el mercado.',
      help: 'Con gusto le ayudaremos a encontrar otra vivienda en {{community}}.',
      browse: 'Explorar {{community}}',
    },
    quoteExpired: {
      title: 'Cotización vencida',
      heading: 'Su cotización ha vencido',
      body: 'Su cotización ha vencido y es posible que los precios se hayan actualizado.',
      helpSignedIn:
        'Continúe con su solicitud para ver el precio actual. Siempre lo verá antes de pagar cualquier cosa.',
      helpSignedOut:
        'Inicie sesión y continúe con su solicitud para ver el precio actual. Siempre lo verá antes de pagar cualquier cosa.',
      continue: 'Continuar',
    },
  },
};
