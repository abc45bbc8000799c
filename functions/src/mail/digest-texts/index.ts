/** The morning mail's texts in the six languages of the site. */
import type { Language } from '#shared/languages';

import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import type { DigestTexts } from './types';
import { zh } from './zh';

export type { DigestTexts, DigestWords } from './types';

export const digestTexts: Record<Language, DigestTexts> = { de, en, es, fr, ja, zh };
