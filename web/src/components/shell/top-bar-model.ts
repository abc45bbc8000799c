/**
 * What the top bar shows and does, whichever bar draws it: Cloudscape's top navigation from 688 px up
 * (`top-bar.tsx`), the phone's own bar below (`phone-top-bar.tsx`). The identity, the language menu (each
 * language named in itself), the user menu and the bell with its unread count. The shell makes it, so
 * each layout's chunk holds only the drawing.
 */
import type { ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';

import { useFollow } from '../../hooks/use-follow';
import { isLanguage, languageEntry, languages } from '../../i18n/languages';
import { useLive } from '../../live';
import { paths } from '../../paths';

const languagePrefix = 'language:';

export type TopBarModel = ReturnType<typeof useTopBarModel>;

export function useTopBarModel(user: User, onBell: () => void) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const { unread } = useLive();
  const onFollow = useFollow();
  const current = languageEntry(i18n.resolvedLanguage);
  const displayName = user.name || `${user.firstname} ${user.lastname}`.trim() || user.email;
  const onLanguage = ({ detail }: { detail: ButtonDropdownProps.ItemClickDetails }) => {
    const code = detail.id.slice(languagePrefix.length);
    if (isLanguage(code)) void i18n.changeLanguage(code);
  };

  return {
    onFollow,
    identity: {
      href: paths.dashboard(user.role),
      title: t('common:appName'),
      // The logo names the link: where the bar hides the title, the link still has a name.
      logo: { src: '/favicon.svg', alt: t('common:appName') },
    },
    dashboard: t('nav.dashboard'),
    language: {
      name: current.name,
      title: t('common:selectLanguage'),
      ariaLabel: `${t('common:selectLanguage')}: ${current.name}`,
      items: languages.map((language) => ({
        id: `${languagePrefix}${language.code}`,
        text: language.name,
        lang: language.code,
        checked: language.code === current.code,
        itemType: 'checkbox' as const,
      })),
      onItemClick: onLanguage,
    },
    account: {
      text: `${t('top.greeting')} ${displayName}`,
      description: user.email,
      ariaLabel: t('top.userMenu', { name: displayName }),
      icon: user.profileimg
        ? { iconUrl: user.profileimg, iconAlt: '' }
        : { iconName: 'user-profile' as const },
      items: [
        { id: 'profile', text: t('top.myProfile'), href: paths.userProfile },
        { id: 'signout', text: t('top.signOut'), href: paths.logout },
      ],
    },
    bell: {
      title: t('notes.title'),
      ariaLabel: unread > 0 ? t('notes.bell', { count: unread }) : t('notes.bellNone'),
      unread,
      onClick: onBell,
    },
  };
}
