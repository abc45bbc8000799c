/** Anyone at the door tells the hostel's admins what is wrong in the room (issue 33: a note in their bell). */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { doorReportMax } from '#shared/doors';

import { callApi } from '../../api/client';
import { FormTextarea } from '../../components/form-fields';
import { useSubmit } from '../../hooks/use-submit';

export function DoorReport({ code }: { code: string }) {
  const { t } = useTranslation('doors');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, send] = useSubmit(async (body: { text: string }) => {
    const { data } = await callApi('reportDoorProblem', { params: { code }, body });
    setText('');
    return data.told > 0 ? t('report.sent') : t('report.nobody');
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        setMissing(trimmed === '');
        if (trimmed) send({ text: trimmed });
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
          <FormTextarea
            label={t('report.text')}
            constraintText={t('report.hint')}
            errorText={missing ? t('report.required') : undefined}
            stretch
            rows={3}
            value={text}
            onChange={({ detail }) => setText(detail.value.slice(0, doorReportMax))}
          />
        </Container>
      </Form>
    </form>
  );
}
