import DOMPurify from 'dompurify';

/** The server keeps images as the file route's bare path (never with a token): here they get the reader's own. */
const FILE_IMG = /(<img\b[^>]*?\bsrc=")(sys\/common\/static\/[0-9a-f]{32})"/g;

/** Rich content as shown: sanitised again in the browser, uploaded images resolved for this reader. */
export const richHtml = (html: string | null | undefined, fileUrl: (path: string) => string): string =>
  DOMPurify.sanitize(html ?? '').replace(FILE_IMG, (_, head: string, path: string) => `${head}${fileUrl(path)}"`);
