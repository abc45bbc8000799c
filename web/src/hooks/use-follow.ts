/**
 * Bridges Cloudscape's `onFollow` (Link, SideNavigation, BreadcrumbGroup, TopNavigation, ButtonDropdown)
 * to react-router: an internal link navigates inside the app instead of reloading the page. Cloudscape
 * fires it only for plain left clicks, so ctrl/cmd-click still opens a new tab.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

interface FollowDetail {
  href?: string;
  external?: boolean;
}

export function useFollow(): (event: CustomEvent<FollowDetail>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: CustomEvent<FollowDetail>) => {
      const { href, external } = event.detail;
      if (external || !href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
