/**
 * The residents' actions on Manage Students (issue 30): the chosen student's room, a CSV of residents, and
 * the end of a term for a building or floor. Each opens its own dialog; the list reloads after a change.
 */
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ManagedStudent } from '#shared/domain';

import { AssignRoomDialog } from './assign-room-dialog';
import { EndOfTermDialog } from './end-of-term-dialog';
import { ResidentImportDialog } from './resident-import-dialog';

interface ResidentButtonsProps {
  selected: readonly ManagedStudent[];
  onDone(): void;
}

export function ResidentButtons({ selected, onDone }: ResidentButtonsProps) {
  const { t } = useTranslation('residents');
  const [dialog, setDialog] = useState<'assign' | 'import' | 'endOfTerm'>();
  const close = () => setDialog(undefined);
  const done = () => {
    close();
    onDone();
  };
  const student = selected.length === 1 ? selected[0] : undefined;
  return (
    <>
      <Button disabled={!student} onClick={() => setDialog('assign')}>
        {t('actions.assign')}
      </Button>
      <Button onClick={() => setDialog('import')}>{t('actions.import')}</Button>
      <Button onClick={() => setDialog('endOfTerm')}>{t('actions.endOfTerm')}</Button>
      {dialog === 'assign' && student && (
        <AssignRoomDialog student={student} onDismiss={close} onDone={done} />
      )}
      {dialog === 'import' && <ResidentImportDialog onDismiss={close} onDone={done} />}
      {dialog === 'endOfTerm' && <EndOfTermDialog onDismiss={close} onDone={done} />}
    </>
  );
}
