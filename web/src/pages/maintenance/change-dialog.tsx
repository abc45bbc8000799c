/**
 * The admin's change of a report (issue 32): its status, who it is given to and a note, sent with the
 * version shown, so a change made meanwhile by another admin is refused (409) rather than overwritten.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { maintenanceLimits, type MaintenanceStatus, maintenanceStatuses } from '#shared/maintenance';

import { callApi } from '../../api/client';
import { useSubmit } from '../../hooks/use-submit';
import { type Report, useReportTitle } from './report-card';

export function ChangeDialog({
  report,
  onDismiss,
  onDone,
}: {
  report: Report;
  onDismiss: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('maintenance');
  const title = useReportTitle();
  const [status, setStatus] = useState<MaintenanceStatus>(report.status);
  const [assignee, setAssignee] = useState(report.assignee ?? '');
  const [note, setNote] = useState(report.note ?? '');
  const [busy, save] = useSubmit(async () => {
    await callApi('updateMaintenanceReport', {
      params: { id: report.id },
      body: { version: report.version, status, assignee: assignee.trim(), note: note.trim() },
    });
    onDone();
    return t('change.saved');
  });
  const options = maintenanceStatuses.map((value) => ({ value, label: t(`status.${value}`) }));
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={t('change.title')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              {t('change.cancel')}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => save()}>
              {t('change.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">
          {title(report)} · {report.text}
        </Box>
        <FormField label={t('change.status')} controlId="maintenance-status">
          <Select
            controlId="maintenance-status"
            options={options}
            selectedOption={options.find((option) => option.value === status) ?? null}
            onChange={({ detail }) => setStatus(detail.selectedOption.value as MaintenanceStatus)}
          />
        </FormField>
        <FormField
          label={t('change.assignee')}
          constraintText={t('change.assigneeHint')}
          controlId="maintenance-assignee"
        >
          <Input
            controlId="maintenance-assignee"
            value={assignee}
            onChange={({ detail }) => setAssignee(detail.value.slice(0, maintenanceLimits.assignee))}
          />
        </FormField>
        <FormField
          label={t('change.note')}
          constraintText={t('change.noteHint')}
          controlId="maintenance-note"
        >
          <Textarea
            controlId="maintenance-note"
            rows={3}
            value={note}
            onChange={({ detail }) => setNote(detail.value.slice(0, maintenanceLimits.note))}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
