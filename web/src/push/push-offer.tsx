/**
 * The one-time push offer (issue 33), loaded after a person's first action: "Get push notifications on
 * this device when something changes?" with Turn on (as the profile's switch does) and Not now. Shown only
 * when it can help (`pushOfferable`); once answered, this device never shows it to this person again.
 */
import Button from '@cloudscape-design/components/button';
import Flashbar from '@cloudscape-design/components/flashbar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSubmit } from '../hooks/use-submit';
import { pushOfferable, turnOnDevicePush } from './device-push';
import { pushOfferKey } from './push-offer-slot';

function remember(userId: string) {
  try {
    localStorage.setItem(pushOfferKey(userId), new Date().toISOString());
  } catch {
    // Storage refused: the offer is gone for this page load all the same.
  }
}

/** Asks the browser at once whether the offer can help; shows it once `showing` (the slot's next page). */
export function PushOffer({ userId, showing }: { userId: string; showing: boolean }) {
  const { t } = useTranslation(['profile', 'errors']);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    pushOfferable()
      .then((offerable) => live && setShown(offerable))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const answer = () => {
    remember(userId);
    setShown(false);
  };
  const [turningOn, turnOn] = useSubmit(async () => {
    remember(userId);
    try {
      return (await turnOnDevicePush()) === 'on' ? t('push.turnedOn') : undefined;
    } finally {
      setShown(false);
    }
  });

  if (!shown || !showing) return null;
  return (
    <Flashbar
      items={[
        {
          id: 'push-offer',
          type: 'info',
          content: t('push.offer.question'),
          action: (
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => turnOn()} loading={turningOn}>
                {t('push.offer.turnOn')}
              </Button>
              <Button onClick={answer} disabled={turningOn}>
                {t('push.offer.notNow')}
              </Button>
            </SpaceBetween>
          ),
          dismissible: !turningOn,
          dismissLabel: t('errors:dismiss'),
          onDismiss: answer,
        },
      ]}
    />
  );
}
