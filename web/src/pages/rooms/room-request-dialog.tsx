/**
 * An admin's request for the chosen room (issue 30): a common area, a room between residents. It has no
 * student; the date and time follow the hostel's rules as a student's do (`withRules`), and the server
 * checks them again with the room (in service, of this hostel).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { wallClock } from '#shared/hostel-alerts';
import type { RequestRules } from '#shared/request-rules';
import { roomRequestBody } from '#shared/schemas/clean-request';
import type * as z from '#shared/schemas/zod';

import { callApi } from '../../api/client';
import { ActionModal } from '../../components/action-modal';
import { FormTextarea } from '../../components/form-fields';
import { formatDate } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useForm } from '../../hooks/use-form';
import { useSubmit } from '../../hooks/use-submit';
import { RequestWhenFields, withRules } from '../requests/request-when-fields';
import type { RoomRow } from './room-list';

interface RoomRequestDialogProps {
  room: RoomRow;
  onDismiss(): void;
  onDone(): void;
}

export function RoomRequestDialog(props: RoomRequestDialogProps) {
  const notify = useNotify();
  const load = useCallback(async () => (await callApi('requestRules')).data, []);
  const rules = useApiQuery(load, notify.error);
  return rules.data ? <RequestForm rules={rules.data} {...props} /> : null;
}

function RequestForm({ room, rules, onDismiss, onDone }: RoomRequestDialogProps & { rules: RequestRules }) {
  const { t, i18n } = useTranslation(['rooms', 'requests']);
  const clock = wallClock(rules.timeZone, new Date());
  const form = useForm(
    roomRequestBody,
    { roomId: room.id, date: clock.date, time: '', message: '' },
    {
      input: (values) => ({ ...values, message: values.message || undefined }),
      messages: withRules(rules, clock),
    },
  );
  const [busy, send] = useSubmit(async (body: z.infer<typeof roomRequestBody>) => {
    await callApi('createRoomRequest', { body });
    onDone();
    return t('rooms:request.done', {
      number: room.number,
      date: formatDate(body.date, i18n.language),
      time: body.time,
    });
  });
  return (
    <ActionModal
      header={t('rooms:request.title', { number: room.number })}
      submitLabel={t('rooms:request.submit')}
      onSubmit={() => form.submit(send)}
      onDismiss={onDismiss}
      busy={busy}
    >
      <RequestWhenFields
        rules={rules}
        clock={clock}
        text={(part, values) => t(`requests:create.${part}`, values)}
        date={form.date('date')}
        time={form.time('time')}
      />
      <FormTextarea
        label={t('requests:create.message')}
        constraintText={t('requests:create.messageHint')}
        stretch
        rows={2}
        {...form.textarea('message')}
      />
    </ActionModal>
  );
}
