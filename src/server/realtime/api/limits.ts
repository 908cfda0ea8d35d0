/** What one anonymous call may ask for (the portal reads are public). */
export const LIMITS = {
  /** ids per call (equipIds, pointIds, equipIDs) */
  ids: 200,
  /** values in one queryWrdbData answer (rows × values per row): 10 min at 100 Hz is 60,000 */
  values: 120_000,
  /** history of a spectrum answer, s */
  spectrumSeconds: 60,
};
