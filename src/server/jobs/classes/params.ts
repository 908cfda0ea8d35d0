/** A positive number parameter (days, minutes) with a default when empty; NaN when malformed. */
export function numberParam(parameter: string, fallback: number): number {
  const t = parameter.trim();
  if (!t) return fallback;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
}

export const checkNumber = (what: string) => (parameter: string) =>
  Number.isFinite(numberParam(parameter, 1)) ? undefined : `参数应为${what}（数字），或留空取默认值`;
