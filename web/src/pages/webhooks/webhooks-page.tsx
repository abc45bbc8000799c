/**
 * /webhooks (admin only, issue 34): the hostel's webhooks — add one (its signing secret shown once, with a
 * copy button), rotate its secret (the new one shown once, the old one signing on for a day), delete one — and the picked one's recent deliveries with their outcomes, to send a failed
 * one again. The add dialog is its own chunk, asked for as the page runs.
 */
import './webhooks.css';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi, type DataOf } from '../../api/client';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatInstant } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { ShownOnce } from '../../components/shown-once';
import { useApiQuery } from '../../hooks/use-api-query';
import { DeliveryList } from './delivery-list';
import { type Webhook, WebhookList } from './webhook-list';

const loadDialog = () => import('./add-webhook-dialog');
const AddWebhookDialog = lazy(loadDialog);
void loadDialog().catch(() => {});

type Dialog = 'add' | { delete: Webhook } | { rotate: Webhook };

export default function WebhooksPage() {
  const { t, i18n } = useTranslation('webhooks');
  const notify = useNotify();
  const load = useCallback(async () => (await callApi('listWebhooks')).data, []);
  const list = useApiQuery(load, notify.error);
  const [dialog, setDialog] = useState<Dialog>();
  const [chosen, setChosen] = useState<string>();
  // The new (or rotated) hook's secret, while this page is open: it cannot be read back later.
  const [made, setMade] = useState<DataOf<'createWebhook'>>();

  const hooks = list.data?.items ?? [];
  const max = list.data?.max;
  const full = max !== undefined && hooks.length >= max;
  const selected = hooks.find((hook) => hook.id === chosen);

  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button disabled={!selected} onClick={() => selected && setDialog({ rotate: selected })}>
        {t('actions.rotate')}
      </Button>
      <Button disabled={!selected} onClick={() => selected && setDialog({ delete: selected })}>
        {t('actions.delete')}
      </Button>
      <Button variant="primary" disabled={full || !list.data} onClick={() => setDialog('add')}>
        {t('actions.add')}
      </Button>
    </SpaceBetween>
  );

  return (
    <PageLayout title={t('title')} description={t('description')}>
      <SpaceBetween size="l">
        {made && (
          <ShownOnce
            header={t('secret.header')}
            howTo={[
              t('secret.howTo'),
              ...(made.webhook.oldSecretUntil
                ? [t('secret.oldUntil', { until: formatInstant(made.webhook.oldSecretUntil, i18n.language) })]
                : []),
            ].join(' ')}
            text={made.secret}
            copy={{ label: t('secret.copy'), copied: t('secret.copied'), notCopied: t('secret.notCopied') }}
            onDismiss={() => setMade(undefined)}
          />
        )}
        <WebhookList
          items={hooks}
          loading={list.loading && !list.data}
          selected={selected}
          onSelect={(hook) => setChosen(hook?.id)}
          header={
            <Header
              variant="h2"
              counter={max === undefined ? undefined : `(${hooks.length}/${max})`}
              description={full ? t('limit', { max }) : undefined}
              actions={actions}
            >
              {t('list')}
            </Header>
          }
          empty={
            <Box textAlign="center" color="inherit" padding="m">
              {t('empty')}
            </Box>
          }
        />
        {selected ? (
          <DeliveryList key={selected.id} hook={selected} />
        ) : (
          hooks.length > 0 && <Box color="text-body-secondary">{t('deliveries.pick')}</Box>
        )}
      </SpaceBetween>
      {dialog === 'add' && (
        <Suspense fallback={null}>
          <AddWebhookDialog
            onAdded={(answer) => {
              setDialog(undefined);
              setMade(answer);
              setChosen(answer.webhook.id);
              list.reload();
            }}
            onDismiss={() => setDialog(undefined)}
          />
        </Suspense>
      )}
      {dialog && dialog !== 'add' && 'rotate' in dialog && (
        <ConfirmModal
          header={t('rotate.header')}
          question={t('rotate.question', { url: dialog.rotate.url })}
          submitLabel={t('rotate.submit')}
          busyText={t('rotate.busy')}
          action={async () => {
            const answer = (await callApi('rotateWebhookSecret', { body: { hookId: dialog.rotate.id } }))
              .data;
            setDialog(undefined);
            setMade(answer);
            list.reload();
            return t('rotate.done');
          }}
          onDismiss={() => setDialog(undefined)}
        />
      )}
      {dialog && dialog !== 'add' && 'delete' in dialog && (
        <ConfirmModal
          header={t('delete.header')}
          question={t('delete.question', { url: dialog.delete.url })}
          submitLabel={t('actions.delete')}
          busyText={t('delete.busy')}
          action={async () => {
            await callApi('deleteWebhook', { body: { hookId: dialog.delete.id } });
            setDialog(undefined);
            setChosen(undefined);
            list.reload();
            return t('delete.done');
          }}
          onDismiss={() => setDialog(undefined)}
        />
      )}
    </PageLayout>
  );
}
