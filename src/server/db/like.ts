/** A value for LIKE/ILIKE matched literally: %, _ and \ lose their meaning. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
