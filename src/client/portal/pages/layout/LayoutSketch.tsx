import { useTranslation } from 'react-i18next';

/** A drawing of a portal page: header, content columns and footer, numbered as the text explains them. */
export default function LayoutSketch() {
  const { t } = useTranslation('portal');
  return (
    <div className="pt-sketch" aria-hidden="true">
      <div className="pt-sketch-header">
        <span className="pt-step">1</span>
        {t('layout.header')}
      </div>
      <div className="pt-sketch-content">
        <div className="pt-sketch-label">
          <span className="pt-step">2</span>
          {t('layout.content')}
        </div>
        <div className="pt-sketch-cols">
          {[1, 2, 3, 4].map((i) => (
            <div key={i} />
          ))}
        </div>
      </div>
      <div className="pt-sketch-footer">
        <span className="pt-step">3</span>
        {t('layout.footer')}
      </div>
    </div>
  );
}
