/**
 * Adding a webhook: its https address and the events it is told of. The answer carries the signing secret,
 * which the page shows once (`webhooks-page.tsx`); a URL the server does not take is told beside the field.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type WebhookEvent, webhookEvents } from '#shared/webhooks';

import { isApiError } from '../../api/api-error';
import { callApi, type DataOf } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { describeError, useNotify } from '../../components/notifications';
import { useSubmit } from '../../hooks/use-submit';

interface AddWebhookDialogProps {
  onAdded(made: DataOf<'createWebhook'>): void;
  onDismiss(): void;
}

export default function AddWebhookDialog({ onAdded, onDismiss }: AddWebhookDialogProps) {
  const { t } = useTranslation(['webhooks', 'errors', 'codes', 'validation']);
  const notify = useNotify();
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<WebhookEvent[]>(['request.allotted']);
  const [urlError, setUrlError] = useState<string>();
  const [tried, setTried] = useState(false);

  const [busy, submit] = useSubmit(
    async () => {
      setTried(true);
      if (events.length === 0) return;
      const made = (await callApi('createWebhook', { body: { url: url.trim(), events } })).data;
      onAdded(made);
      return t('add.added');
    },
    (error) => {
      const code = isApiError(error) ? error.code : undefined;
      if (code === 'webhook.urlNotAllowed' || code === 'webhook.privateAddress' || code === 'input.invalid')
        setUrlError(describeError(t, error));
      else notify.error(error);
    },
  );

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((now) =>
      on
        ? webhookEvents.filter((each) => each === event || now.includes(each))
        : now.filter((each) => each !== event),
    );

  return (
    <ActionModal
      header={t('add.header')}
      submitLabel={t('add.submit')}
      busyText={t('add.busy')}
      busy={busy}
      onSubmit={submit}
      onDismiss={onDismiss}
    >
      <SpaceBetween size="m">
        <FormField label={t('add.url')} description={t('add.urlHint')} errorText={urlError} stretch>
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={({ detail }) => {
              setUrl(detail.value);
              setUrlError(undefined);
            }}
            autoFocus
          />
        </FormField>
        <FormField
          label={t('add.events')}
          description={t('add.eventsHint')}
          errorText={tried && events.length === 0 ? t('add.eventsRequired') : undefined}
        >
          <SpaceBetween size="xxs">
            {webhookEvents.map((event) => (
              <Checkbox
                key={event}
                checked={events.includes(event)}
                onChange={({ detail }) => toggle(event, detail.checked)}
              >
                {t(`events.${event}`)}
              </Checkbox>
            ))}
          </SpaceBetween>
        </FormField>
      </SpaceBetween>
    </ActionModal>
  );
}
