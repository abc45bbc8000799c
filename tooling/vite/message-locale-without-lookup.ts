/**
 * Each `IntlMessageFormat` that Cloudscape's I18nProvider makes (one per message it shows) resolves its
 * locale through `Intl.NumberFormat.supportedLocalesOf`. The first such call has the browser list every
 * locale ICU knows: a long task on a phone, on the login page's first render, where nothing else uses Intl
 * (docs/performance.md has the figures). The resolved locale only feeds
 * `resolvedOptions()` and the message parser, which this build leaves out (formatjs's no-parser entry);
 * formatting uses the locales as given. Cloudscape passes one supported locale string (`en`, `zh-cn`…),
 * for which `new Intl.Locale` gives the same locale as the lookup did. The production build resolves it
 * that way. It fails the build if intl-messageformat's function no longer reads as expected.
 */
import type { Plugin } from 'vite';

const coreModule = /[\\/]intl-messageformat[\\/]lib[\\/]src[\\/]core\.js$/;

/** The lookup as it reads in the shipped code, and what takes its place. */
const lookup = `        var supportedLocales = Intl.NumberFormat.supportedLocalesOf(locales);
        if (supportedLocales.length > 0) {
            return new Intl.Locale(supportedLocales[0]);
        }
        return new Intl.Locale(typeof locales === 'string' ? locales : locales[0]);`;
const direct = `        return new Intl.Locale(typeof locales === 'string' ? locales : locales[0]);`;

export function messageLocaleWithoutLookup(): Plugin {
  let replaced = false;
  return {
    name: 'hostel-message-locale-without-lookup',
    apply: 'build',
    transform(code, id) {
      if (!coreModule.test(id)) return undefined;
      if (!code.includes(lookup))
        this.error(`intl-messageformat's resolveLocale no longer reads as ${import.meta.filename} expects`);
      replaced = true;
      return { code: code.replace(lookup, direct), map: null };
    },
    buildEnd() {
      if (!replaced) this.warn("intl-messageformat's core.js was not found; its locales are looked up");
    },
  };
}
