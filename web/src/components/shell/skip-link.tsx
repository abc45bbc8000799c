/**
 * The skip link (issue 28): the page's first focusable element, hidden until focused, that moves the
 * focus past the top bar, the side navigation and the breadcrumbs to the page itself. Without it a
 * keyboard user tabbed 37 times to reach the first Allot.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

export function SkipLink() {
  const { t } = useTranslation('shell');
  // Focus is moved by hand (focusing scrolls it into view): following `#main-content` would put a hash
  // into the router's URL.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${mainContentId}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
