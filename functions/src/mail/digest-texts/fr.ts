import type { DigestTexts } from './types';

export const fr: DigestTexts = {
  subject: (w) => `${w.hostel} : votre résumé du matin pour le ${w.date}`,
  hello: (name) => `Bonjour ${name},`,
  intro: (w) => `Voici où en est ${w.hostel} ce matin :`,
  pending: (w) => `Demandes en attente d’attribution : ${w.pending}`,
  overdue: (w) => `Demandes en retard : ${w.overdue}`,
  turnedBack: (w) => `Renvoyées par un agent, à réattribuer : ${w.turnedBack}`,
  waiting: (w) => `Inscriptions en attente de votre validation : ${w.waiting}`,
  open: 'Ouvrir le tableau de bord',
  footer:
    'Vous recevez ce courriel chaque matin en tant qu’administrateur de votre auberge ; changez son heure ou désactivez-le dans les paramètres de l’auberge.',
};
