import type { DigestTexts } from './types';

export const de: DigestTexts = {
  subject: (w) => `${w.hostel}: Ihre Morgenübersicht für ${w.date}`,
  hello: (name) => `Guten Morgen ${name},`,
  intro: (w) => `So steht es heute Morgen um ${w.hostel}:`,
  pending: (w) => `Offene Anfragen, die auf Zuteilung warten: ${w.pending}`,
  overdue: (w) => `Überfällige Anfragen: ${w.overdue}`,
  turnedBack: (w) => `Von einer Reinigungskraft zurückgegeben, neu zuzuteilen: ${w.turnedBack}`,
  waiting: (w) => `Registrierungen, die auf Ihre Freigabe warten: ${w.waiting}`,
  open: 'Dashboard öffnen',
  footer:
    'Sie erhalten diese Mail jeden Morgen als Admin Ihres Hostels; die Uhrzeit ändern oder die Mail abschalten können Sie in den Hostel-Einstellungen.',
};
