/** The notification mails' texts in the six languages of the site. */
import type { Language } from '#shared/languages';

import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import type { NoticeTexts } from './types';
import { zh } from './zh';

export type { MailedKind, NoticeTexts, NoticeWords } from './types';

export const noticeTexts: Record<Language, NoticeTexts> = { de, en, es, fr, ja, zh };
