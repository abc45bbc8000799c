/** The footer (spec §2): the current year and the terms. */
import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';

import { useFollow } from '../../hooks/use-follow';
import { paths } from '../../paths';

export function ShellFooter() {
  const { t } = useTranslation();
  const onFollow = useFollow();
  return (
    <footer id="shell-footer" className="shell-footer">
      <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      <Link href={paths.terms} onFollow={onFollow} variant="secondary">
        {t('footer.terms')}
      </Link>
      <Link href={`${paths.about}#team`} onFollow={onFollow} variant="secondary">
        {t('footer.team')}
      </Link>
    </footer>
  );
}
