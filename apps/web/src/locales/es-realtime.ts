import type { realtime as english } from './en-realtime';
import type { Translation } from './translation';

/** Spanish texts of live updates: what a polite live region says when an application's status changes. */
export const realtime: Translation<typeof english> = {
  announcements: {
    submitted: 'Su solicitud se ha enviado.',
    approved: 'Su solicitud ha sido aprobada.',
    conditionallyApproved: 'Su solicitud ha sido aprobada con condiciones.',
    denied: 'Se ha tomado una decisión sobre su solicitud.',
    cancelled: 'Su solicitud ha sido cancelada.',
    completed: 'Todas las partes han firmado su contrato de arrendamiento.',
  },
};
