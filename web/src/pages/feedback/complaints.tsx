// Placeholder until the page itself is built: the route, the lazy chunk and the title are in place.
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';

export default function Complaints() {
  const { t } = useTranslation('shell');
  return <Header variant="h1">{t('nav.complaints')}</Header>;
}
