/** Cloudscape's messages per app language, loaded without Cloudscape's own `importMessages` (issue 28). */
import { languageCodes, localeOf } from '../i18n/languages';
import { loadCloudscapeMessages } from './cloudscape-messages';

const navigationToggle = (messages: readonly unknown[]) =>
  (
    messages[0] as {
      'cloudscape-design-components': Record<string, { 'app-layout': Record<string, [{ value: string }]> }>;
    }
  )['cloudscape-design-components'];

describe('loadCloudscapeMessages', () => {
  it.each(languageCodes)('loads the messages of %s', async (code) => {
    // Act
    const messages = await loadCloudscapeMessages(localeOf(code));

    // Assess
    expect(messages).toHaveLength(1);
    const byLocale = navigationToggle(messages);
    expect(Object.keys(byLocale)).toEqual([localeOf(code)]);
  });

  it('gives the same array for a locale every time, so the provider does not render again', async () => {
    expect(await loadCloudscapeMessages('de')).toBe(await loadCloudscapeMessages('de'));
  });

  it('names the side navigation in German as AppLayout does', async () => {
    const [de] = Object.values(navigationToggle(await loadCloudscapeMessages('de')));
    expect(de?.['app-layout']['ariaLabels.navigationToggle']?.[0].value).toBe('Seitennavigation öffnen');
  });

  it('has no messages for a locale Cloudscape is not asked for', async () => {
    expect(await loadCloudscapeMessages('xx')).toEqual([]);
  });
});
