/** Typed keys: a `t('…')` key missing from the English files fails the type check. */
import 'i18next';

import type allotment from './locales/en/allotment.json';
import type analytics from './locales/en/analytics.json';
import type auth from './locales/en/auth.json';
import type board from './locales/en/board.json';
import type builder from './locales/en/builder.json';
import type calendar from './locales/en/calendar.json';
import type codes from './locales/en/codes.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type doors from './locales/en/doors.json';
import type errors from './locales/en/errors.json';
import type feedback from './locales/en/feedback.json';
import type landing from './locales/en/landing.json';
import type privacy from './locales/en/privacy.json';
import type profile from './locales/en/profile.json';
import type recurring from './locales/en/recurring.json';
import type reference from './locales/en/reference.json';
import type requests from './locales/en/requests.json';
import type residents from './locales/en/residents.json';
import type rooms from './locales/en/rooms.json';
import type settings from './locales/en/settings.json';
import type shell from './locales/en/shell.json';
import type users from './locales/en/users.json';
import type validation from './locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      landing: typeof landing;
      shell: typeof shell;
      validation: typeof validation;
      errors: typeof errors;
      codes: typeof codes;
      dashboard: typeof dashboard;
      requests: typeof requests;
      feedback: typeof feedback;
      users: typeof users;
      profile: typeof profile;
      builder: typeof builder;
      settings: typeof settings;
      allotment: typeof allotment;
      analytics: typeof analytics;
      rooms: typeof rooms;
      residents: typeof residents;
      board: typeof board;
      recurring: typeof recurring;
      calendar: typeof calendar;
      doors: typeof doors;
      reference: typeof reference;
      privacy: typeof privacy;
    };
  }
}
