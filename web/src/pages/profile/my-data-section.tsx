/**
 * "Your data" on the profile (issue 34): everything the app holds about the signed-in person, downloaded
 * as JSON or as a readable CSV. The pages are read one after another (with Cancel), and the module that
 * assembles the file loads only on the first click.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotify } from '../../components/notifications';

type Format = 'json' | 'csv';

export function MyDataSection() {
  const { t } = useTranslation('privacy');
  const notify = useNotify();
  const [items, setItems] = useState<number>();
  const running = useRef<AbortController | undefined>(undefined);
  // Leaving the page cancels a download under way.
  useEffect(() => () => running.current?.abort(), []);

  const start = async (format: Format) => {
    const controller = new AbortController();
    running.current = controller;
    setItems(0);
    try {
      const file = await import('./my-data-file');
      const data = await file.collectMyData(setItems, controller.signal);
      if (!data) return;
      const day = data.exportedAt.slice(0, 10);
      if (format === 'json') {
        file.saveFile(`my-data-${day}.json`, JSON.stringify(data, null, 2), 'application/json');
      } else {
        const text = file.myDataCsv(data, {
          headers: {
            section: t('csv.section'),
            item: t('csv.item'),
            field: t('csv.field'),
            value: t('csv.value'),
          },
          sections: {
            profile: t('sections.profile'),
            requests: t('sections.requests'),
            feedback: t('sections.feedback'),
            notifications: t('sections.notifications'),
          },
        });
        file.saveFile(`my-data-${day}.csv`, text, 'text/csv;charset=utf-8');
      }
      notify.success(t('myData.saved'));
    } catch (error) {
      if (!controller.signal.aborted) notify.error(error);
    } finally {
      if (running.current === controller) running.current = undefined;
      setItems(undefined);
    }
  };

  return (
    <Container
      header={
        <Header variant="h2" description={t('myData.description')}>
          {t('myData.title')}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {items === undefined ? (
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => void start('json')} iconName="download">
              {t('myData.json')}
            </Button>
            <Button onClick={() => void start('csv')} iconName="download">
              {t('myData.csv')}
            </Button>
          </SpaceBetween>
        ) : (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <StatusIndicator type="loading">{t('myData.reading', { count: items })}</StatusIndicator>
            <Button onClick={() => running.current?.abort()}>{t('myData.cancel')}</Button>
          </SpaceBetween>
        )}
        <Box variant="small">{t('myData.secretsNote')}</Box>
      </SpaceBetween>
    </Container>
  );
}
