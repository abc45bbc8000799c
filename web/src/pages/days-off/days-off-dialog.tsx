/** The admin's view of one roomkeeper's days off, opened from Manage Roomkeepers. */
import { useTranslation } from 'react-i18next';

import { ViewModal } from '../../components/view-modal';
import { DaysOffEditor } from './days-off-editor';

interface DaysOffDialogProps {
  keeper: { _id: string; name: string };
  onDismiss(): void;
}

export function DaysOffDialog({ keeper, onDismiss }: DaysOffDialogProps) {
  const { t } = useTranslation('allotment');
  return (
    <ViewModal
      header={t('daysOff.dialog', { name: keeper.name })}
      closeLabel={t('daysOff.close')}
      onDismiss={onDismiss}
      primary
    >
      <DaysOffEditor keeperId={keeper._id} description={t('daysOff.keeperHint', { name: keeper.name })} />
    </ViewModal>
  );
}
