/**
 * An admin's inspection of a completed clean (issue 32), at `/inspect/<requestId>`, made on a phone: pass
 * or fail for each item of the room type's checklist, a note and photos (picked, re-encoded and posted
 * straight to the photo bucket as on a maintenance report, `#web/photos`). A failed item makes a re-clean for the
 * same keeper, who is told what failed; the page then shows the result and the re-clean.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { inspectionLimits } from '#shared/inspections';
import { maxPhotosPerAction } from '#shared/photos';
import { DonePhotos } from '#web/photos/done-photos';
import { uploadPhotos } from '#web/photos/upload-photo';

import { callApi } from '../../api/client';
import { FormTextarea } from '../../components/form-fields';
import { formatDate } from '../../components/format';
import { describeError } from '../../components/notifications';
import { PageLayout } from '../../components/page-layout';
import { useApiQuery } from '../../hooks/use-api-query';
import { useSubmit } from '../../hooks/use-submit';
import { useOnChange } from '../../live';
import { ChecklistResults, InspectionSummary } from './checklist-results';

export default function InspectPage() {
  const { t, i18n } = useTranslation(['inspections', 'shell']);
  const { t: tErrors } = useTranslation(['errors', 'codes', 'validation']);
  const { requestId = '' } = useParams();
  const load = useCallback(
    async () => (await callApi('inspection', { query: { id: requestId } })).data,
    [requestId],
  );
  const view = useApiQuery(load);
  useOnChange(view.reload);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, send] = useSubmit(async () => {
    const items = view.data?.items ?? [];
    const photos = await uploadPhotos(files);
    const { data } = await callApi('inspectRequest', {
      body: {
        requestId,
        results: items.map((item) => ({ id: item.id, pass: !failed.has(item.id) })),
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(photos.length > 0 ? { photos } : {}),
      },
    });
    view.reload();
    return data.reclean
      ? t('inspect.failedSent', { keeper: data.reclean.roomkeeper ?? '' })
      : t('inspect.passedSent');
  });

  if (!view.data)
    return (
      <PageLayout title={t('inspect.heading')}>
        {view.error === undefined ? (
          <StatusIndicator type="loading">{t('inspect.loading')}</StatusIndicator>
        ) : (
          <Alert type="error">{describeError(tErrors, view.error)}</Alert>
        )}
      </PageLayout>
    );
  const { request, items, inspection } = view.data;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <PageLayout
      title={t('inspect.title', { room: request.room })}
      description={t('inspect.description', {
        date: formatDate(request.date, language),
        keeper: request.roomkeeper ?? '—',
      })}
    >
      {inspection ? (
        <InspectionSummary inspection={inspection} />
      ) : request.requestStatus !== 'Completed' ? (
        <Alert type="info">{t('inspect.notCompleted')}</Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (files.length <= maxPhotosPerAction) send();
          }}
        >
          <Form
            actions={
              <Button variant="primary" loading={busy} formAction="submit">
                {failed.size > 0 ? t('inspect.submitFailed') : t('inspect.submitPassed')}
              </Button>
            }
          >
            <Container header={<Header variant="h2">{t('inspect.checklist')}</Header>}>
              <SpaceBetween size="l">
                <ChecklistResults items={items} failed={failed} onChange={setFailed} />
                {failed.size > 0 && <Box color="text-status-warning">{t('inspect.recleanHint')}</Box>}
                <FormTextarea
                  label={t('inspect.note')}
                  constraintText={t('inspect.noteHint')}
                  rows={3}
                  value={note}
                  onChange={({ detail }) => setNote(detail.value.slice(0, inspectionLimits.note))}
                />
                <DonePhotos value={files} onChange={setFiles} />
              </SpaceBetween>
            </Container>
          </Form>
        </form>
      )}
    </PageLayout>
  );
}
