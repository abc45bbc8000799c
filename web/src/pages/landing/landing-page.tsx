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

        <section id="services" className="landing-section" aria-labelledby="services-title">
          <h2 id="services-title">{t('services.title')}</h2>
          <p className="landing-section__intro">{t('services.intro')}</p>
          <ul className="landing-cards">
            {services.map((service, index) => (
              <li key={service} className="landing-card">
                <span className="landing-card__badge" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`services.${service}.title`)}</h3>
                <p>{t(`services.${service}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="team" className="landing-section landing-section--tinted" aria-labelledby="team-title">
          <h2 id="team-title">{t('team.title')}</h2>
          <p className="landing-section__intro">{t('team.intro')}</p>
          <ul className="landing-cards landing-cards--three">
            {teamRoles.map((role) => (
              <li key={role} className="landing-card">
                <h3>{t(`team.${role}.title`)}</h3>
                <p>{t(`team.${role}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <Subscribe />
      </main>

      <footer className="landing-footer">
        <span>{t('common:footer.copyright', { year: new Date().getFullYear() })}</span>
        <Link to={paths.terms}>{t('common:footer.terms')}</Link>
        <Link to={paths.login}>{t('nav.login')}</Link>
      </footer>
    </div>
  );
}
