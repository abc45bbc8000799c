import type { DigestTexts } from './types';

export const es: DigestTexts = {
  subject: (w) => `${w.hostel}: tu resumen de la mañana del ${w.date}`,
  hello: (name) => `Buenos días, ${name}:`,
  intro: (w) => `Así está ${w.hostel} esta mañana:`,
  pending: (w) => `Solicitudes pendientes de asignar: ${w.pending}`,
  overdue: (w) => `Solicitudes atrasadas: ${w.overdue}`,
  turnedBack: (w) => `Devueltas por un encargado, por reasignar: ${w.turnedBack}`,
  waiting: (w) => `Registros que esperan tu aprobación: ${w.waiting}`,
  open: 'Abrir el panel',
  footer:
    'Recibes este correo cada mañana como administrador de tu albergue; cambia su hora o desactívalo en los ajustes del albergue.',
};
