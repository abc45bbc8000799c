/**
 * The next dates a schedule would clean on and how many rooms it targets now, as `previewRecurrence`
 * answers for the form's values, shown before the schedule is saved. A date moved off a day without
 * cleaning says from where.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { DataOf } from '../../api/client';
import { formatDate } from '../../components/format';

export type Preview = DataOf<'previewRecurrence'>;

interface RecurrencePreviewProps {
  /** The answer for the values as they are now; undefined before the first preview or after a change. */
  preview: Preview | undefined;
  loading: boolean;
}

export function RecurrencePreview({ preview, loading }: RecurrencePreviewProps) {
  const { t, i18n } = useTranslation('recurring');
  const id = useId();
  const format = (date: string) => formatDate(date, i18n.language);
  let body;
  if (loading) body = <StatusIndicator type="loading">{t('preview.loading')}</StatusIndicator>;
  else if (!preview) body = <Box color="text-body-secondary">{t('preview.first')}</Box>;
  else
    body = (
      <SpaceBetween size="xs">
        <Box>{t('preview.rooms', { count: preview.rooms })}</Box>
        {preview.occurrences.length === 0 ? (
          <Box>{t('preview.none')}</Box>
        ) : (
          <ol aria-labelledby={`${id}-title`} style={{ margin: 0, paddingInlineStart: '1.5em' }}>
            {preview.occurrences.map(({ date, planned }) => (
              <li key={planned}>
                {date === planned
                  ? format(date)
                  : t('preview.moved', { date: format(date), planned: format(planned) })}
              </li>
            ))}
          </ol>
        )}
      </SpaceBetween>
    );
  return (
    <Container
      header={
        <Header variant="h3">
          <span id={`${id}-title`}>{t('preview.title')}</span>
        </Header>
      }
    >
      <div aria-live="polite">{body}</div>
    </Container>
  );
}
