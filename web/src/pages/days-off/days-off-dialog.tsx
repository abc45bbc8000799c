/** The admin's view of one roomkeeper's days off, opened from Manage Roomkeepers. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useTranslation } from 'react-i18next';

import { DaysOffEditor } from './days-off-editor';

interface DaysOffDialogProps {
  keeper: { _id: string; name: string };
  onDismiss(): void;
}

export function DaysOffDialog({ keeper, onDismiss }: DaysOffDialogProps) {
  const { t } = useTranslation('allotment');
  return (
    <Modal
      visible
      header={t('daysOff.dialog', { name: keeper.name })}
      closeAriaLabel={t('daysOff.close')}
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            {t('daysOff.close')}
          </Button>
        </Box>
      }
    >
      <DaysOffEditor keeperId={keeper._id} description={t('daysOff.keeperHint', { name: keeper.name })} />
    </Modal>
  );
}
