/**
 * The top bar (spec §2): identity, the Dashboard link (the header menu's only entry), the notifications
 * bell, the language picker and the user menu with greeting, name, profile image or blank avatar, My Profile and Sign Out.
 */
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';

import { useFollow } from '../../hooks/use-follow';
import { isLanguage, languageEntry, languages } from '../../i18n/languages';
import { useLive } from '../../live';
import { paths } from '../../paths';

const languagePrefix = 'language:';

// Memoised: the shell re-renders for its panels and settings, and each render of Cloudscape's top
// navigation measures its utilities again (issue 28).
export const TopBar = memo(function TopBar({ user, onBell }: { user: User; onBell(): void }) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const { unread } = useLive();
  const onFollow = useFollow();
  const current = languageEntry(i18n.resolvedLanguage);
  const displayName = user.name || `${user.firstname} ${user.lastname}`.trim() || user.email;

  return (
    <TopNavigation
      identity={{
        href: paths.dashboard(user.role),
        title: t('common:appName'),
        // The logo names the link: on a narrow bar Cloudscape hides the title, and the link had no name.
        logo: { src: '/favicon.svg', alt: t('common:appName') },
        onFollow,
      }}
      utilities={[
        {
          type: 'button',
          text: t('nav.dashboard'),
          href: paths.dashboard(user.role),
          onFollow,
        },
        {
          type: 'menu-dropdown',
          text: current.name,
          iconName: 'globe',
          title: t('common:selectLanguage'),
          ariaLabel: `${t('common:selectLanguage')}: ${current.name}`,
          items: languages.map((language) => ({
            id: `${languagePrefix}${language.code}`,
            text: language.name,
            lang: language.code,
            checked: language.code === current.code,
            itemType: 'checkbox',
          })),
          onItemClick: ({ detail }) => {
            const code = detail.id.slice(languagePrefix.length);
            if (isLanguage(code)) void i18n.changeLanguage(code);
          },
        },
        {
          type: 'menu-dropdown',
          text: `${t('top.greeting')} ${displayName}`,
          description: user.email,
          ariaLabel: t('top.userMenu', { name: displayName }),
          ...(user.profileimg
            ? { iconUrl: user.profileimg, iconAlt: '' }
            : { iconName: 'user-profile' as const }),
          items: [
            { id: 'profile', text: t('top.myProfile'), href: paths.userProfile },
            { id: 'signout', text: t('top.signOut'), href: paths.logout },
          ],
          onItemFollow: onFollow,
        },
        {
          // The bell, after the user menu: the unread count as its badge and label; it opens the panel.
          type: 'button',
          iconName: 'notification',
          title: t('notes.title'),
          ariaLabel: unread > 0 ? t('notes.bell', { count: unread }) : t('notes.bellNone'),
          badge: unread > 0,
          ...(unread > 0 ? { text: String(unread) } : {}),
          // Always in the bar with its count, never in "More" (issue 28: gone there in Japanese at 360 px).
          disableUtilityCollapse: true,
          disableTextCollapse: true,
          onClick: onBell,
        },
      ]}
    />
  );
});
