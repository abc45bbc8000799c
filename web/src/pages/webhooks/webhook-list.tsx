/** The hostel's webhooks, one to pick (`SelectableList`: a table, or cards on a phone). */
import { useTranslation } from 'react-i18next';

import type { DataOf } from '../../api/client';
import { formatInstant } from '../../components/format';
import { type ListField, type ListProps, SelectableList } from '../../components/selectable-list';

export type Webhook = DataOf<'listWebhooks'>['items'][number];

export function WebhookList(props: ListProps<Webhook>) {
  const { t, i18n } = useTranslation('webhooks');
  const fields: ListField<Webhook>[] = [
    { id: 'url', header: t('columns.url'), cell: (hook) => <span className="webhook-url">{hook.url}</span> },
    {
      id: 'events',
      header: t('columns.events'),
      cell: (hook) => hook.events.map((event) => t(`events.${event}`)).join(', '),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      cell: (hook) => formatInstant(hook.createdAt, i18n.language),
    },
  ];
  return (
    <SelectableList
      {...props}
      loadingText={t('loading')}
      trackBy="id"
      fields={fields}
      cardHeader={(hook) => <span className="webhook-url">{hook.url}</span>}
      inHeader={1}
      groupLabel={t('selection.group')}
      itemLabel={(hook) => t('selection.item', { url: hook.url })}
    />
  );
}
