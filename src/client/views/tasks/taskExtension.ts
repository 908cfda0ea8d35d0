import type { EntityExtension } from '#renderers/core.js';

/**
 * 后台任务: records come from the system only (exports, imports, thumbnails), so the list offers no add,
 * edit, import or delete; the server refuses add/edit too (src/server/jobs/tasks/routes.ts).
 */
export const taskExtension: EntityExtension = {
  readOnly: true,
  rowDelete: false,
};
