/** A roomkeeper's own days off, on their profile: their admin sees them when allotting. */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';

import { DaysOffEditor } from './days-off-editor';

export function OwnDaysOff() {
  const { t } = useTranslation('allotment');
  return (
    <Container header={<Header variant="h2">{t('daysOff.own')}</Header>}>
      <DaysOffEditor description={t('daysOff.ownHint')} />
    </Container>
  );
}
