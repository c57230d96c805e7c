import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** A chunk of the build as scripts/route-preloads.mjs reads it. */
interface ChunkEntry {
  /** The app's own modules in it, relative to the web app's root (`src/…`). */
  modules: string[];
  /** The module it was built for, when it is an entry or a dynamic import's target. */
  facade: string | null;
  imports: string[];
  css: string[];
  isEntry: boolean;
}

/** Read by scripts/route-preloads.mjs (`CHUNK_MAP_FILE` there). */
const CHUNK_MAP_FILE = '.vite/chunks.json';

/**
 * Writes which modules went into which chunk, with each chunk's imports and CSS: Vite's manifest names
 * only entries and dynamic imports' own chunks, and a page that another page also imports lives in a
 * shared chunk under another name. The build maps each page path to its files from this.
 */
export function chunkMap(): Plugin {
  let root = '';
  return {
    name: 'portal-chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const own = (id: string) => {
        const path = relative(root, id);
        return path.startsWith('..') || path.includes('\0') ? null : path;
      };
      const chunks: Record<string, ChunkEntry> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          modules: output.moduleIds.flatMap((id) => own(id) ?? []),
          facade: output.facadeModuleId ? own(output.facadeModuleId) : null,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          isEntry: output.isEntry,
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP_FILE, source: JSON.stringify(chunks) });
    },
  };
}
