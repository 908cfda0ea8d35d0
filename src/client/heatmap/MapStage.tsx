import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAME } from '#shared/cnProjection.js';
import DeviceDots from './DeviceDots.js';
import LabelLayer from './LabelLayer.js';
import type { Metric } from './metrics.js';
import type { LabelLang, MapLabel, PlacedDevice } from './types.js';

interface Props {
  svg: string;
  labels: MapLabel[];
  labelLang: LabelLang;
  heatSrc?: string;
  placed: PlacedDevice[];
  metric: Metric;
}

const layer: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };
const MASK = 'url(/cn-mask.svg)';

/**
 * The 1000×800 frame scaled to the container's width: the base map (cn.svg inline), the heat
 * image clipped to the country by cn-mask.svg, then labels and device dots in frame units.
 */
export default function MapStage({ svg, labels, labelLang, heatSrc, placed, metric }: Props) {
  const { t } = useTranslation('portal');
  return (
    <div data-testid="heatmap-stage" style={{ position: 'relative', width: '100%', aspectRatio: `${FRAME.w} / ${FRAME.h}` }}>
      <div
        data-testid="heatmap-base"
        style={layer}
        // cn.svg is this build's own static file (generated from @esmjs/geo by vite/cnmap), not user content
        dangerouslySetInnerHTML={{
          __html: svg
            .replace('<svg ', '<svg style="width:100%;height:100%;display:block" ')
            // the map's 示意图 note in the page's language (the text is plain: no markup to escape but <, &)
            .replace(/(<text id="cn-schematic"[^>]*>)[^<]*/, (_, open: string) => open + t('heatmap.schematic').replace(/&/g, '&amp;').replace(/</g, '&lt;')),
        }}
      />
      {heatSrc && (
        <img
          data-testid="heatmap-overlay"
          src={heatSrc}
          alt=""
          draggable={false}
          style={{ ...layer, pointerEvents: 'none', opacity: 0.85, maskImage: MASK, WebkitMaskImage: MASK, maskSize: '100% 100%', WebkitMaskSize: '100% 100%' }}
        />
      )}
      <svg viewBox={`0 0 ${FRAME.w} ${FRAME.h}`} style={{ ...layer, pointerEvents: 'none' }}>
        <LabelLayer labels={labels} lang={labelLang} />
        <DeviceDots placed={placed} metric={metric} />
      </svg>
    </div>
  );
}
