/**
 * The top bar from 688 px up (spec §2): identity, the Dashboard link (the header menu's only entry), the
 * language picker, the user menu with greeting, name, profile image or blank avatar, My Profile and Sign
 * Out, and the notifications bell. Below 688 px the phone's own bar shows the same (`phone-top-bar.tsx`).
 */
import TopNavigation from '@cloudscape-design/components/top-navigation';

import type { TopBarModel } from './top-bar-model';

export function TopBar({ model }: { model: TopBarModel }) {
  const { onFollow, identity, dashboard, language, account, bell } = model;
  return (
    <TopNavigation
      identity={{ ...identity, onFollow }}
      utilities={[
        { type: 'button', text: dashboard, href: identity.href, onFollow },
        {
          type: 'menu-dropdown',
          iconName: 'globe',
          text: language.name,
          title: language.title,
          ariaLabel: language.ariaLabel,
          items: language.items,
          onItemClick: language.onItemClick,
        },
        {
          type: 'menu-dropdown',
          text: account.text,
          description: account.description,
          ariaLabel: account.ariaLabel,
          ...account.icon,
          items: account.items,
          onItemFollow: onFollow,
        },
        {
          // The bell, after the user menu: the unread count as its badge and label; it opens the panel.
          type: 'button',
          iconName: 'notification',
          title: bell.title,
          ariaLabel: bell.ariaLabel,
          badge: bell.unread > 0,
          ...(bell.unread > 0 ? { text: String(bell.unread) } : {}),
          // Always in the bar with its count, never in "More" (issue 28: gone there in Japanese at 360 px).
          disableUtilityCollapse: true,
          disableTextCollapse: true,
          onClick: bell.onClick,
        },
      ]}
    />
  );
}
