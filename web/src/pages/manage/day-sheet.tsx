/**
 * /manage/day-sheet (admins): one keeper's Scheduled cleanings of a day in walking order (floor, room,
 * time) with the student's name and note, with boxes for the times and a signature, to print for a keeper
 * who works without a phone. The print stylesheet (app.css) prints the sheet alone: the page's header and
 * form are `print-hidden`.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { callApi } from '../../api/client';
import { formatDate } from '../../components/format';
import { useHostelToday } from '../../components/hostel-today';
import { useNotify } from '../../components/notifications';
import { useApiQuery } from '../../hooks/use-api-query';
import { walkingCompare } from '../keeper-phone/walking-order';

const loadKeepers = async () => (await callApi('listRoomkeepers')).data;

export default function DaySheet() {
  const { t, i18n } = useTranslation(['users', 'dashboard']);
  const notify = useNotify();
  const keepers = useApiQuery(loadKeepers, notify.error);
  const [keeperId, setKeeperId] = useState<string>();
  const today = useHostelToday();
  const [chosen, setDate] = useState<string>();
  const date = chosen ?? today;
  const loadSheet = useCallback(
    async () =>
      keeperId && date ? (await callApi('schedule', { query: { roomKeeper: keeperId, date } })).data : [],
    [keeperId, date],
  );
  const sheet = useApiQuery(keeperId && date ? loadSheet : undefined, notify.error);
  const rows = [...(sheet.data ?? [])].sort(walkingCompare);
  const keeper = keepers.data?.find((option) => option._id === keeperId);
  const options = (keepers.data ?? []).map((option) => ({ value: option._id, label: option.name }));

  return (
    <ContentLayout
      header={
        <div className="print-hidden">
          <Header
            variant="h1"
            description={t('daySheet.description')}
            actions={
              <Button iconName="file" disabled={!keeper} onClick={() => window.print()}>
                {t('daySheet.print')}
              </Button>
            }
          >
            {t('daySheet.title')}
          </Header>
        </div>
      }
    >
      <SpaceBetween size="l">
        <div className="print-hidden">
          <Container>
            <ColumnLayout columns={2}>
              <FormField label={t('daySheet.keeper')}>
                <Select
                  selectedOption={options.find((option) => option.value === keeperId) ?? null}
                  options={options}
                  placeholder={t('daySheet.chooseKeeper')}
                  statusType={keepers.loading ? 'loading' : 'finished'}
                  onChange={({ detail }) => setKeeperId(detail.selectedOption.value)}
                />
              </FormField>
              <FormField label={t('daySheet.date')}>
                <DatePicker
                  value={date}
                  placeholder="YYYY/MM/DD"
                  onChange={({ detail }) => setDate(detail.value)}
                />
              </FormField>
            </ColumnLayout>
          </Container>
        </div>
        {keeper && (
          <section className="day-sheet" aria-labelledby="day-sheet-title">
            <h2 id="day-sheet-title">
              {keeper.name} · {formatDate(date, i18n.language)}
            </h2>
            {sheet.loading && !sheet.data ? (
              <Spinner />
            ) : rows.length === 0 ? (
              <Box color="text-body-secondary">{t('daySheet.none')}</Box>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard:columns.floor')}</th>
                    <th scope="col">{t('dashboard:columns.room')}</th>
                    <th scope="col">{t('dashboard:columns.timeRequested')}</th>
                    <th scope="col">{t('daySheet.student')}</th>
                    <th scope="col">{t('daySheet.note')}</th>
                    <th scope="col">{t('dashboard:complete.timeIn')}</th>
                    <th scope="col">{t('dashboard:complete.timeOut')}</th>
                    <th scope="col">{t('daySheet.signature')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row._id}>
                      <td>{row.floor}</td>
                      <th scope="row">{row.room}</th>
                      <td>{row.time}</td>
                      <td>{row.studentName}</td>
                      <td>{row.message}</td>
                      <td className="day-sheet-box" />
                      <td className="day-sheet-box" />
                      <td className="day-sheet-box" />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
