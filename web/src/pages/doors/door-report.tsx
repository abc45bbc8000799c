/**
 * Anyone at the door reports a problem in the room (issue 33; a maintenance report since issue 32): what
 * kind and how urgent, as on the report form (`ProblemKindFields`), and what is wrong. The admins are told
 * in their bell.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { doorReportMax } from '#shared/doors';
import { defaultProblemKind, type ProblemKind, ProblemKindFields } from '#web/components/problem-kind-fields';

import { callApi } from '../../api/client';
import { FormTextarea } from '../../components/form-fields';
import { useSubmit } from '../../hooks/use-submit';

export function DoorReport({ code }: { code: string }) {
  const { t } = useTranslation('doors');
  const [kind, setKind] = useState<ProblemKind>(defaultProblemKind);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, send] = useSubmit(async (body: ProblemKind & { text: string }) => {
    const { data } = await callApi('reportDoorProblem', { params: { code }, body });
    setKind(defaultProblemKind);
    setText('');
    return data.told > 0 ? t('report.sent') : t('report.nobody');
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        setMissing(trimmed === '');
        if (trimmed) send({ ...kind, text: trimmed });
      }}
    >
      <Form
        actions={
          <Button loading={busy} formAction="submit">
            {t('report.submit')}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t('report.title')}</Header>}>
          <SpaceBetween size="l">
            <ProblemKindFields value={kind} onChange={setKind} />
            <FormTextarea
              label={t('report.text')}
              constraintText={t('report.hint')}
              errorText={missing ? t('report.required') : undefined}
              stretch
              rows={3}
              value={text}
              onChange={({ detail }) => setText(detail.value.slice(0, doorReportMax))}
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
