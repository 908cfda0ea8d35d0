import sanitizeHtml from 'sanitize-html';

/**
 * Rich content (announcements, rich-text templates) is cleaned on the server when written,
 * with sanitize-html: an allow-list parser (htmlparser2) that needs no DOM, unlike DOMPurify,
 * which on Node would need jsdom. Scripts, event handlers (on*), iframes, forms and
 * javascript: URLs go; formatting, links, tables and images stay.
 *
 * Images come from this server only: an external src would let an author see who reads what,
 * from where (a tracking pixel). Allowed are the file route's paths (what /sys/common/upload
 * answers, or the same under any base path or host — JeecgBoot's editor inserts its absolute
 * `staticDomainURL` — stored as the bare relative path, so no host and no ?token=
 * copied from a shown image is ever kept; its `sig` stays, the signed link of the upload answer, so
 * JeecgBoot's console, whose `<img>` sends no token, shows it: the file route checks it) and inline
 * raster data: images, which fetch nothing.
 * `class` only from a short list (Quill's alignment and indent classes, which JeecgBoot's editor
 * pastes): any other would dress content in the application's own classes (a fake dialog).
 */
const FILE_SRC = /^(?:https?:\/\/[\w.-]+(?::\d+)?)?(?:\/[\w.-]+)*\/?(sys\/common\/static\/[0-9a-f]{32})(?:[?#](.*))?$/;
/** an upload's signature (system/upload/signed.ts: base64url HMAC-SHA256) among the src's parameters */
const SIG = /(?:^|&)sig=([A-Za-z0-9_-]{43})(?:&|#|$)/;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;
const CLASSES = ['ql-align-center', 'ql-align-right', 'ql-align-justify', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `ql-indent-${n}`)];

/** The src kept for an image, or undefined (the image goes). */
const imageSrc = (src: string | undefined): string | undefined => {
  const s = src?.trim() ?? '';
  const file = FILE_SRC.exec(s);
  if (!file) return DATA_IMAGE.test(s) ? s : undefined;
  const sig = SIG.exec(file[2] ?? '')?.[1];
  return sig ? `${file[1]}?sig=${sig}` : file[1];
};

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.]+\s*,\s*[\d.]+\s*,\s*[\d.]+\s*(,\s*[\d.]+\s*)?\)$/i, /^[a-z]+$/i];
const LENGTH = [/^\d+(\.\d+)?(px|pt|em|rem|%)?$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'del', 'ins', 'u', 's', 'sub', 'sup'],
  allowedAttributes: {
    '*': ['style', 'class', 'title', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size', 'face'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
  },
  allowedClasses: { '*': CLASSES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': LENGTH,
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^[a-z -]+$/],
      'line-height': LENGTH,
      width: LENGTH,
      height: LENGTH,
      'margin-left': LENGTH,
      'padding-left': LENGTH,
      'text-indent': LENGTH,
    },
  },
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
    img: (tagName, { src, ...attribs }) => {
      const kept = imageSrc(src);
      return { tagName, attribs: kept ? { ...attribs, src: kept } : attribs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export const sanitizeRich = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Text shown inside HTML: &, <, >, " and ' escaped. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
/** Plain text of some HTML (for an abstract or an e-mail's text part). */
export const plainText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|div|li|h[1-6]|tr|td|th)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m])
    .replace(/\s+/g, ' ')
    .trim();
