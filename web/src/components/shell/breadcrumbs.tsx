/** Breadcrumbs from the active menu entry, starting at the role's dashboard (spec §2). */
import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import type { Role } from '#shared/domain';

import { useFollow } from '../../hooks/use-follow';
import { paths } from '../../paths';
import { activeEntry } from './nav-entries';

export function useBreadcrumbItems(role: Role): BreadcrumbGroupProps.Item[] {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const home = { text: t('nav.dashboard'), href: paths.dashboard(role) };
  const active = activeEntry(role, pathname);
  if (!active || active.link.key === 'dashboard') return [home];
  return [
    home,
    ...(active.group
      ? [{ text: t(`nav.${active.group.key}`), href: active.group.children[0]?.href ?? pathname }]
      : []),
    { text: t(`nav.${active.link.key}`), href: active.link.href },
  ];
}

export function Breadcrumbs({ role }: { role: Role }) {
  const { t } = useTranslation('shell');
  const items = useBreadcrumbItems(role);
  const onFollow = useFollow();
  return <BreadcrumbGroup items={items} ariaLabel={t('breadcrumbs')} onFollow={onFollow} />;
}
