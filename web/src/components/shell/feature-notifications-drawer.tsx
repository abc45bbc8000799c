/**
 * Stands in for Cloudscape's runtime feature-notifications drawer
 * (`app-layout/visual-refresh-toolbar/drawer/feature-notifications-drawer-content.js`); the build swaps
 * it in (`withoutFeatureNotificationsDrawer` in web/vite.config.ts). AppLayout shows that drawer only
 * when a Cloudscape runtime plugin registers feature announcements, which this app never does, and its
 * sortable list would otherwise bring @dnd-kit (~14 KB gzip) into the shell.
 */
import type { ReactNode } from 'react';

/** Same contract as Cloudscape's: plain content, or content a plugin mounts itself. */
export function RuntimeContentPart({ content }: { content: ReactNode }) {
  return <>{content}</>;
}

export default function RuntimeFeaturesNotificationDrawer() {
  return null;
}
