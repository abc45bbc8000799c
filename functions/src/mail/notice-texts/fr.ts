import type { NoticeTexts } from './types';

/** A maintenance report's status (issue 32), as the mail says it. */
const status: Record<string, string> = {
  new: 'nouveau',
  inProgress: 'en cours',
  fixed: 'réparé',
  wontFix: 'ne sera pas réparé',
};

export const fr: NoticeTexts = {
  hello: (name) => `Bonjour ${name},`,
  open: 'Ouvrir Hostel Clean',
  footer:
    'Vous recevez ce courriel en raison de vos préférences de notification Hostel Clean ; vous pouvez les modifier dans votre profil.',
  kinds: {
    allotted: {
      subject: (w) => `Votre ménage du ${w.date} est attribué`,
      body: (w) => `${w.keeperName} nettoiera la chambre ${w.room} le ${w.date} à ${w.time}.`,
    },
    completed: {
      subject: (w) => `La chambre ${w.room} a été nettoyée`,
      body: (w) =>
        `${w.keeperName} a terminé le ménage de la chambre ${w.room} (${w.date}). Vous pouvez maintenant l’évaluer.`,
    },
    turnedBack: {
      subject: (w) => `Votre ménage du ${w.date} a été renvoyé`,
      body: (w) =>
        `${w.byName} n’a pas pu nettoyer la chambre ${w.room} le ${w.date} : « ${w.reason} ». Votre demande attend de nouveau d’être attribuée par l’administration.`,
    },
    rejected: {
      subject: (w) => `Votre demande de ménage du ${w.date} a été refusée`,
      body: (w) =>
        `${w.byName} a refusé votre demande pour la chambre ${w.room} le ${w.date} : « ${w.reason} ».`,
    },
    released: {
      subject: (w) => `Votre ménage du ${w.date} a besoin d’un autre agent`,
      body: (w) =>
        `L’agent d’entretien de votre demande du ${w.date} à ${w.time} est parti. Votre demande attend de nouveau d’être attribuée par l’administration.`,
    },
    assigned: {
      subject: (w) => `Nouveau ménage : chambre ${w.room} le ${w.date}`,
      body: (w) =>
        `${w.byName} vous a attribué la chambre ${w.room} (${w.studentName}) le ${w.date} à ${w.time}.${w.message ? ` Sa note : « ${w.message} »` : ''}`,
    },
    takenAway: {
      subject: (w) => `La chambre ${w.room} du ${w.date} a été retirée de votre liste`,
      body: (w) => `${w.byName} a retiré de votre liste la chambre ${w.room} du ${w.date} : « ${w.reason} ».`,
    },
    rated: {
      subject: (w) => `Nouvelle évaluation : ${w.stars} sur 5`,
      body: (w) =>
        `${w.studentName} a évalué votre ménage de la chambre ${w.room} du ${w.date} : ${w.stars} étoiles sur 5.`,
    },
    needsReallot: {
      subject: (w) => `La chambre ${w.room} du ${w.date} doit être réattribuée`,
      body: (w) =>
        `${w.byName} a renvoyé le ménage de la chambre ${w.room} du ${w.date} : « ${w.reason} ». Réattribuez-le depuis le tableau de bord.`,
    },
    registration: {
      subject: (w) => `${w.studentName} attend votre approbation`,
      body: (w) => `${w.studentName} s’est inscrit(e) comme étudiant(e) et attend votre approbation.`,
    },
    cancelled: {
      subject: (w) => `La chambre ${w.room} du ${w.date} a été annulée`,
      body: (w) => `${w.studentName} a annulé le nettoyage de la chambre ${w.room} du ${w.date} à ${w.time}.`,
    },
    moved: {
      subject: (w) => `La chambre ${w.room} est déplacée au ${w.date} à ${w.time}`,
      body: (w) =>
        `${w.byName} a déplacé le nettoyage de la chambre ${w.room} du ${w.fromDate} à ${w.fromTime} au ${w.date} à ${w.time}.`,
    },
    movedOff: {
      subject: (w) => `La chambre ${w.room} est déplacée au ${w.date} et retirée de votre liste`,
      body: (w) =>
        `${w.byName} a déplacé le nettoyage de la chambre ${w.room} du ${w.fromDate} au ${w.date} à ${w.time}, un jour où vous êtes en repos. Il est retiré de votre liste et attend une nouvelle attribution.`,
    },
    reclean: {
      subject: (w) => `La chambre ${w.room} est à nettoyer de nouveau le ${w.date}`,
      body: (w) =>
        `${w.byName} vous demande de nettoyer de nouveau la chambre ${w.room} le ${w.date} à ${w.time}. ${w.reason ? `Points refusés : ${w.reason}. ` : ''}${w.message}`,
    },
    recleanPlanned: {
      subject: (w) => `Votre chambre ${w.room} sera nettoyée de nouveau le ${w.date}`,
      body: (w) =>
        `${w.byName} a demandé un nouveau nettoyage de votre chambre ${w.room} le ${w.date} à ${w.time}. Merci de nous l’avoir signalé.`,
    },
    cleanAhead: {
      subject: (w) => `La chambre ${w.room} sera nettoyée le ${w.date} à ${w.time}`,
      body: (w) =>
        `Votre chambre ${w.room} a son nettoyage régulier le ${w.date} à ${w.time}. S'il ne vous convient pas, vous pouvez le sauter ou le déplacer à un autre jour de cette semaine depuis votre tableau de bord, jusqu'à ${w.count} heures avant.`,
    },
    maintenance: {
      subject: (w) => `Votre signalement pour la chambre ${w.room} : ${status[w.maintenanceStatus]}`,
      body: (w) =>
        `${w.byName} a modifié votre signalement pour la chambre ${w.room} : il est maintenant ${status[w.maintenanceStatus]}. Retrouvez-le dans Mes signalements.`,
    },
    maintenanceReported: {
      subject: (w) => `Nouveau problème dans la chambre ${w.room}`,
      body: (w) =>
        `${w.byName} a signalé un problème dans la chambre ${w.room} : « ${w.reason} » Il est nouveau sur le tableau de maintenance.`,
    },
  },
};
