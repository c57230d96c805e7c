import type { approvedFlow as english } from './en-approved-flow';
import type { Translation } from './translation';

/** Spanish texts of the approved screen's signing steps (spec part 2 "Approved screen", §4–§8 Signing). */
export const approvedFlow: Translation<typeof english> = {
  eyebrow: 'Firma del contrato',
  continue: 'Continuar',
  goBack: 'Regresar',
  loading: 'Cargando los detalles de la firma de su contrato…',
  loadFailed: 'tenemos problemas para cargar los detalles de la firma de su contrato',
  retry: 'Intentar de nuevo',
  agreement: {
    title: 'Revise los cargos de su contrato',
    heading: 'Revise los cargos de su contrato',
    intro:
      'Su contrato incluirá las opciones de arrendamiento y los cargos mensuales que aparecen abajo. Revíselos antes de firmar.',
    optionsHeading: 'Opciones de arrendamiento de su contrato',
    option: '{{name}} × {{quantity}}',
    noOptions: 'No se eligieron opciones de arrendamiento.',
    chargesHeading: 'Sus cargos mensuales',
    loadFailed: 'tenemos problemas para cargar sus cargos',
    loadingCharges: 'Cargando sus cargos…',
    agree: 'Acepto las opciones de arrendamiento y los cargos mensuales que aparecen arriba.',
    agreeRequired:
      'Confirme que acepta las opciones de arrendamiento y los cargos mensuales antes de continuar.',
  },
  payment: {
    title: 'Detalles del pago',
    heading: 'Detalles del pago',
    loading: 'Cargando sus cargos de mudanza…',
    loadFailed: 'tenemos problemas para cargar sus cargos de mudanza',
    sign: 'Ver y firmar el contrato',
    signNotice: 'Ver y firmar el aviso de desocupación',
    moveOutCosts: 'Para obtener un resumen de sus costos de mudanza de salida, llámenos al {{phone}}.',
    noticeLegal:
      'El aviso de desocupación es un acuerdo legal entre usted y su arrendador. No damos asesoría legal: si tiene preguntas sobre el aviso o sobre sus derechos, consulte a un abogado.',
    signDocuments: 'Firmar documentos',
    processing: 'Procesando la firma',
    legal:
      'El contrato de arrendamiento es un acuerdo legal entre usted y su arrendador. No damos asesoría legal: si tiene preguntas sobre el contrato o sobre los derechos que le otorga, consulte a un abogado.',
    notAllowed:
      'Está viendo esta solicitud como el solicitante. Su cuenta de personal no puede firmar documentos en su nombre.',
  },
  document: {
    title: 'Tiene un documento listo para firmar',
    heading: 'Tiene un documento listo para firmar',
    named: 'Documento: {{name}}',
    sign: 'Ver y firmar el documento',
    retrieve: 'Obtener copia del documento',
    download: 'Descargar copia del documento',
    legal:
      'El documento es un acuerdo legal entre usted y su arrendador. No damos asesoría legal: si tiene preguntas sobre el documento o sobre los derechos que le otorga, consulte a un abogado.',
  },
  copy: {
    retrieve: 'Obtener copia del contrato',
    download: 'Descargar copia del contrato',
    retrieveNotice: 'Obtener copia del aviso de desocupación',
    downloadNotice: 'Descargar copia del aviso de desocupación',
    retrieving: 'Obteniendo…',
    failed: '¡Uy! No pudimos obtener el documento. Inténtelo de nuevo.',
  },
  documents: {
    title: 'Firmar documentos',
    heading: 'Firmar documentos',
    intro: 'Revise con atención y firme',
    signed: 'Firmado',
    view: 'Ver documento',
    viewNamed: 'Ver documento: {{name}} (descarga el PDF)',
    review: 'Revisar y firmar',
    reviewNamed: 'Revisar y firmar: {{name}}',
    download: 'Descargar copia',
    downloadNamed: 'Descargar copia: {{name}}',
    voided: 'Este documento se está finalizando. Le avisaremos cuando esté listo para firmar.',
  },
  errors: {
    signing: '¡Uy! No pudimos abrir el documento para firmarlo. Inténtelo de nuevo.',
  },
};
