import { useEffect, useMemo, useRef, useState } from 'react';
import { bindVisibility, createCurveTimer, type CurveTimer } from './curveTimer.js';
import { portalGet, showCurveWarning } from './portalGet.js';
import type { CurveConfig, CurveLine } from './types.js';

export interface LiveCurveState {
  /** the lines as of the last tick (their arrays are updated in place; version changes with them) */
  lines: CurveLine[];
  version: number;
  running: boolean;
  start(): void;
  stop(): void;
}

/** Runs the curve timer for a config: opens on mount, closes on unmount and while the tab is hidden. */
export function useLiveCurve(config: CurveConfig, autoStart = true): LiveCurveState {
  const [lines, setLines] = useState<CurveLine[]>([]);
  const [version, setVersion] = useState(0);
  const [running, setRunning] = useState(false);
  const timerRef = useRef<CurveTimer | null>(null);
  // whether the user wants it running: a hidden tab closes it, showing the tab reopens only a wanted curve
  const wanted = useRef(autoStart);
  const key = JSON.stringify(config);
  const stable = useMemo(() => config, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const timer = createCurveTimer(stable, {
      get: portalGet,
      onData: (next) => {
        setLines(next);
        setVersion((v) => v + 1);
      },
      onWarn: showCurveWarning,
    });
    timerRef.current = timer;
    const sync = () => setRunning(timer.running());
    const open = () => (wanted.current ? timer.open().then(sync) : Promise.resolve());
    const close = () => timer.close().then(sync);
    void open();
    const unbind = bindVisibility({ open, close }, document);
    return () => {
      unbind();
      void timer.close();
      timerRef.current = null;
    };
  }, [stable]);

  const act = (want: boolean) => {
    wanted.current = want;
    const timer = timerRef.current;
    if (timer) void (want ? timer.open() : timer.close()).then(() => setRunning(timer.running()));
  };
  return { lines, version, running, start: () => act(true), stop: () => act(false) };
}
