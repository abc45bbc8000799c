/**
 * A request's place in a chain of re-cleans (issue 32) under its timeline: the clean it repeats, the
 * re-clean made of it (each opens in the panel), and for an admin the inspection of a completed clean.
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { useFollow } from '../hooks/use-follow';
import { paths } from '../paths';
import { useSession } from '../session';
import { TimelineLink } from './timeline-link';

export function RecleanLinks({
  requestId,
  completed,
  recleanOf,
  recleanId,
}: {
  requestId: string;
  completed: boolean;
  recleanOf?: string | undefined;
  recleanId?: string | undefined;
}) {
  const { t } = useTranslation('inspections');
  const follow = useFollow();
  const admin = useSession().user?.role === 'admin';
  return (
    <SpaceBetween size="xs">
      {recleanOf !== undefined && (
        <Box variant="small">
          {t('timeline.recleanOf')} ·{' '}
          <TimelineLink requestId={recleanOf}>{t('timeline.openLinked')}</TimelineLink>
        </Box>
      )}
      {recleanId !== undefined && (
        <Box variant="small">
          {t('timeline.recleanMade')} ·{' '}
          <TimelineLink requestId={recleanId}>{t('timeline.openLinked')}</TimelineLink>
        </Box>
      )}
      {admin && completed && (
        <Link href={paths.inspect(requestId)} onFollow={follow}>
          {t('inspect.open')}
        </Link>
      )}
    </SpaceBetween>
  );
}
