/**
 * `/developers`: the API reference, readable. It fetches the OpenAPI document the server serves and lists
 * its groups and routes; the page and its strings load only when it is opened.
 */
import './developers.css';

import Alert from '@cloudscape-design/components/alert';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { loadConfig } from '../../config';
import { type Group, groupsOf, type ReferenceDocument } from './reference-model';
import { RouteCard } from './route-card';

type State =
  { kind: 'loading' } | { kind: 'failed'; url: string } | { kind: 'ready'; url: string; groups: Group[] };

async function loadReference(): Promise<{ url: string; groups?: Group[] }> {
  const url = `${(await loadConfig()).apiBase}/openapi.json`;
  const response = await fetch(url).catch(() => undefined);
  if (!response?.ok) return { url };
  return { url, groups: groupsOf((await response.json()) as ReferenceDocument) };
}

export default function DevelopersPage() {
  const { t } = useTranslation(['reference', 'common']);
  const title = t('title');
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  // A closed group renders none of its routes: the page stays small until a reader opens one.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (group: string, expanded: boolean) =>
    setOpen((groups) => {
      const next = new Set(groups);
      if (expanded) next.add(group);
      else next.delete(group);
      return next;
    });

  useEffect(() => {
    let live = true;
    void loadReference()
      .catch(() => ({ url: '', groups: undefined }))
      .then(({ url, groups }) => {
        if (live) setState(groups ? { kind: 'ready', url, groups } : { kind: 'failed', url });
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="developers-page">
      <SpaceBetween size="l">
        <Header variant="h1" description={t('intro')}>
          {title}
        </Header>
        {state.kind !== 'loading' && state.url && (
          <Link href={state.url} external>
            {t('document')}
          </Link>
        )}
        {state.kind === 'loading' && <StatusIndicator type="loading">{t('loading')}</StatusIndicator>}
        {state.kind === 'failed' && <Alert type="error">{t('loadFailed')}</Alert>}
        {state.kind === 'ready' &&
          state.groups.map((group) => (
            <ExpandableSection
              key={group.name}
              variant="container"
              headerText={group.name}
              headerDescription={t('routes', { count: group.routes.length })}
              expanded={open.has(group.name)}
              onChange={({ detail }) => toggle(group.name, detail.expanded)}
            >
              {open.has(group.name) && (
                <SpaceBetween size="l">
                  {group.routes.map((route) => (
                    <RouteCard key={route.id} route={route} />
                  ))}
                </SpaceBetween>
              )}
            </ExpandableSection>
          ))}
      </SpaceBetween>
    </div>
  );
}
