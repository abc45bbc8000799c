/**
 * A roomkeeper's days off (issue 15), to add one at a time (or a range, a weekly pattern) and remove: the
 * keeper's own on their profile, any keeper's for the admin (from Manage Roomkeepers). The list is the server's answer to each change.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { DatesField, DateTokens } from '../../components/date-picks';
import { formatDate } from '../../components/format';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { useSubmit } from '../../hooks/use-submit';
import { DaysOffRangeForm } from './days-off-range-form';

interface DaysOffEditorProps {
  /** The keeper, for an admin; a keeper's own when absent. */
  keeperId?: string;
  description: string;
}

export function DaysOffEditor({ keeperId, description }: DaysOffEditorProps) {
  const { t, i18n } = useTranslation('allotment');
  const notify = useNotify();
  const load = useCallback(
    async () => (await callApi('daysOff', { query: keeperId ? { keeperId } : {} })).data.dates,
    [keeperId],
  );
  const loaded = useApiQuery(load, notify.error);
  // The answer of the last change, which is newer than the first load.
  const [changed, setChanged] = useState<string[]>();
  const dates = changed ?? loaded.data;
  const [picked, setPicked] = useState('');

  const [busy, change] = useSubmit(async (date: string, off: boolean) => {
    const answer = await callApi('setDayOff', { body: { ...(keeperId ? { keeperId } : {}), date, off } });
    setChanged(answer.data.dates);
    if (off) setPicked('');
  });

  const format = (date: string) => formatDate(date, i18n.language);
  return (
    <SpaceBetween size="m">
      <DatesField
        label={t('daysOff.date')}
        description={description}
        stretch
        text={(part, date) => t(`daysOff.${part}`, { date })}
        picked={picked}
        onPick={setPicked}
        addDisabled={!picked || !!dates?.includes(picked)}
        adding={busy}
        onAdd={() => change(picked, true)}
      >
        {!dates ? (
          loaded.loading ? (
            <Spinner aria-label={t('daysOff.loading')} />
          ) : null
        ) : dates.length === 0 ? (
          <Box color="text-body-secondary">{t('daysOff.none')}</Box>
        ) : (
          <DateTokens
            dates={dates}
            format={format}
            removeLabel={(date) => t('daysOff.remove', { date })}
            readOnly={busy}
            onRemove={(index) => {
              const date = dates[index];
              if (date) change(date, false);
            }}
          />
        )}
      </DatesField>
      {/* Outside the one-date field, so that its own fields are not named after it. */}
      <DaysOffRangeForm keeperId={keeperId} onChanged={setChanged} />
    </SpaceBetween>
  );
}
