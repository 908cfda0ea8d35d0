import { describe, expect, it } from 'vitest';
import { escapeHtml, plainText, sanitizeRich } from '#server/notify/sanitize.js';
import { renderTemplate, textAsHtml } from '#server/notify/templates.js';

describe('template rendering', () => {
  it('replaces ${var} and ${a.b}, reporting missing variables once', () => {
    expect(renderTemplate('${name} 于 ${ t } 上报 ${ev.kind}，${n}', { name: 'SMD-R', t: '10:00', ev: { kind: '暂降' }, n: 3 }, false)).toEqual({
      text: 'SMD-R 于 10:00 上报 暂降，3',
      missing: [],
    });
    expect(renderTemplate('${a}${b}${a}', {}, false).missing).toEqual(['a', 'b']);
    expect(renderTemplate('${o}', { o: { x: 1 } }, false).text).toBe('{"x":1}');
  });

  it('escapes values in rich templates and sanitises the result', () => {
    const r = renderTemplate('<a href="${url}">${label}</a>', { url: 'javascript:alert(1)', label: '<b>x</b>' }, true);
    expect(r.text).toBe('<a>&lt;b&gt;x&lt;/b&gt;</a>');
    expect(renderTemplate('<p>${v}</p>', { v: '"&\'' }, true).text).toBe('<p>"&amp;\'</p>');
  });

  it('plain text goes into HTML escaped, keeping its line breaks', () => {
    expect(textAsHtml('a<b>\nc')).toBe('a&lt;b&gt;<br>c');
  });
});

describe('rich content sanitising', () => {
  it('drops scripts, handlers, frames and javascript: links, keeps formatting', () => {
    expect(sanitizeRich('<p style="color:red;position:fixed" onmouseover="x()">a<iframe src="//e"></iframe></p><style>p{}</style>')).toBe(
      '<p style="color:red">a</p>',
    );
    expect(sanitizeRich('<a href="https://x.cn" target="_blank">x</a>')).toBe('<a href="https://x.cn" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRich('<img src="data:image/png;base64,AAA"><a href="data:text/html,x">y</a>')).toBe('<img src="data:image/png;base64,AAA" /><a>y</a>');
    expect(sanitizeRich('<table><tr><td colspan="2">1</td></tr></table>')).toBe('<table><tr><td colspan="2">1</td></tr></table>');
  });

  it('gives plain text for abstracts', () => {
    expect(plainText('<p>a &amp; b</p><p>c&nbsp;d</p>')).toBe('a & b c d');
    expect(escapeHtml('<&>')).toBe('&lt;&amp;&gt;');
  });
});
