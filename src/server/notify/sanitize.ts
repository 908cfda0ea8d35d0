import sanitizeHtml from 'sanitize-html';

/**
 * Rich content (announcements, rich-text templates) is cleaned on the server when written,
 * with sanitize-html: an allow-list parser (htmlparser2) that needs no DOM, unlike DOMPurify,
 * which on Node would need jsdom. Scripts, event handlers (on*), iframes, forms and
 * javascript: URLs go; formatting, links, tables and images stay.
 */
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
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: {
    '*': {
      color: COLOR, 'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': LENGTH, 'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/], 'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^[a-z -]+$/], 'line-height': LENGTH, width: LENGTH, height: LENGTH,
      'margin-left': LENGTH, 'padding-left': LENGTH, 'text-indent': LENGTH,
    },
  },
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

export const sanitizeRich = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Text shown inside HTML: &, <, >, " and ' escaped. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
/** Plain text of some HTML (for an abstract or an e-mail's text part). */
export const plainText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|div|li|h[1-6]|tr|td|th)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m]).replace(/\s+/g, ' ').trim();
