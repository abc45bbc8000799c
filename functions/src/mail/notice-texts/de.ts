import type { NoticeTexts } from './types';

/** A maintenance report's status (issue 32), as the mail says it. */
const status: Record<string, string> = {
  new: 'neu',
  inProgress: 'in Arbeit',
  fixed: 'behoben',
  wontFix: 'wird nicht behoben',
};

export const de: NoticeTexts = {
  hello: (name) => `Hallo ${name},`,
  open: 'Hostel Clean öffnen',
  footer:
    'Sie erhalten diese Mail wegen Ihrer Benachrichtigungseinstellungen bei Hostel Clean; Sie können sie in Ihrem Profil ändern.',
  kinds: {
    allotted: {
      subject: (w) => `Ihre Reinigung am ${w.date} ist zugeteilt`,
      body: (w) => `${w.keeperName} reinigt Zimmer ${w.room} am ${w.date} um ${w.time}.`,
    },
    completed: {
      subject: (w) => `Zimmer ${w.room} wurde gereinigt`,
      body: (w) =>
        `${w.keeperName} hat die Reinigung von Zimmer ${w.room} (${w.date}) abgeschlossen. Sie können sie jetzt bewerten.`,
    },
    turnedBack: {
      subject: (w) => `Ihre Reinigung am ${w.date} wurde zurückgegeben`,
      body: (w) =>
        `${w.byName} konnte Zimmer ${w.room} am ${w.date} nicht reinigen: „${w.reason}“. Ihre Anfrage wartet wieder darauf, dass die Verwaltung sie neu zuteilt.`,
    },
    rejected: {
      subject: (w) => `Ihre Reinigungsanfrage für den ${w.date} wurde abgelehnt`,
      body: (w) => `${w.byName} hat Ihre Anfrage für Zimmer ${w.room} am ${w.date} abgelehnt: „${w.reason}“.`,
    },
    released: {
      subject: (w) => `Ihre Reinigung am ${w.date} braucht eine neue Reinigungskraft`,
      body: (w) =>
        `Die Reinigungskraft Ihrer Anfrage für den ${w.date} um ${w.time} ist nicht mehr da. Ihre Anfrage wartet wieder darauf, dass die Verwaltung sie neu zuteilt.`,
    },
    assigned: {
      subject: (w) => `Neue Reinigung: Zimmer ${w.room} am ${w.date}`,
      body: (w) =>
        `${w.byName} hat Ihnen Zimmer ${w.room} (${w.studentName}) am ${w.date} um ${w.time} zugeteilt.${w.message ? ` Notiz: „${w.message}“` : ''}`,
    },
    takenAway: {
      subject: (w) => `Zimmer ${w.room} am ${w.date} wurde von Ihrer Liste genommen`,
      body: (w) => `${w.byName} hat Zimmer ${w.room} am ${w.date} von Ihrer Liste genommen: „${w.reason}“.`,
    },
    rated: {
      subject: (w) => `Neue Bewertung: ${w.stars} von 5`,
      body: (w) =>
        `${w.studentName} hat Ihre Reinigung von Zimmer ${w.room} am ${w.date} mit ${w.stars} von 5 Sternen bewertet.`,
    },
    needsReallot: {
      subject: (w) => `Zimmer ${w.room} am ${w.date} muss neu zugeteilt werden`,
      body: (w) =>
        `${w.byName} hat die Reinigung von Zimmer ${w.room} am ${w.date} zurückgegeben: „${w.reason}“. Teilen Sie sie im Dashboard neu zu.`,
    },
    registration: {
      subject: (w) => `${w.studentName} wartet auf Ihre Freigabe`,
      body: (w) => `${w.studentName} hat sich als Studierende(r) registriert und wartet auf Ihre Freigabe.`,
    },
    cancelled: {
      subject: (w) => `Zimmer ${w.room} am ${w.date} wurde storniert`,
      body: (w) =>
        `${w.studentName} hat die Reinigung von Zimmer ${w.room} am ${w.date} um ${w.time} storniert.`,
    },
    moved: {
      subject: (w) => `Zimmer ${w.room} verschoben auf ${w.date} um ${w.time}`,
      body: (w) =>
        `${w.byName} hat die Reinigung von Zimmer ${w.room} vom ${w.fromDate} um ${w.fromTime} auf den ${w.date} um ${w.time} verschoben.`,
    },
    movedOff: {
      subject: (w) => `Zimmer ${w.room} auf den ${w.date} verschoben und von Ihrer Liste genommen`,
      body: (w) =>
        `${w.byName} hat die Reinigung von Zimmer ${w.room} vom ${w.fromDate} auf den ${w.date} um ${w.time} verschoben, einen freien Tag von Ihnen. Sie ist nicht mehr auf Ihrer Liste und wartet wieder auf Zuteilung.`,
    },
    reclean: {
      subject: (w) => `Zimmer ${w.room} muss am ${w.date} nachgereinigt werden`,
      body: (w) =>
        `${w.byName} bittet Sie, Zimmer ${w.room} am ${w.date} um ${w.time} erneut zu reinigen. ${w.reason ? `Nicht in Ordnung: ${w.reason}. ` : ''}${w.message}`,
    },
    recleanPlanned: {
      subject: (w) => `Zimmer ${w.room} wird am ${w.date} erneut gereinigt`,
      body: (w) =>
        `${w.byName} hat veranlasst, dass Ihr Zimmer ${w.room} am ${w.date} um ${w.time} erneut gereinigt wird. Danke für Ihre Rückmeldung.`,
    },
    cleanAhead: {
      subject: (w) => `Zimmer ${w.room} wird am ${w.date} um ${w.time} gereinigt`,
      body: (w) =>
        `Ihr Zimmer ${w.room} hat am ${w.date} um ${w.time} seine regelmäßige Reinigung. Wenn es Ihnen nicht passt, können Sie sie auf Ihrer Übersicht bis ${w.count} Stunden vorher auslassen oder auf einen anderen Tag dieser Woche verschieben.`,
    },
    maintenance: {
      subject: (w) => `Ihre Meldung zu Zimmer ${w.room}: ${status[w.maintenanceStatus]}`,
      body: (w) =>
        `${w.byName} hat Ihre Schadensmeldung zu Zimmer ${w.room} geändert: Sie ist jetzt ${status[w.maintenanceStatus]}. Sie finden sie unter Meine Meldungen.`,
    },
    maintenanceReported: {
      subject: (w) => `Neues Problem in Zimmer ${w.room}`,
      body: (w) =>
        `${w.byName} hat ein Problem in Zimmer ${w.room} gemeldet: „${w.reason}“ Die Meldung ist neu auf der Instandhaltungstafel.`,
    },
  },
};
