/**
 * A webhook's recent deliveries with their outcomes, newest first; the picked one can be sent again
 * (any, though the page is for the failed ones: a receiver that lost a delivered one may ask too).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { webhookDeliveryPageSize } from '#shared/webhooks';

import { callApi, type DataOf } from '../../api/client';
import { formatInstant } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { type ListField, SelectableList } from '../../components/selectable-list';
import { useApiQuery } from '../../hooks/use-api-query';
import { useSubmit } from '../../hooks/use-submit';
import type { Webhook } from './webhook-list';

type Delivery = DataOf<'webhookDeliveries'>['items'][number];

const indicator: Record<Delivery['status'], StatusIndicatorProps.Type> = {
  delivered: 'success',
  failed: 'error',
  pending: 'in-progress',
};

export function DeliveryList({ hook }: { hook: Webhook }) {
  const { t, i18n } = useTranslation('webhooks');
  const notify = useNotify();
  const load = useCallback(
    async () => (await callApi('webhookDeliveries', { query: { hookId: hook.id } })).data.items,
    [hook.id],
  );
  const deliveries = useApiQuery(load, notify.error);
  const [chosen, setChosen] = useState<string>();
  const items = deliveries.data ?? [];
  const selected = items.find((delivery) => delivery.id === chosen);

  const [resending, resend] = useSubmit(async (delivery: Delivery) => {
    const answer = (
      await callApi('resendWebhookDelivery', { body: { hookId: hook.id, deliveryId: delivery.id } })
    ).data;
    deliveries.reload();
    if (answer.status !== 'delivered') {
      notify.error(t('delivery.resendFailed', { error: answer.error ?? '' }));
      return;
    }
    return t('delivery.resent');
  });

  const fields: ListField<Delivery>[] = [
    { id: 'event', header: t('delivery.event'), cell: (delivery) => t(`events.${delivery.event}`) },
    { id: 'at', header: t('delivery.at'), cell: (delivery) => formatInstant(delivery.at, i18n.language) },
    {
      id: 'status',
      header: t('delivery.status'),
      cell: (delivery) => (
        <StatusIndicator type={indicator[delivery.status]}>
          {t(`delivery.${delivery.status}`)}
        </StatusIndicator>
      ),
    },
    { id: 'attempts', header: t('delivery.attempts'), cell: (delivery) => delivery.attempts },
    {
      id: 'answer',
      header: t('delivery.answer'),
      cell: (delivery) => delivery.error ?? delivery.responseStatus ?? '—',
    },
  ];

  return (
    <SelectableList
      items={items}
      loading={deliveries.loading && !deliveries.data}
      selected={selected}
      onSelect={(delivery) => setChosen(delivery?.id)}
      loadingText={t('deliveries.loading')}
      trackBy="id"
      fields={fields}
      cardHeader={(delivery) => t(`events.${delivery.event}`)}
      inHeader={1}
      groupLabel={t('deliveries.group')}
      itemLabel={(delivery) =>
        t('deliveries.item', {
          event: t(`events.${delivery.event}`),
          at: formatInstant(delivery.at, i18n.language),
        })
      }
      header={
        <Header
          variant="h2"
          description={t('deliveries.description', { count: webhookDeliveryPageSize, url: hook.url })}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="refresh" onClick={deliveries.reload} loading={deliveries.loading}>
                {t('deliveries.refresh')}
              </Button>
              <Button disabled={!selected} loading={resending} onClick={() => selected && resend(selected)}>
                {t('actions.resend')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('deliveries.header')}
        </Header>
      }
      empty={
        <Box textAlign="center" color="inherit" padding="m">
          {t('deliveries.empty')}
        </Box>
      }
    />
  );
}
