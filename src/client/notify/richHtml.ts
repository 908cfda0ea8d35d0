import { richHtml as resolve } from '#renderers/widgets/richHtml.js';
import { fileUrl } from '../api/http.js';

/** Rich content as shown to the signed-in reader (see renderers/widgets/richHtml). */
export const richHtml = (html: string | null | undefined): string => resolve(html, fileUrl);
