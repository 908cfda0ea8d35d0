import type { Plugin } from 'vite';
import { buildMap } from './build.js';
import { labelsJson, mapSvg, maskSvg } from './svg.js';

type Files = Record<string, { type: string; body: string }>;

let files: Files | undefined;

/** The generated files, built once per process from @esmjs/geo. */
export function cnMapFiles(): Files {
  if (!files) {
    const m = buildMap();
    files = {
      'cn.svg': { type: 'image/svg+xml', body: mapSvg(m) },
      'cn-mask.svg': { type: 'image/svg+xml', body: maskSvg(m) },
      'cn-labels.json': { type: 'application/json', body: labelsJson(m) },
    };
  }
  return files;
}

/** Emits /cn.svg, /cn-mask.svg and /cn-labels.json into the build and serves them in `vite dev`. */
export function cnMap(): Plugin {
  return {
    name: 'isps-cn-map',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const f = cnMapFiles()[(req.url ?? '').split('?')[0].slice(1)];
        if (!f) return next();
        res.setHeader('content-type', f.type);
        res.end(f.body);
      });
    },
    generateBundle() {
      for (const [fileName, f] of Object.entries(cnMapFiles())) this.emitFile({ type: 'asset', fileName, source: f.body });
    },
  };
}
