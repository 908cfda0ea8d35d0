import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import HeroWaves from '../common/HeroWaves.js';

const STATS = ['types', 'rate', 'latency', 'sampling'];

/** The home page's opening: what the system is, two ways in, four headline figures. */
export default function Hero() {
  const { t } = useTranslation('portal');
  return (
    <section className="pt-hero" data-testid="portal-hero">
      <HeroWaves />
      <div className="pt-container">
        <p className="pt-kicker">{t('home.kicker')}</p>
        <h1>{t('home.title')}</h1>
        <p className="pt-hero-lead">{t('home.lead')}</p>
        <div className="pt-hero-actions">
          <Link to="/portal/overview" className="pt-cta pt-cta-lg">
            {t('home.ctaOverview')}
          </Link>
          <Link to="/portal/powerfreqcurve" className="pt-cta pt-cta-lg pt-cta-ghost">
            {t('home.ctaData')}
          </Link>
        </div>
        <div className="pt-hero-stats">
          {STATS.map((s) => (
            <div key={s}>
              <div className="pt-hero-stat-value">{t(`home.stat.${s}`)}</div>
              <div className="pt-hero-stat-label">{t(`home.stat.${s}Label`)}</div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
