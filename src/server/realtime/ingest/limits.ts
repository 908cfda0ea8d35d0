/**
 * What the ingest takes from a stream (README: ISPS_C37_ACCEPT_PAST_SECONDS,
 * ISPS_C37_ACCEPT_FUTURE_SECONDS, ISPS_C37_MAX_PMUS, ISPS_C37_MAX_CHANNELS).
 */
export interface IngestLimits {
  /** data stamped earlier than the server clock minus this is refused (the rings keep 10 min) */
  pastSeconds: number;
  /** data stamped later than the server clock plus this is refused: one stray stamp must not move a device's time */
  futureSeconds: number;
  /** PMU blocks one configuration may have */
  maxPmus: number;
  /** channels (phasors + analogs + digital words) one PMU block may have: each phasor becomes two rings */
  maxChannels: number;
  /** clock (ms), injectable for tests */
  now: () => number;
}

/** Far beyond any real substation (a PDC stream of a dozen PMUs, a few dozen channels each). */
export const DEFAULT_LIMITS: IngestLimits = { pastSeconds: 600, futureSeconds: 5, maxPmus: 32, maxChannels: 64, now: () => Date.now() };
