import type { base as english } from './en-base';
import { portal } from './es-portal';
import { realtime } from './es-realtime';
import type { Translation } from './translation';

/**
 * The Spanish texts of the app's shell (top bar, menu, drawer, footer), the community list and the error
 * screens; the same keys as en-base.ts.
 */
export const base: Translation<typeof english> = {
  app: {
    name: 'Portal de arrendamiento',
    titleSeparator: ' · ',
    skipToContent: 'Saltar al contenido principal',
    loading: 'Cargando…',
    logoAlt: 'Logotipo de {{name}}',
    checkingSession: 'Verificando su sesión…',
    dismiss: 'Cerrar',
    rent: 'Renta',
  },
  communityList: {
    title: 'Elija su comunidad',
    heading: 'Elija su comunidad',
    intro:
      'Elija la comunidad donde está presentando una solicitud o donde ya vive para iniciar sesión, presentar una solicitud o administrar su contrato de arrendamiento.',
    navLabel: 'Comunidades',
    loading: 'Cargando comunidades…',
    empty: 'Todavía no hay comunidades para mostrar. Vuelva a consultar más tarde.',
    count_one: '{{count}} comunidad',
    count_other: '{{count}} comunidades',
  },
  community: {
    loading: 'Cargando la comunidad…',
    siteNavLabel: 'Sitio',
    allCommunities: 'Todas las comunidades',
    home: {
      eyebrow: 'Le damos la bienvenida a',
      phoneLabel: 'Oficina de arrendamiento',
      companyLabel: 'Administrada por',
      contactHeading: 'Comuníquese con la oficina de arrendamiento',
    },
    footer: {
      copyright: '© {{year}} {{company}}',
      contact: '¿Tiene preguntas? Llame al {{phone}}',
    },
  },
  errors: {
    // The reason (lib/oops.ts) is a lowercase clause, as in English.
    oops: 'Uy, {{reason}}. Inténtelo de nuevo en un momento.',
    document: {
      blocked:
        '¡Uy! Tenemos problemas para abrir esta página. Actualice su navegador a la versión más reciente e inténtelo de nuevo.',
      failed: 'Ocurrió un error. Inténtelo de nuevo.',
    },
    // As the API says them (its es.ts) and the shared schemas' Spanish (schema-messages-es.ts).
    upload: {
      wrongFormat:
        '¡Uy! No se pudo subir su archivo {{file}}. Suba un archivo en uno de estos formatos: .jpg, .png o .pdf.',
      empty: '¡Uy! Tenemos problemas para subir uno de sus archivos. Inténtelo de nuevo.',
      tooLarge_one:
        '¡Uy! Su archivo {{files}} es demasiado grande. Guárdelo con un tamaño de 10 MB o menos e inténtelo de nuevo.',
      tooLarge_other:
        '¡Uy! Sus archivos {{files}} son demasiado grandes. Guárdelos con un tamaño de 10 MB o menos e inténtelo de nuevo.',
      failed:
        'Uy, tuvimos problemas para subir sus archivos. Use documentos con nombres de archivo distintos y no les cambie el nombre mientras se suben. Si el problema continúa, comuníquese con un agente o inténtelo de nuevo más tarde.',
    },
    systemUnavailable: {
      title: 'Sistema no disponible',
      heading: 'Sistema no disponible',
      body: '¡Uy! Tenemos problemas para conectarnos con nuestro sistema. Vuelva a consultar pronto.',
      retry: 'Intentar de nuevo',
      retrying: 'Intentando de nuevo…',
    },
    badRoute: {
      title: 'Página no encontrada',
      heading: 'Página no encontrada',
      body: 'No encontramos la página que busca. Revise la dirección o vuelva a empezar desde la página de inicio.',
      communityHome: 'Ir a la página de inicio de {{name}}',
      allCommunities: 'Ver todas las comunidades',
    },
  },
  portal,
  realtime,
};
