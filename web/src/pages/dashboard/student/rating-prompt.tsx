/**
 * The prompt to rate (issue 28): the student's newest completed, unrated cleaning asks for its stars on
 * the dashboard, once. Rating it, or dismissing the prompt (remembered on the request by the server, so it
 * does not come back on any device), ends it; a message is optional from 3 stars on. The completion
 * notification links here with `?rate=<id>`, which asks about that cleaning even if it was dismissed.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import type { ListedRequest } from '#shared/domain';
import { messageOptionalFrom } from '#shared/schemas/feedback';
import { callApi } from '#web/api/client';
import { FormTextarea } from '#web/components/form-fields';
import { formatDate } from '#web/components/format';
import { useApiQuery } from '#web/hooks/use-api-query';
import { useSubmit } from '#web/hooks/use-submit';
import { useOnChange } from '#web/live';
import { RatingStars, useRatingForm } from '#web/pages/requests/rating-form';

/** The newest completed cleanings looked at: an older one is rated from the request history. */
const looked = 5;

/** The cleaning to ask about: the one the link names, else the newest not rated nor dismissed. */
export function promptFor(
  requests: readonly ListedRequest[],
  asked: string | null,
): ListedRequest | undefined {
  const named = asked ? requests.find((request) => request._id === asked && !request.rated) : undefined;
  return named ?? requests.find((request) => !request.rated && !request.promptDismissed);
}

export function RatingPrompt() {
  const [params] = useSearchParams();
  const [ended, setEnded] = useState<string[]>([]);
  const load = useCallback(
    async () => (await callApi('listRequests', { query: { status: 'Completed', limit: looked } })).data.items,
    [],
  );
  // A failure to load only leaves the prompt out: the dashboard's own answer says what is wrong.
  const completed = useApiQuery(load);
  useOnChange(completed.reload);
  const request = promptFor(
    (completed.data ?? []).filter((one) => !ended.includes(one._id)),
    params.get('rate'),
  );
  if (!request) return null;
  return (
    <RatingPromptFor
      key={request._id}
      request={request}
      onEnd={() => setEnded((current) => [...current, request._id])}
    />
  );
}

function RatingPromptFor({ request, onEnd }: { request: ListedRequest; onEnd(): void }) {
  const { t, i18n } = useTranslation('requests');
  const { form, busy, send } = useRatingForm(request, onEnd);
  const [dismissing, dismiss] = useSubmit(async () => {
    await callApi('dismissRatingPrompt', { body: { id: request._id } });
    onEnd();
  });
  const optional = form.values.rating >= messageOptionalFrom;

  return (
    <Alert
      type="info"
      header={t('prompt.title', { room: request.room, date: formatDate(request.date, i18n.language) })}
      dismissible
      dismissAriaLabel={t('prompt.dismiss')}
      onDismiss={() => dismiss()}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <SpaceBetween size="s">
          <RatingStars {...form.rating('rating')} />
          <FormTextarea
            label={optional ? t('prompt.messageOptional') : t('rate.message')}
            description={t('prompt.messageHint')}
            rows={2}
            stretch
            {...form.textarea('message')}
          />
          <SpaceBetween size="xs" direction="horizontal">
            <Button variant="primary" formAction="submit" loading={busy}>
              {t('rate.submit')}
            </Button>
            <Button formAction="none" loading={dismissing} onClick={() => dismiss()}>
              {t('prompt.notNow')}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </form>
    </Alert>
  );
}
