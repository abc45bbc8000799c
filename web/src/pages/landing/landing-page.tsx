/**
 * The public landing page `/about` (spec §2): hero, services, team and subscribe. Plain HTML and CSS on
 * purpose: it is the first page most visitors load, and Cloudscape's components would double its
 * JavaScript (web/scripts/check-bundle.ts keeps it under budget).
 */
import './landing.css';

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { LanguageSelect } from '../../components/language-select';
import { paths } from '../../paths';
import { useHideSplash } from '../../splash';

/** The landing page links to /auth/register, the spelling of spec §2; it resolves like /auth/registration. */
const registerPath = '/auth/register';

const services = ['request', 'allot', 'clean', 'feedback'] as const;
const teamRoles = ['students', 'roomkeepers', 'admins'] as const;

function Subscribe() {
  const { t } = useTranslation('landing');
  const [tried, setTried] = useState(false);
  return (
    <section id="subscribe" className="landing-section landing-subscribe" aria-labelledby="subscribe-title">
      <h2 id="subscribe-title">{t('subscribe.title')}</h2>
      <p>{t('subscribe.text')}</p>
      <form
        className="landing-subscribe__form"
        onSubmit={(event) => {
          // Nothing is sent or stored: the spec's subscribe form does nothing, and the page says so.
          event.preventDefault();
          setTried(true);
        }}
      >
        <label className="visually-hidden" htmlFor="subscribe-email">
          {t('subscribe.email')}
        </label>
        <input id="subscribe-email" type="email" placeholder={t('subscribe.email')} autoComplete="email" />
        <button type="submit" className="landing-button landing-button--primary">
          {t('subscribe.button')}
        </button>
      </form>
      <p className="landing-subscribe__notice" role="status">
        {tried ? t('subscribe.done') : t('subscribe.notice')}
      </p>
    </section>
  );
}

/** A titled section of cards: `id` names it for the menu's anchor links. */
function CardSection({
  id,
  title,
  intro,
  cards,
  numbered = false,
  tinted = false,
}: {
  id: string;
  title: string;
  intro: string;
  cards: { key: string; title: string; text: string }[];
  numbered?: boolean;
  tinted?: boolean;
}) {
  return (
    <section
      id={id}
      className={tinted ? 'landing-section landing-section--tinted' : 'landing-section'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="landing-section__intro">{intro}</p>
      <ul className={numbered ? 'landing-cards' : 'landing-cards landing-cards--three'}>
        {cards.map((card, index) => (
          <li key={card.key} className="landing-card">
            {numbered && (
              <span className="landing-card__badge" aria-hidden="true">
                {index + 1}
              </span>
            )}
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  useHideSplash();
  useEffect(() => {
    document.title = `${t('common:appName')} · ${t('common:tagline')}`;
  }, [t]);

  return (
    <div className="landing">
      <header className="landing-header">
        <Link to={paths.about} className="landing-brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('common:appName')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="landing-nav">
          <a href="#home" className="landing-nav__section">
            {t('nav.home')}
          </a>
          <a href="#services" className="landing-nav__section">
            {t('nav.services')}
          </a>
          <a href="#team" className="landing-nav__section">
            {t('nav.team')}
          </a>
          <Link to={paths.login}>{t('nav.login')}</Link>
          <Link to={registerPath} className="landing-button landing-button--primary">
            {t('nav.getStarted')}
          </Link>
        </nav>
        <LanguageSelect />
      </header>

      <main>
        <section id="home" className="landing-hero" aria-labelledby="hero-title">
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p>{t('hero.text')}</p>
          <div className="landing-hero__actions">
            <Link to={registerPath} className="landing-button landing-button--primary">
              {t('hero.cta')}
            </Link>
            <Link to={paths.login} className="landing-button">
              {t('hero.login')}
            </Link>
          </div>
        </section>

        <CardSection
          id="services"
          title={t('services.title')}
          intro={t('services.intro')}
          cards={services.map((key) => ({
            key,
            title: t(`services.${key}.title`),
            text: t(`services.${key}.text`),
          }))}
          numbered
        />
        <CardSection
          id="team"
          title={t('team.title')}
          intro={t('team.intro')}
          cards={teamRoles.map((key) => ({
            key,
            title: t(`team.${key}.title`),
            text: t(`team.${key}.text`),
          }))}
          tinted
        />

        <Subscribe />
      </main>

      <footer className="landing-footer">
        <span>{t('common:footer.copyright', { year: new Date().getFullYear() })}</span>
        <Link to={paths.terms}>{t('common:footer.terms')}</Link>
        <Link to={paths.developers}>{t('common:footer.developers')}</Link>
        <Link to={paths.login}>{t('nav.login')}</Link>
      </footer>
    </div>
  );
}
