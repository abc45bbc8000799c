/**
 * The top bar below 688 px (`phone-layout.tsx`), in place of Cloudscape's top navigation: the identity,
 * and the language menu, the user menu and the bell as icon buttons, each always in the bar (issue 28:
 * the bell with its count went into "More" in Japanese at 360 px). Cloudscape's top navigation renders
 * its utilities twice to measure which fit and measures them again at each render: on a phone's first
 * visit its commits were the largest blocking tasks left. Here nothing is measured; the bar is drawn in
 * the top navigation's own colours (its visual context).
 */
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Icon from '@cloudscape-design/components/icon';
import { Link } from 'react-router-dom';

import type { TopBarModel } from './top-bar-model';

export function PhoneTopBar({ model }: { model: TopBarModel }) {
  const { onFollow, identity, language, account, bell } = model;
  const [profile, ...rest] = account.items;
  return (
    <div className="awsui-context-top-navigation">
      <header className="phone-top-bar">
        {/* The router's link: a plain click stays in the app, one with a modifier opens it as the browser does. */}
        <Link className="phone-top-bar__identity" to={identity.href}>
          {/* The title beside it names the link. */}
          <img src={identity.logo.src} alt="" width={24} height={24} />
          <span>{identity.title}</span>
        </Link>
        <div className="phone-top-bar__utilities">
          <ButtonDropdown
            variant="icon"
            iconName="globe"
            ariaLabel={language.ariaLabel}
            items={language.items}
            onItemClick={language.onItemClick}
            expandToViewport
          />
          <ButtonDropdown
            variant="icon"
            {...account.icon}
            ariaLabel={account.ariaLabel}
            items={[
              {
                text: account.text,
                items: [{ ...profile!, secondaryText: account.description }, ...rest],
              },
            ]}
            onItemFollow={onFollow}
            expandToViewport
          />
          {/* The browser's own button, so that the count is in it as the top navigation's is. */}
          <button
            type="button"
            className="phone-top-bar__bell"
            aria-label={bell.ariaLabel}
            title={bell.title}
            onClick={bell.onClick}
          >
            <Icon name="notification" />
            {bell.unread > 0 && (
              <span className="phone-top-bar__count">{bell.unread > 99 ? '99+' : bell.unread}</span>
            )}
          </button>
        </div>
      </header>
    </div>
  );
}
