/**
 * Choosing which notification kinds also come another way (mail, push): the kinds offered, each on or
 * off, and the one `updateUser` that saves the choice. The mail and push forms differ only around it.
 */
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MailKind, NotificationKind } from '#shared/notification-kinds';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { useSession } from '../../session';

/** The choice of `field` among `kinds`, from `initial`; `send` saves it and says `saved`. */
export function useKindsChoice(
  field: 'mailKinds' | 'pushKinds',
  kinds: readonly MailKind[],
  initial: readonly NotificationKind[],
  saved: string,
) {
  const { reloadUser } = useSession();
  const [chosen, setChosen] = useState(initial);
  const [busy, send] = useSubmit(async () => {
    await callApi('updateUser', { body: { [field]: kinds.filter((kind) => chosen.includes(kind)) } });
    await reloadUser();
    return saved;
  });
  const toggle = (kind: MailKind, on: boolean) =>
    setChosen((now) => (on ? [...now, kind] : now.filter((k) => k !== kind)));
  return { chosen, toggle, busy, send };
}

export function KindCheckboxes({
  kinds,
  chosen,
  toggle,
  size,
}: {
  kinds: readonly MailKind[];
  chosen: readonly NotificationKind[];
  toggle: (kind: MailKind, on: boolean) => void;
  size: 'xxs' | 's';
}) {
  const { t } = useTranslation('profile');
  return (
    <SpaceBetween size={size}>
      {kinds.map((kind) => (
        <Checkbox
          key={kind}
          checked={chosen.includes(kind)}
          onChange={({ detail }) => toggle(kind, detail.checked)}
        >
          {t(`mail.kinds.${kind}`)}
        </Checkbox>
      ))}
    </SpaceBetween>
  );
}
