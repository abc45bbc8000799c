import type { NoticeTexts } from './types';

/** A maintenance report's status (issue 32), as the mail says it. */
const status: Record<string, string> = {
  new: 'nuevo',
  inProgress: 'en curso',
  fixed: 'arreglado',
  wontFix: 'no se arreglará',
};

export const es: NoticeTexts = {
  hello: (name) => `Hola, ${name}:`,
  open: 'Abrir Hostel Clean',
  footer:
    'Recibe este correo por su configuración de notificaciones de Hostel Clean; puede cambiarla en su perfil.',
  kinds: {
    allotted: {
      subject: (w) => `Su limpieza del ${w.date} está asignada`,
      body: (w) => `${w.keeperName} limpiará la habitación ${w.room} el ${w.date} a las ${w.time}.`,
    },
    completed: {
      subject: (w) => `La habitación ${w.room} está limpia`,
      body: (w) =>
        `${w.keeperName} completó la limpieza de la habitación ${w.room} (${w.date}). Ya puede valorarla.`,
    },
    turnedBack: {
      subject: (w) => `Su limpieza del ${w.date} fue devuelta`,
      body: (w) =>
        `${w.byName} no pudo limpiar la habitación ${w.room} el ${w.date}: «${w.reason}». Su solicitud vuelve a la cola para que la administración la asigne de nuevo.`,
    },
    rejected: {
      subject: (w) => `Su solicitud de limpieza del ${w.date} fue rechazada`,
      body: (w) =>
        `${w.byName} rechazó su solicitud para la habitación ${w.room} el ${w.date}: «${w.reason}».`,
    },
    released: {
      subject: (w) => `Su limpieza del ${w.date} necesita otro encargado`,
      body: (w) =>
        `El encargado de su solicitud del ${w.date} a las ${w.time} ya no está. Su solicitud vuelve a la cola para que la administración la asigne de nuevo.`,
    },
    assigned: {
      subject: (w) => `Nueva limpieza: habitación ${w.room} el ${w.date}`,
      body: (w) =>
        `${w.byName} le asignó la habitación ${w.room} (${w.studentName}) el ${w.date} a las ${w.time}.${w.message ? ` Su nota: «${w.message}»` : ''}`,
    },
    takenAway: {
      subject: (w) => `La habitación ${w.room} del ${w.date} salió de su lista`,
      body: (w) => `${w.byName} quitó de su lista la habitación ${w.room} del ${w.date}: «${w.reason}».`,
    },
    rated: {
      subject: (w) => `Nueva valoración: ${w.stars} de 5`,
      body: (w) =>
        `${w.studentName} valoró su limpieza de la habitación ${w.room} del ${w.date} con ${w.stars} de 5 estrellas.`,
    },
    needsReallot: {
      subject: (w) => `La habitación ${w.room} del ${w.date} necesita reasignación`,
      body: (w) =>
        `${w.byName} devolvió la limpieza de la habitación ${w.room} del ${w.date}: «${w.reason}». Asígnela de nuevo desde el panel.`,
    },
    registration: {
      subject: (w) => `${w.studentName} espera su aprobación`,
      body: (w) => `${w.studentName} se registró como estudiante y espera su aprobación.`,
    },
    cancelled: {
      subject: (w) => `La habitación ${w.room} del ${w.date} fue cancelada`,
      body: (w) =>
        `${w.studentName} canceló la limpieza de la habitación ${w.room} del ${w.date} a las ${w.time}.`,
    },
    moved: {
      subject: (w) => `La habitación ${w.room} pasó al ${w.date} a las ${w.time}`,
      body: (w) =>
        `${w.byName} cambió la limpieza de la habitación ${w.room} del ${w.fromDate} a las ${w.fromTime} al ${w.date} a las ${w.time}.`,
    },
    movedOff: {
      subject: (w) => `La habitación ${w.room} pasó al ${w.date} y salió de su lista`,
      body: (w) =>
        `${w.byName} cambió la limpieza de la habitación ${w.room} del ${w.fromDate} al ${w.date} a las ${w.time}, un día libre suyo. Salió de su lista y vuelve a esperar asignación.`,
    },
    reclean: {
      subject: (w) => `La habitación ${w.room} necesita otra limpieza el ${w.date}`,
      body: (w) =>
        `${w.byName} le pide limpiar de nuevo la habitación ${w.room} el ${w.date} a las ${w.time}. ${w.reason ? `Lo que falló: ${w.reason}. ` : ''}${w.message}`,
    },
    recleanPlanned: {
      subject: (w) => `Su habitación ${w.room} se limpiará de nuevo el ${w.date}`,
      body: (w) =>
        `${w.byName} ha pedido que su habitación ${w.room} se limpie de nuevo el ${w.date} a las ${w.time}. Gracias por avisarnos.`,
    },
    cleanAhead: {
      subject: (w) => `La habitación ${w.room} se limpiará el ${w.date} a las ${w.time}`,
      body: (w) =>
        `Su habitación ${w.room} tiene su limpieza habitual el ${w.date} a las ${w.time}. Si no le viene bien, puede saltarla o pasarla a otro día de esa semana en su panel, hasta ${w.count} horas antes.`,
    },
    maintenance: {
      subject: (w) => `Su aviso sobre la habitación ${w.room}: ${status[w.maintenanceStatus]}`,
      body: (w) =>
        `${w.byName} cambió su aviso de mantenimiento sobre la habitación ${w.room}: ahora está ${status[w.maintenanceStatus]}. Véalo en Mis avisos.`,
    },
    maintenanceReported: {
      subject: (w) => `Nuevo problema en la habitación ${w.room}`,
      body: (w) =>
        `${w.byName} avisó de un problema en la habitación ${w.room}: «${w.reason}» Está como nuevo en el tablero de mantenimiento.`,
    },
  },
};
