import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { antdCss } from './extract.js';

interface CssFile {
  fileName: string;
  media: string;
  css: string;
}

/**
 * Writes antd's component styles for the console's default theme into the build as two stylesheets, one per answer to
 * `prefers-reduced-motion` (the theme differs by it, settings/themeConfig.ts). With the matching one applied, antd finds
 * each style already present and skips generating and inserting it: ~0.5 s of the browser's main thread less per page
 * load (docs/testing.md). Another colour from the settings drawer is generated at run time as before.
 */
export function antdStyles(): Plugin {
  let base = '/';
  let files: CssFile[] = [];
  return {
    name: 'isps-antd-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      files = [
        { still: false, media: '(prefers-reduced-motion: no-preference)' },
        { still: true, media: '(prefers-reduced-motion: reduce)' },
      ].map(({ still, media }) => {
        const css = antdCss(still);
        const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
        return { fileName: `assets/antd-${still ? 'still' : 'motion'}-${hash}.css`, media, css };
      });
    },
    transformIndexHtml() {
      // first in <head>: antd's run-time styles go there too, before the console's own
      return files.map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${f.fileName}`, media: f.media }, injectTo: 'head-prepend' as const }));
    },
    generateBundle() {
      for (const f of files) this.emitFile({ type: 'asset', fileName: f.fileName, source: f.css });
    },
  };
}
