import { useRequest } from 'ahooks';
import type { CurveRange } from './curveRange.js';
import { fetchHistory, type HistoryCurveData } from './historyData.js';
import { portalGet, showCurveWarning } from './portalGet.js';
import type { CurveLine, MeasType } from './types.js';

export interface CurveHistory {
  lines: CurveLine[];
  /** the level the server read (ring, 1 s, 1 min, 10 min) */
  level: HistoryCurveData['level'];
  loading: boolean;
}

/**
 * The live widget's devices over a past range (null: nothing, the widget is live): per device its
 * mean, min and max buckets — the server picks the level by the span, min and max keep spikes.
 * `label(equipId, stat)` names a line in the current language.
 */
export function useCurveHistory(
  equipIds: string[],
  meastype: MeasType,
  range: CurveRange | null,
  label: (equipId: string, stat: 'mean' | 'min' | 'max') => string,
): CurveHistory {
  const { data, loading } = useRequest(
    async () => {
      if (!range) return null;
      const parts = await Promise.all(
        equipIds.map((id) => fetchHistory(portalGet, id, meastype, range.end - range.span, range.end, [label(id, 'mean'), label(id, 'min'), label(id, 'max')])),
      );
      const warning = parts.find((p) => p.warning)?.warning;
      if (warning) showCurveWarning(warning);
      return { lines: parts.flatMap((p) => p.lines), level: parts.find((p) => p.level)?.level ?? null };
    },
    { refreshDeps: [JSON.stringify(equipIds), meastype, range?.span, range?.end] },
  );
  return { lines: range ? (data?.lines ?? []) : [], level: range ? (data?.level ?? null) : null, loading };
}
