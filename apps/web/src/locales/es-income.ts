import type { income as english } from './en-income';
import type { Translation } from './translation';

/** Spanish texts of the Income & Employment step: the Connect intro, manual sources, the Summary. */
export const income: Translation<typeof english> = {
  title: 'Ingresos y empleo',
  loading: 'Cargando sus ingresos y activos…',
  backToSummary: 'Regresar a sus ingresos y activos',
  sourceTypes: {
    '105': 'Empleo',
    '110': 'Trabajo por cuenta propia',
    '115': 'Ayuda para estudiantes',
    '120': 'Beneficios del gobierno',
    '125': 'Jubilación',
    '130': 'Manutención de menores o del cónyuge',
    '140': 'Otros ingresos',
    '145': 'Nómina (Plaid)',
    '150': 'Banco (Plaid)',
    '500': 'Ahorros',
    '505': 'Cuenta de jubilación',
    '510': 'Inversiones',
    '515': 'Otros activos',
    '520': 'Plaid',
    '900': 'Vale de la autoridad de vivienda',
  },
  intro: {
    heading: 'Cuéntenos sobre sus ingresos y activos',
    description:
      'Agregue cada fuente de ingresos y cada activo con los documentos que los comprueban, como talones de pago o un estado de cuenta bancario. El equipo de arrendamiento los revisa junto con su solicitud.',
    listLabel: 'Formas de agregar sus ingresos y activos',
    manual: {
      label: 'Ingresos y activos',
      description:
        'Empleo, trabajo por cuenta propia, beneficios, manutención u otros ingresos, y cuentas de ahorro, de jubilación o de inversión.',
      action: 'Agregar ingresos/activos',
    },
    linkDescription:
      'Verifique sus ingresos y activos en pocos minutos: vincule su cuenta bancaria o de nómina a través de nuestro socio de verificación seguro.',
    links: {
      bank: {
        label: 'Cuenta bancaria',
        description:
          'Inicie sesión en su banco para compartir los ingresos que se depositan allí y los saldos de sus cuentas.',
        action: 'Vincular cuenta bancaria',
      },
      payroll_digital: {
        label: 'Cuenta de nómina',
        description:
          'Inicie sesión con su proveedor de nómina para compartir su pago y luego agregue su formulario de impuestos y sus talones de pago.',
        action: 'Vincular cuenta de nómina',
      },
      payroll_manual: {
        label: 'Documentos de pago',
        description:
          '¿No puede iniciar sesión con su proveedor de nómina? Comparta sus documentos de pago a través de nuestro socio de verificación.',
        action: 'Compartir documentos de pago',
      },
    },
    noIncome: 'No tengo ingresos ni activos',
    noIncomeHint: 'Elija esta opción solo si no tiene ingresos ni activos que agregar.',
  },
  link: {
    notOffered:
      'Esta comunidad no ofrece esta forma de verificar ingresos. Agregue usted mismo sus ingresos y activos.',
    backToIntro: 'Regresar',
    opening: 'Abriendo…',
    plaidOpen: 'Continúe en la ventana de Plaid. Cuando termine, prepararemos su informe aquí.',
    oauthReturn: {
      title: 'De regreso de su banco',
      resuming: 'Regresando a su solicitud…',
      lost: 'Este vínculo bancario ya no está abierto en este navegador. Regrese a su solicitud y vuelva a vincular su cuenta.',
      home: 'Ir al portal',
    },
    bank: {
      title: 'Vincular cuenta bancaria',
      intro: 'Vincule la cuenta bancaria en la que recibe sus ingresos. Toma unos minutos.',
      pointSignIn: 'Usted inicia sesión en su banco en una ventana segura de nuestro socio de verificación.',
      pointRead:
        'Leemos los ingresos depositados en sus cuentas durante los últimos meses y sus saldos actuales.',
      pointPrivate:
        'Nunca vemos ni guardamos la contraseña de su banco, y de una cuenta no mostramos más que los últimos cuatro dígitos.',
      action: 'Vincular cuenta bancaria',
      windowIntro: 'Elija su banco e inicie sesión. Cuando termine, prepararemos su informe aquí.',
      windowTitle: 'Ventana para vincular su banco',
    },
    terms: {
      label: 'Términos para vincular su cuenta bancaria',
      loading: 'Cargando los términos…',
      agree: 'Acepto los términos para vincular mi cuenta bancaria',
      required: 'Primero acepte los términos para vincular su cuenta bancaria.',
      failed: 'Hubo un error al aceptar los términos de uso. Inténtelo de nuevo.',
    },
    loading: {
      title: 'Preparando su informe',
      label: 'Estamos preparando su informe de ingresos y activos…',
      hint: 'Esto puede tardar un minuto. Mantenga esta página abierta.',
    },
    errors: {
      noLink: 'Hubo un problema con la petición. Inténtelo de nuevo.',
      failureCode: 'Hubo un error al acceder a su información. Inténtelo de nuevo.',
      reportFailed: 'Hubo un error al generar su informe de ingresos y activos. Inténtelo de nuevo.',
    },
  },
  voucherDecision: {
    title: 'Vale de vivienda',
    heading: '¿Tiene un vale de vivienda?',
    intro:
      'Un vale de una autoridad de vivienda paga parte de su renta. Agréguelo como vale y luego agregue sus ingresos y activos.',
    yes: 'Sí, agregar vale de vivienda',
    no: 'No, agregar ingresos',
  },
  otherDocuments: {
    title: 'Agregar otros documentos de ingresos',
    intro:
      'Cualquier otro documento que compruebe sus ingresos, como una carta de oferta de empleo o una carta de su empleador. El equipo de arrendamiento lo revisa junto con su solicitud.',
  },
  payroll: {
    title: 'Agregar ingresos con su proveedor de nómina',
    stepOf: 'Paso {{step}} de {{total}}',
    windowTitle: 'Ventana para vincular su nómina',
    link: {
      payroll_digital: {
        heading: 'Vincule su nómina',
        description:
          'Inicie sesión con su proveedor de nómina en una ventana segura de nuestro socio de verificación. Leemos su pago y con qué frecuencia se le paga.',
        action: 'Vincular cuenta de nómina',
      },
      payroll_manual: {
        heading: 'Comparta sus documentos de pago',
        description:
          'Comparta sus documentos de pago en una ventana segura de nuestro socio de verificación, que los revisa para el equipo de arrendamiento.',
        action: 'Compartir documentos de pago',
      },
    },
    taxForm: {
      heading: 'Agregue su formulario de impuestos',
      label: 'Formulario de impuestos',
      description:
        'Su formulario W-2 más reciente, o su declaración federal de impuestos con sus formularios 1099. Suba 1 o 2 archivos.',
    },
    paystubs: {
      heading: 'Agregue sus talones de pago',
      label: 'Talones de pago',
      description_one: 'Suba su talón de pago más reciente.',
      description_other: 'Suba sus {{count}} talones de pago consecutivos más recientes.',
    },
    otherDocuments: {
      heading: 'Agregue otros documentos de ingresos',
      label: 'Otros documentos de ingresos',
      description:
        'Opcional: cualquier otro documento que compruebe sus ingresos, como una carta de oferta de empleo. Hasta 5 archivos.',
    },
    stillNeeded_one: 'Agregue {{count}} archivo más para continuar.',
    stillNeeded_other: 'Agregue {{count}} archivos más para continuar.',
    next: 'Siguiente',
    submit: 'Enviar',
  },
  employer: {
    title: 'Datos del empleador',
    intro: 'Díganos para quién trabaja. Agregue todo lo que sepa de la dirección.',
    loading: 'Cargando los datos de su empleador…',
    name: 'Nombre del empleador (opcional)',
    street: 'Dirección (opcional)',
    line2: 'Suite o piso (opcional)',
    city: 'Ciudad (opcional)',
    state: 'Estado (opcional)',
    chooseState: 'Elija un estado',
    zip: 'Código postal (opcional)',
  },
  stated: {
    title: 'Ingresos y activos declarados',
    intro: 'En sus propias palabras: ¿aproximadamente cuánto gana al año y cuánto valen sus activos?',
    income: 'Ingresos anuales antes de impuestos',
    assets: 'Total de activos',
    assetsHint: 'Ahorros, inversiones y otros activos, en dólares; por ejemplo, 12,000',
    noIncomeHint: 'Elija esta opción si no tiene ingresos ni activos: registraremos 0 en ambos.',
  },
  tips: {
    heading: 'Consejos sobre ingresos',
    rentMultiple:
      'La mayoría de los hogares necesitan ingresos mensuales de 2.0 a 3.0 veces la renta mensual.',
    household:
      'Para este apartamento recomendamos ingresos del hogar de {{monthly}} al mes ({{yearly}} al año): {{multiplier}} veces la renta de {{rent}}.',
    guarantor:
      'Como fiador, necesita ingresos de al menos {{monthly}} al mes ({{yearly}} al año): {{multiplier}} veces la renta de {{rent}}.',
  },
  summary: {
    heading: 'Sus ingresos y activos',
    intro: 'Revise lo que agregó. Puede agregar más, cambiar o quitar una fuente, o empezar de nuevo.',
    moreInfoRequested: 'Necesitamos información adicional para verificar sus ingresos/activos',
    issuesFound:
      'Encontramos algunos problemas con una o más de sus fuentes de ingresos/activos. Revise y actualice sus ingresos/activos según sea necesario.',
    reportedNone: 'Nos indicó que no tiene ingresos ni activos. Si eso cambia, agréguelos aquí.',
    sections: {
      income: { heading: 'Ingresos', empty: 'No se agregaron ingresos.', add: 'Agregar ingresos' },
      asset: { heading: 'Activos', empty: 'No se agregaron activos.', add: 'Agregar activos' },
      voucher: {
        heading: 'Vales de vivienda',
        empty: 'No se agregaron vales de vivienda.',
        add: 'Agregar vale de vivienda',
      },
    },
    total: 'Monto total',
    perYear: '{{amount}} al año',
    verifying: 'Verificando el monto',
    // The spec's sign for an amount not known yet: the same in both languages.
    noAmount: '$ --',
    stated: 'Monto que usted indicó: {{amount}}.',
    statusLabel: 'Estado:',
    documentsLabel: 'Documentos:',
    noDocuments: 'Ninguno',
    documents: {
      heading: 'Documentos de ingresos',
      intro: 'Los documentos de pago que compartió con su solicitud. Seleccione un archivo para descargarlo.',
      uploaded: 'Subido el {{date}}',
    },
    edit: 'Editar',
    remove: 'Quitar',
    addDocuments: 'Agregar otros documentos de ingresos',
    uploadDocuments: 'Subir documentos',
    startOver: 'Empezar de nuevo',
    continue: 'Continuar',
    submit: 'Enviar',
    saving: 'Guardando…',
  },
  statuses: {
    '10': 'Verificando el monto',
    '20': 'Verificada',
    '30': 'No verificada',
    '40': 'Documentos insuficientes',
  },
  reasons: {
    moreDocumentsRequested:
      'El equipo de arrendamiento pidió más documentos para esta fuente. Edítela para agregarlos.',
    passwordProtected:
      'Uno de sus documentos está protegido con contraseña, por lo que no se puede revisar. Quítelo y suba una copia sin contraseña.',
    unverified: 'No pudimos verificar esta fuente. Motivos comunes:',
    common: {
      inaccurate: 'Información inexacta o incompleta',
      quality: 'Documento de mala calidad',
      unsupported: 'Tipo de documento no admitido',
    },
    insufficientDocuments:
      'Esta fuente se marcó por tener documentos incorrectos o insuficientes. Edítela para agregar los documentos que necesita.',
    adjustedAmount: 'Monto verificado: {{amount}}.',
    fraudRisk:
      'Nuestra revisión encontró indicios de que un documento podría no ser original. Suba los documentos tal como los recibió.',
  },
  form: {
    income: {
      title: 'Agregar ingresos',
      intro: 'Cuéntenos sobre una fuente de ingresos y suba los documentos que la comprueban.',
      instead: '¿Solo tiene activos que agregar? En su lugar, <link>agregue activos</link>.',
    },
    asset: {
      title: 'Agregar activos',
      intro: 'Cuéntenos sobre un activo y suba un estado de cuenta reciente que lo compruebe.',
      instead: '¿Va a agregar ingresos? En su lugar, <link>agregue ingresos</link>.',
    },
    voucher: {
      title: 'Agregar vale de vivienda',
      intro: 'Cuéntenos sobre su vale de vivienda y, si lo tiene, suba el vale o la carta de adjudicación.',
    },
    editTitle: 'Editar: {{type}}',
    editMissingTitle: 'Editar fuente',
    editIntro: 'Corrija el monto o los documentos. Al guardar, esta fuente vuelve a revisión.',
    missing: 'No encontramos esa fuente. Es posible que se haya quitado.',
    typeLabel: { income: 'Tipo de ingresos', asset: 'Tipo de activo', voucher: 'Tipo' },
    chooseType: 'Elija una opción',
    amountLabel: {
      income: 'Ingresos anuales antes de impuestos',
      asset: 'Valor actual',
      voucher: 'Monto anual del vale',
    },
    amountHint: 'En dólares; por ejemplo, 54,250.50',
    other: 'Descripción',
    otherHint: '¿De dónde provienen? Máximo 255 caracteres.',
    caseManagerName: 'Nombre del administrador de casos (opcional)',
    caseManagerContact: 'Teléfono o correo electrónico del administrador de casos (opcional)',
    save: 'Guardar',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    uploadsPending: 'Espere a que terminen de subirse sus archivos y luego guarde.',
  },
  documents: {
    heading: 'Documentos',
    chooseTypeFirst: 'Primero elija el tipo para ver qué documentos requiere.',
    oneOf: 'Suba uno de los siguientes.',
    allOf: 'Suba cada uno de los siguientes.',
    exactly_one: 'Suba {{count}} archivo.',
    exactly_other: 'Suba {{count}} archivos.',
    range: 'Suba de {{min}} a {{max}} archivos.',
    upTo_one: 'Opcional: hasta {{count}} archivo.',
    upTo_other: 'Opcional: hasta {{count}} archivos.',
    paystubTip:
      'Consejo: los talones de pago deben tener fecha de los últimos 45 días, o de los últimos 90 días si le pagan mensualmente.',
    // The label is the document's name from the community's settings, so it follows a colon.
    add: 'Agregar: {{label}}',
    accepted: 'JPG, PNG o PDF, de hasta 10 MB cada uno.',
    full: 'Ya agregó todos los archivos que admite este documento.',
    ignored_one: 'No se agregó {{count}} archivo: este documento admite como máximo {{max}}.',
    ignored_other: 'No se agregaron {{count}} archivos: este documento admite como máximo {{max}}.',
    passwordProtected:
      'Su archivo {{file}} está protegido con contraseña, por lo que no se puede revisar. Suba una copia sin contraseña.',
    uploading: 'Subiendo…',
    uploaded: 'Subido',
    remove: 'Quitar',
    filesLabel: 'Archivos agregados para {{label}}',
    other: {
      label: 'Otros documentos',
      description:
        'Cualquier otro documento que compruebe esta fuente, como una carta de oferta de empleo o una carta de su empleador.',
    },
    missing_one: 'Agregue {{count}} archivo más para {{label}}.',
    missing_other: 'Agregue {{count}} archivos más para {{label}}.',
    missingOneOf: 'Agregue los documentos de una de estas opciones:',
  },
  linkedDocuments: {
    title: 'Subir documentos para {{name}}',
    missingTitle: 'Subir documentos',
    intro:
      'Esta fuente proviene de su cuenta vinculada. Agregue documentos que la comprueben, por ejemplo, cuando el vínculo no pudo verificarla. El equipo de arrendamiento los revisa junto con su solicitud.',
  },
  remove: {
    title: 'Quitar fuente',
    heading: '¿Quitar {{name}}?',
    intro:
      'Esto quita {{name}} y sus documentos de su solicitud. Puede volver a agregar esta fuente más tarde.',
    confirm: 'Quitar',
    removing: 'Quitando…',
    goBack: 'Regresar',
    failed: '¡Uy! Tuvimos problemas para quitar su fuente financiera. Inténtelo de nuevo en un momento.',
  },
  startOver: {
    title: 'Empezar de nuevo',
    heading: '¿Empezar de nuevo?',
    intro:
      'Esto quita todos los ingresos, activos y vales de vivienda que agregó, con sus documentos, para que pueda empezar otra vez.',
    confirm: 'Empezar de nuevo',
    failed: '¡Uy! Tuvimos problemas para quitar sus registros financieros. Inténtelo de nuevo en un momento.',
  },
};
