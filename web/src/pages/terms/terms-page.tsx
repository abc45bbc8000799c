/** `/terms`, the target of the registration's agreement link. The spec shows no content, so it says whose terms apply. */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { useFollow } from '../../hooks/use-follow';
import { paths } from '../../paths';

export default function TermsPage() {
  const { t } = useTranslation();
  const onFollow = useFollow();
  return (
    <Container header={<Header variant="h1">{t('terms.title')}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{t('terms.text')}</Box>
        <Link href={paths.registration} onFollow={onFollow}>
          {t('terms.back')}
        </Link>
      </SpaceBetween>
    </Container>
  );
}
