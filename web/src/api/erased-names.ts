/**
 * An erased person's name is stored as a marker (`#shared/erasure`) wherever it was copied; every answer
 * is read through this reviver, so the site shows "Former resident" in the reader's language wherever a
 * name would be (lists, timelines, cards, notifications, CSV files), with no page knowing of it.
 */
import i18n from 'i18next';

import { erasedName } from '#shared/erasure';

export function showErasedNames(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !value.includes(erasedName)) return value;
  return value.replaceAll(erasedName, i18n.t('common:formerResident'));
}
