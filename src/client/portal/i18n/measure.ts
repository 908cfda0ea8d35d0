// "portal" namespace strings owned by the measure part; zh and en must have the same keys (a unit test checks)
export const measureZh: Record<string, string> = {};
export const measureEn: Record<string, string> = {};
