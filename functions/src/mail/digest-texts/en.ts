import type { DigestTexts } from './types';

export const en: DigestTexts = {
  subject: (w) => `${w.hostel}: your morning summary for ${w.date}`,
  hello: (name) => `Good morning ${name},`,
  intro: (w) => `This is where ${w.hostel} stands this morning:`,
  pending: (w) => `Pending requests waiting to be allotted: ${w.pending}`,
  overdue: (w) => `Overdue requests: ${w.overdue}`,
  turnedBack: (w) => `Turned back by a roomkeeper, needing a Re-Allot: ${w.turnedBack}`,
  waiting: (w) => `Registrations waiting for your approval: ${w.waiting}`,
  open: 'Open the dashboard',
  footer:
    'You get this mail every morning as an admin of your hostel; change its hour or turn it off in the Hostel settings.',
};
