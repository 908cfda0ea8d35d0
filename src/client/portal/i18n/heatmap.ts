// "portal" namespace strings owned by the heatmap part; zh and en must have the same keys (a unit test checks)
export const heatmapZh: Record<string, string> = {};
export const heatmapEn: Record<string, string> = {};
