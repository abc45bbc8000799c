/**
 * "Calendar link" on the profile (issue 33): a private feed of one's own cleans for a calendar app. The
 * link's URL is shown once, when it is made (the server keeps only its hash); it can be replaced, which
 * voids the old one, or revoked. Folded until opened, and its state read only then: most people never
 * open it, and the profile's first load stays the reads it was.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Role } from '#shared/domain';

import { callApi, type DataOf } from '../../api/client';
import { formatDate } from '../../components/format';
import { ShownOnce } from '../../components/shown-once';
import { useApiQuery } from '../../hooks/use-api-query';
import { useSubmit } from '../../hooks/use-submit';

type Made = DataOf<'makeCalendarFeed'>;

export function CalendarLink({ role }: { role: Role }) {
  const { t } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  return (
    <ExpandableSection
      variant="container"
      headerText={t('title')}
      headerDescription={t(`description.${role}`)}
      expanded={open}
      onChange={({ detail }) => setOpen(detail.expanded)}
    >
      {open && <CalendarLinkBody />}
    </ExpandableSection>
  );
}

function CalendarLinkBody() {
  const { t, i18n } = useTranslation('calendar');
  const load = useCallback(async () => (await callApi('calendarFeedState')).data, []);
  const state = useApiQuery(load);
  // The new link, while this page is open: it cannot be read back later.
  const [made, setMade] = useState<Made>();
  // What this page changed since the state was read: the answer of the change, not a second read.
  const [changed, setChanged] = useState<DataOf<'calendarFeedState'>>();
  const [making, make] = useSubmit(async () => {
    const answer = (await callApi('makeCalendarFeed')).data as Made;
    setMade(answer);
    setChanged({ active: true, createdAt: answer.createdAt });
    return t('made');
  });
  const [revoking, revoke] = useSubmit(async () => {
    setChanged((await callApi('revokeCalendarFeed')).data);
    setMade(undefined);
    return t('revoked');
  });
  const current = changed ?? state.data;
  const active = current?.active === true;
  const since = current?.createdAt;

  return (
    <SpaceBetween size="m">
      {made && (
        <ShownOnce
          header={t('shownOnce')}
          howTo={t('howTo')}
          text={made.url}
          copy={{ label: t('copy'), copied: t('copied'), notCopied: t('notCopied') }}
        />
      )}
      {current ? (
        <Box>
          {active && since ? t('active', { date: formatDate(since.slice(0, 10), i18n.language) }) : t('none')}
        </Box>
      ) : null}
      <SpaceBetween direction="horizontal" size="xs">
        <Button onClick={() => make()} loading={making} disabled={revoking}>
          {active ? t('replace') : t('make')}
        </Button>
        {active && (
          <Button onClick={() => revoke()} loading={revoking} disabled={making}>
            {t('revoke')}
          </Button>
        )}
      </SpaceBetween>
      {active && <Box variant="small">{t('replaceHint')}</Box>}
    </SpaceBetween>
  );
}
