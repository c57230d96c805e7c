import type { signing as english } from './en-signing';
import type { Translation } from './translation';

/** Spanish texts of e-signing: the ceremony, the guest signer's way in and the public verify page. */
export const signing: Translation<typeof english> = {
  common: {
    loading: 'Cargando…',
    retry: 'Intentar de nuevo',
    alreadySigned: 'El documento ya está firmado',
  },
  ceremony: {
    title: 'Firme su documento',
    eyebrow: 'Firma electrónica segura · {{community}}',
    loading: 'Cargando su documento…',
    expiredHeading: 'Esta sesión de firma terminó',
    expired:
      'Por su seguridad, los enlaces de firma funcionan solo por poco tiempo. Regrese al portal y elija Revisar y firmar de nuevo para volver a empezar.',
    wrongPin:
      'No pudimos confirmar esta sesión de firma. Cierre esta ventana, regrese al portal y empiece de nuevo.',
    failed: 'Algo salió mal de nuestra parte. Inténtelo de nuevo.',
    cancel: 'Cancelar',
    working: 'Guardando…',
    consent: {
      heading: 'Consentimiento para usar registros y firmas electrónicos',
      intro: 'Antes de ver el documento, lea esta divulgación sobre la firma electrónica.',
      disclosureLabel: 'Divulgación al consumidor',
      agree: 'He leído la divulgación y acepto usar registros y firmas electrónicos',
      required: 'Marque la casilla para dar su aceptación antes de continuar.',
      continue: 'Continuar',
    },
    document: {
      heading: 'Revise y firme: {{name}}',
      signingAs: 'Está firmando como {{name}}, {{role}}.',
      downloadPdf: 'Descargar PDF',
      documentLabel: 'Documento: {{name}}',
      translation: {
        included:
          'Después del original en inglés encontrará su traducción al español. Usted firma el original en inglés, que es el que rige.',
        missing:
          'Este documento no incluye traducción al español: la comunidad lo redactó con su propio texto, solo en inglés. Usted firma el original en inglés.',
      },
      fieldsHeading: 'Firme el documento',
      fieldsIntro:
        'Al escribir su nombre abajo y elegir Finalizar, usted firma el documento, igual que si lo firmara con pluma.',
      nameLabel: 'Escriba su nombre legal completo para firmar',
      nameRequired: 'Escriba su nombre legal completo para firmar el documento.',
      nameTooLong: 'Su nombre puede tener como máximo {{max}} caracteres.',
      previewLabel: 'Su firma',
      previewEmpty: 'Su firma aparecerá aquí mientras escribe.',
      initialsRequired: 'Ingrese sus iniciales: de 1 a 5 letras.',
      dateHint: 'La fecha de hoy se completa automáticamente.',
      finish: 'Finalizar',
      errorsHeading: 'Corrija los campos resaltados.',
    },
    done: {
      heading: 'Usted firmó {{name}}.',
      body: 'Habrá una copia disponible en el portal cuando todos hayan firmado.',
      close: 'Cerrar esta ventana',
      returning: 'Lo estamos llevando de regreso al portal…',
    },
  },
  launcher: {
    title: 'Firme su documento',
    close: 'Cerrar',
    frameTitle: 'Firma electrónica',
    loadFailed: 'No se pudo cargar el script del proveedor de firma electrónica.',
  },
  guest: {
    entryLoading: 'Abriendo su enlace de firma…',
    invalidLink: 'Este enlace de firma no es válido o ya venció. Solicite uno nuevo.',
    entryFailed: 'No pudimos abrir su enlace de firma en este momento. Inténtelo de nuevo.',
    title: 'Firme sus documentos',
    loading: 'Cargando sus documentos…',
    loadFailed: 'No pudimos cargar sus documentos. Inténtelo de nuevo.',
    opening: 'Abriendo su documento…',
    openFailed: 'No pudimos abrir el documento para firmarlo. Inténtelo de nuevo.',
    notAllowed: 'No tiene permiso para firmar este documento desde aquí.',
  },
  verify: {
    title: 'Verificar un documento firmado',
    intro:
      'Compruebe si el portal selló un PDF y si ha cambiado desde entonces. El archivo solo se verifica; nunca se guarda.',
    fileLabel: 'Documento firmado (PDF)',
    fileRequired: 'Elija un archivo PDF para verificar.',
    submit: 'Verificar',
    working: 'Verificando…',
    failed: 'No pudimos verificar este archivo en este momento. Inténtelo de nuevo.',
    unreadable: 'No pudimos leer este archivo. Elija un documento PDF.',
    resultHeading: 'Resultado',
    intact: 'El portal selló este documento y no ha cambiado desde entonces.',
    changed: 'Este documento ha cambiado desde que se selló.',
    notOurs: 'No encontramos nuestro sello en este documento.',
    detailsHeading: 'Detalles del documento',
    name: 'Documento',
    community: 'Comunidad',
    sealedAt: 'Sellado',
    signers: 'Firmado por',
    signer: '{{name}} ({{role}}), {{time}}',
    countersignature: 'Firmado como contraparte por',
    countersigner: '{{name}}, {{time}}',
    notCountersigned: 'Sin firma de la contraparte',
  },
};
