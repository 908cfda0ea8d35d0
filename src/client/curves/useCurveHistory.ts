import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { polled } from '../measure/polled.js';
import { endOf, refreshSeconds, type CurveRange } from './curveRange.js';
import { fetchHistory, type FlagSpan, type HistoryCurveData } from './historyData.js';
import { portalGet, showCurveWarning } from './portalGet.js';
import type { CurveLine, EquipRecordInfo } from './types.js';

export interface CurveHistory {
  lines: CurveLine[];
  /** the level the server read (ring, 1 s, 1 min, 10 min) */
  level: HistoryCurveData['level'];
  unit: string | null;
  /** spans whose values IEC 61000-4-30 flags (during a dip, swell or interruption), of every device drawn */
  flagged: FlagSpan[];
  /** where the range read ended (Unix s): now, as of the last read, for a range that follows now */
  end: number | null;
  loading: boolean;
  /** reads the range again now */
  refresh(): void;
}

/**
 * Devices over a past range (null: nothing, the widget is live): per device its mean, min and max
 * buckets — the server picks the level by the span, min and max keep spikes. A range that follows
 * now is read again every few seconds (not while the tab is hidden); a fixed one is read once.
 * `label(device, stat)` names a line in the current language; `point` is a measurement type or
 * a channel point (UPM.UA) of the devices.
 */
const NO_SPANS: FlagSpan[] = [];

export function useCurveHistory(
  equipIds: string[],
  point: string,
  range: CurveRange | null,
  label: (device: EquipRecordInfo, stat: 'mean' | 'min' | 'max') => string,
): CurveHistory {
  const lang = useTranslation().i18n.language; // the lines' names are in it
  const key = range && equipIds.length ? ['curve-history', equipIds.join(','), point, range.span, range.follow ? 'now' : range.end, lang] : null;
  const { data, isLoading, mutate } = useSWR(
    key,
    async () => {
      const end = endOf(range!);
      const parts = await Promise.all(
        equipIds.map((id) => fetchHistory(portalGet, id, point, end - range!.span, end, (d) => [label(d, 'mean'), label(d, 'min'), label(d, 'max')])),
      );
      const warning = parts.find((p) => p.warning)?.warning;
      if (warning) showCurveWarning(warning);
      return {
        lines: parts.flatMap((p) => p.lines),
        flagged: parts.flatMap((p) => p.flagged),
        level: parts.find((p) => p.level)?.level ?? null,
        unit: parts.find((p) => p.unit)?.unit ?? null,
        end,
      };
    },
    polled(range?.follow ? refreshSeconds(range.span) * 1000 : 0),
  );
  const shown = range ? data : undefined;
  return {
    lines: shown?.lines ?? [],
    level: shown?.level ?? null,
    unit: shown?.unit ?? null,
    flagged: shown?.flagged ?? NO_SPANS,
    end: shown?.end ?? null,
    loading: !!range && isLoading,
    refresh: () => void mutate(),
  };
}
