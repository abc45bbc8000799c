/**
 * "Push notifications on this device" on the profile (issue 33): turning push on asks the browser for
 * permission, subscribes this device with the site's VAPID key and saves the subscription; turning it off
 * unsubscribes and removes it. Below, which kinds come by push (the role's kinds, as for mail; the role's
 * defaults until chosen), the same for every device of the person.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { User } from '#shared/domain';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import {
  type DevicePush,
  devicePushState,
  turnOnDevicePush,
  unsubscribeDevice,
} from '../../push/device-push';
import { PushKindsForm } from './push-kinds-form';

/** What the section says: the device's state, or that the site has no key (push not set up). */
type Shown = DevicePush | 'checking' | 'unavailable';

export function PushSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [shown, setShown] = useState<Shown>('checking');
  useEffect(() => {
    let live = true;
    devicePushState()
      .then((state) => live && setShown(state))
      .catch(() => live && setShown('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const [turningOn, turnOn] = useSubmit(async () => {
    const state = await turnOnDevicePush();
    setShown(state);
    return state === 'on' ? t('push.turnedOn') : undefined;
  });
  const [turningOff, turnOff] = useSubmit(async () => {
    const endpoint = await unsubscribeDevice();
    if (endpoint) await callApi('removePushSubscription', { body: { endpoint } });
    setShown('off');
    return t('push.turnedOff');
  });

  return (
    <Container
      header={
        <Header variant="h2" description={t('push.description')}>
          {t('push.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {shown !== 'checking' && <Box>{t(`push.state.${shown}`)}</Box>}
        {(shown === 'off' || shown === 'on') && (
          <Box>
            {shown === 'off' ? (
              <Button onClick={() => turnOn()} loading={turningOn}>
                {t('push.turnOn')}
              </Button>
            ) : (
              <Button onClick={() => turnOff()} loading={turningOff}>
                {t('push.turnOff')}
              </Button>
            )}
          </Box>
        )}
        <PushKindsForm key={`push-${user.pushKinds.join()}`} user={user} />
      </SpaceBetween>
    </Container>
  );
}
