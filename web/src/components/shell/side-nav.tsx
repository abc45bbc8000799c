import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import type { Role } from '#shared/domain';

import { useFollow } from '../../hooks/use-follow';
import { paths } from '../../paths';
import { isGroup, navEntries, type NavEntry } from './nav-entries';

/** `awaitingApproval`: a self-registered student the admin has not approved yet (DESIGN §9). */
export function SideNav({ role, awaitingApproval = false }: { role: Role; awaitingApproval?: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const onFollow = useFollow();

  const toItem = (entry: NavEntry): SideNavigationProps.Item =>
    isGroup(entry)
      ? {
          type: 'section',
          text: t(`nav.${entry.key}`),
          items: entry.children.map((child) => ({
            type: 'link',
            text: t(`nav.${child.key}`),
            href: child.href,
          })),
        }
      : { type: 'link', text: t(`nav.${entry.key}`), href: entry.href };

  const entries = navEntries(role, awaitingApproval);
  const signOut = entries.filter((entry) => entry.key === 'signOut');
  const items: SideNavigationProps.Item[] = [
    ...entries.filter((entry) => entry.key !== 'signOut').map(toItem),
    { type: 'divider' },
    ...signOut.map(toItem),
  ];

  return (
    <SideNavigation
      header={{ text: t('common:appName'), href: paths.dashboard(role) }}
      activeHref={pathname}
      items={items}
      onFollow={onFollow}
    />
  );
}
