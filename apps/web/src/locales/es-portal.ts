import type { portal as english } from './en-portal';
import type { Translation } from './translation';

/** Spanish texts of the portal frame (top bar, menu, drawer) and the shared task card. */
export const portal: Translation<typeof english> = {
  topBar: {
    logIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
  },
  impersonation: {
    viewingAs: 'Está viendo el portal como {{name}}',
    staff: 'Sesión iniciada por el miembro del personal {{name}}. Todo lo que se haga aquí queda registrado.',
  },
  profileMenu: {
    buttonLabel: '{{name}}, menú del perfil',
    navLabel: 'Perfil',
    items: {
      account: 'Cuenta',
      'my-activity': 'Mi actividad',
      'my-leases': 'Mis contratos',
      'payment-methods': 'Métodos de pago',
      'screening-reports': 'Informes de evaluación',
      'resident-portal': 'Ir al portal para residentes',
      'staff-applications': 'Solicitudes',
      'identity-reviews': 'Revisión de identificaciones con foto',
      logout: 'Cerrar sesión',
    },
    loggingOut: 'Cerrando sesión…',
  },
  drawer: {
    label: 'Progreso de la solicitud',
    toggle: 'Progreso de la solicitud',
    contactLabel: 'Oficina de arrendamiento',
  },
  policyLinks: {
    drawerNavLabel: 'Políticas y ayuda',
    footerNavLabel: 'Pie de página',
    privacy: 'Privacidad',
    terms: 'Términos de uso',
    faq: 'Preguntas frecuentes',
    accessibility: 'Accesibilidad',
  },
  homePage: 'Ir a la página de inicio',
  taskCard: {
    tip: 'Consejo:',
    addAnother: 'Agregar otro {{thing}}',
    goBack: 'Regresar',
  },
};
