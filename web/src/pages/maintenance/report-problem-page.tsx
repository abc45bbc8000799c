/**
 * /report-problem (issue 32): anyone signed in reports a problem in a room — a student their own room,
 * anyone the room named by `?room=<id>` (the room's page and a door's page link here with it). Photos are
 * picked as on the keeper's Done (`#web/photos`), re-encoded on the device and posted straight to the
 * photo bucket before the report is sent with their keys.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { maintenanceLimits } from '#shared/maintenance';
import { maxPhotosPerAction } from '#shared/photos';
import { defaultProblemKind, type ProblemKind, ProblemKindFields } from '#web/components/problem-kind-fields';
import { DonePhotos } from '#web/photos/done-photos';
import { uploadPhotos } from '#web/photos/upload-photo';

import { callApi } from '../../api/client';
import { FormTextarea } from '../../components/form-fields';
import { PageLayout } from '../../components/page-layout';
import { useSubmit } from '../../hooks/use-submit';
import { paths } from '../../paths';
import { useSession } from '../../session';

export default function ReportProblemPage() {
  const { t } = useTranslation('maintenance');
  const { user } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const roomId = search.get('room') ?? undefined;
  const [kind, setKind] = useState<ProblemKind>(defaultProblemKind);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const [busy, send] = useSubmit(async (problem: string) => {
    const photos = await uploadPhotos(files);
    await callApi('createMaintenanceReport', {
      body: {
        ...kind,
        text: problem,
        ...(roomId ? { roomId } : {}),
        ...(photos.length > 0 ? { photos } : {}),
      },
    });
    void navigate(paths.myReports);
    return t('report.sent');
  });
  const ownRoom = user?.role === 'student' && !roomId;

  if (!roomId && !ownRoom)
    return (
      <PageLayout title={t('report.title')} description={t('report.description')}>
        <Alert type="info">{t('report.noRoom')}</Alert>
      </PageLayout>
    );

  return (
    <PageLayout title={t('report.title')} description={t('report.description')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = text.trim();
          setMissing(trimmed === '');
          if (trimmed && files.length <= maxPhotosPerAction) send(trimmed);
        }}
      >
        <Form
          actions={
            <Button loading={busy} formAction="submit" variant="primary">
              {t('report.submit')}
            </Button>
          }
        >
          <Container>
            <SpaceBetween size="l">
              {ownRoom && (
                <FormField label={t('report.room')}>
                  {user.room ? t('report.ownRoomNumber', { room: user.room }) : t('report.ownRoom')}
                </FormField>
              )}
              <ProblemKindFields value={kind} onChange={setKind} />
              <FormTextarea
                label={t('report.text')}
                constraintText={t('report.textHint')}
                errorText={missing ? t('report.required') : undefined}
                stretch
                rows={4}
                value={text}
                onChange={({ detail }) => setText(detail.value.slice(0, maintenanceLimits.text))}
              />
              <DonePhotos value={files} onChange={setFiles} />
            </SpaceBetween>
          </Container>
        </Form>
      </form>
    </PageLayout>
  );
}
