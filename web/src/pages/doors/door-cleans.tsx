/**
 * A keeper at the door (issue 33): their cleans of this room today as on their dashboard's cards (Start,
 * Done, Can't clean), and the scan recorded on each open one's timeline as proof of presence, sent once
 * when the door opens with a clean still to do.
 */
import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListedRequest } from '#shared/domain';

import { callApi } from '../../api/client';
import { useHostelToday } from '../../components/hostel-today';
import { useSession } from '../../session';
import { CantCleanSlot } from '../keeper-phone/cant-clean-slot';
import { KeeperCards } from '../keeper-phone/keeper-cards';
import { useKeeperActions } from '../keeper-phone/use-keeper-actions';

interface DoorCleansProps {
  code: string;
  requests: readonly ListedRequest[];
  reload(): void;
}

export function DoorCleans({ code, requests, reload }: DoorCleansProps) {
  const { t } = useTranslation('doors');
  const keeper = useKeeperActions(reload, useSession().user?._id ?? '');
  const today = useHostelToday();
  const [scanned, setScanned] = useState(false);
  const open = requests.some((request) => request.requestStatus === 'Scheduled');
  useEffect(() => {
    if (!open) return;
    let gone = false;
    // A scan that fails (offline, say) only leaves the timeline without it: Start and Done still work.
    callApi('scanDoor', { params: { code } })
      .then(() => !gone && setScanned(true))
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [code, open]);
  return (
    <SpaceBetween size="m">
      <Header variant="h2">{t('door.cleans')}</Header>
      {scanned && <Alert type="success">{t('door.scanned')}</Alert>}
      <KeeperCards
        rows={requests.map((request) => ({ request }))}
        today={today}
        empty={t('door.noClean')}
        {...keeper.actions}
      />
      <CantCleanSlot keeper={keeper} />
    </SpaceBetween>
  );
}
