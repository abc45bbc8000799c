import type { NoticeTexts } from './types';

/** A maintenance report's status (issue 32), as the mail says it. */
const status: Record<string, string> = {
  new: 'new',
  inProgress: 'in progress',
  fixed: 'fixed',
  wontFix: 'won’t be fixed',
};

export const en: NoticeTexts = {
  hello: (name) => `Hello ${name},`,
  open: 'Open Hostel Clean',
  footer:
    'You get this mail because of your Hostel Clean notification settings; change them on your profile.',
  kinds: {
    allotted: {
      subject: (w) => `Your cleaning on ${w.date} is allotted`,
      body: (w) => `${w.keeperName} will clean room ${w.room} on ${w.date} at ${w.time}.`,
    },
    completed: {
      subject: (w) => `Room ${w.room} has been cleaned`,
      body: (w) =>
        `${w.keeperName} completed the cleaning of room ${w.room} (${w.date}). You can rate it now.`,
    },
    turnedBack: {
      subject: (w) => `Your cleaning on ${w.date} was turned back`,
      body: (w) =>
        `${w.byName} could not clean room ${w.room} on ${w.date}: “${w.reason}”. Your request is back in the queue for the admin to allot again.`,
    },
    rejected: {
      subject: (w) => `Your cleaning request for ${w.date} was rejected`,
      body: (w) => `${w.byName} rejected your request for room ${w.room} on ${w.date}: “${w.reason}”.`,
    },
    released: {
      subject: (w) => `Your cleaning on ${w.date} needs a new roomkeeper`,
      body: (w) =>
        `The roomkeeper of your request for ${w.date} at ${w.time} has left. Your request is back in the queue for the admin to allot again.`,
    },
    assigned: {
      subject: (w) => `New cleaning: room ${w.room} on ${w.date}`,
      body: (w) =>
        `${w.byName} allotted you room ${w.room} (${w.studentName}) on ${w.date} at ${w.time}.${w.message ? ` Their note: “${w.message}”` : ''}`,
    },
    takenAway: {
      subject: (w) => `Room ${w.room} on ${w.date} was taken off your list`,
      body: (w) => `${w.byName} took room ${w.room} on ${w.date} off your list: “${w.reason}”.`,
    },
    rated: {
      subject: (w) => `New rating: ${w.stars} of 5`,
      body: (w) =>
        `${w.studentName} rated your cleaning of room ${w.room} on ${w.date} with ${w.stars} of 5 stars.`,
    },
    needsReallot: {
      subject: (w) => `Room ${w.room} on ${w.date} needs a Re-Allot`,
      body: (w) =>
        `${w.byName} turned back the cleaning of room ${w.room} on ${w.date}: “${w.reason}”. Allot it again from the dashboard.`,
    },
    registration: {
      subject: (w) => `${w.studentName} waits for your approval`,
      body: (w) => `${w.studentName} registered as a student and waits for your approval.`,
    },
    cancelled: {
      subject: (w) => `Room ${w.room} on ${w.date} was cancelled`,
      body: (w) => `${w.studentName} cancelled the cleaning of room ${w.room} on ${w.date} at ${w.time}.`,
    },
    moved: {
      subject: (w) => `Room ${w.room} moved to ${w.date} at ${w.time}`,
      body: (w) =>
        `${w.byName} moved the cleaning of room ${w.room} from ${w.fromDate} at ${w.fromTime} to ${w.date} at ${w.time}.`,
    },
    movedOff: {
      subject: (w) => `Room ${w.room} moved to ${w.date} and left your list`,
      body: (w) =>
        `${w.byName} moved the cleaning of room ${w.room} from ${w.fromDate} to ${w.date} at ${w.time}, a day you are off. It is off your list and back in the queue.`,
    },
    reclean: {
      subject: (w) => `Room ${w.room} needs a re-clean on ${w.date}`,
      body: (w) =>
        `${w.byName} asks you to clean room ${w.room} again on ${w.date} at ${w.time}. ${w.reason ? `What failed: ${w.reason}. ` : ''}${w.message}`,
    },
    recleanPlanned: {
      subject: (w) => `Room ${w.room} will be cleaned again on ${w.date}`,
      body: (w) =>
        `${w.byName} has asked for your room ${w.room} to be cleaned again on ${w.date} at ${w.time}. Thank you for telling us.`,
    },
    cleanAhead: {
      subject: (w) => `Room ${w.room} will be cleaned on ${w.date} at ${w.time}`,
      body: (w) =>
        `Your room ${w.room} has its regular clean on ${w.date} at ${w.time}. If it does not suit you, you may skip it or move it to another day that week on your dashboard, up to ${w.count} hours before its time.`,
    },
    maintenance: {
      subject: (w) => `Your report on room ${w.room}: ${status[w.maintenanceStatus]}`,
      body: (w) =>
        `${w.byName} changed your maintenance report on room ${w.room}: it is now ${status[w.maintenanceStatus]}. See it under My reports.`,
    },
    maintenanceReported: {
      subject: (w) => `New problem in room ${w.room}`,
      body: (w) =>
        `${w.byName} reported a problem in room ${w.room}: “${w.reason}” It is new on the maintenance board.`,
    },
  },
};
