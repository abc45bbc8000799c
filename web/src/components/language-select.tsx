/**
 * The language picker of the public pages ('Select your language'): a native select, light enough for
 * the landing page's budget. The choice is remembered by i18next's detector.
 */
import { useTranslation } from 'react-i18next';

import { isLanguage, languages } from '../i18n/languages';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('selectLanguage')}</span>
      <select
        value={i18n.resolvedLanguage}
        title={t('selectLanguage')}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
