import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

export const LOGO_MAX_BYTES = 1024 * 1024;
/** Wide enough for a sharp logo on a high-density screen, small enough for a phone's first page. */
const LOGO_MAX_WIDTH = 800;
const LOGO_MAX_HEIGHT = 400;

export interface CheckedLogo {
  bytes: Buffer;
  extension: 'svg' | 'png' | 'jpg';
  contentType: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A logo as the portal will serve it, whatever its file name says: an SVG rebuilt from the drawing
 * elements it allows only (no script, event handler, external reference or embedded document), a PNG or
 * JPEG decoded, stripped of its metadata and scaled to fit 800 × 400. Anything else is refused.
 */
export async function checkedLogo(bytes: Buffer): Promise<CheckedLogo> {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return rasterLogo(bytes, 'png');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return rasterLogo(bytes, 'jpg');
  const text = bytes.toString('utf8');
  if (
    /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?<svg[\s>]/i.test(
      text,
    )
  ) {
    return { bytes: Buffer.from(sanitizedSvg(text)), extension: 'svg', contentType: 'image/svg+xml' };
  }
  throw new AppError('ValidationError', 'logo_type', { file: ['logo_type'] });
}

async function rasterLogo(bytes: Buffer, extension: 'png' | 'jpg'): Promise<CheckedLogo> {
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true });
    const output =
      extension === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 88 }).toBuffer();
    return { bytes: output, extension, contentType: extension === 'png' ? 'image/png' : 'image/jpeg' };
  } catch {
    throw new AppError('ValidationError', 'logo_unreadable', { file: ['logo_unreadable'] });
  }
}

/** What a logo may draw with; every other element goes, with all it holds. */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'title',
  'desc',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'use',
  'symbol',
]);

/** An attribute value that reaches outside the drawing or runs something. */
function isUnsafeValue(name: string, value: string): boolean {
  const lower = value.toLowerCase().replace(/\s+/g, '');
  if (/javascript:|vbscript:|data:|expression\(|@import/.test(lower)) return true;
  // Only references inside the drawing: href="#id", url(#id).
  if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) return true;
  return /url\((?!['"]?#)/.test(lower);
}

type XmlNode = Record<string, unknown>;
const ATTRIBUTES = ':@';
const TEXT = '#text';

function cleanNodes(nodes: XmlNode[]): XmlNode[] {
  const kept: XmlNode[] = [];
  for (const node of nodes) {
    if (TEXT in node) {
      kept.push({ [TEXT]: node[TEXT] });
      continue;
    }
    const tag = Object.keys(node).find((key) => key !== ATTRIBUTES);
    if (!tag || !SVG_ELEMENTS.has(tag.toLowerCase())) continue;
    const attributes = (node[ATTRIBUTES] ?? {}) as Record<string, string>;
    const safe = Object.fromEntries(
      Object.entries(attributes)
        .filter(([key, value]) => {
          const name = key.replace(/^@_/, '').toLowerCase();
          return !name.startsWith('on') && name !== 'style' && !isUnsafeValue(name, String(value));
        })
        // Written back in double quotes: a quote or bracket from a single-quoted value stays text.
        .map(([key, value]) => [key, String(value).replaceAll('"', '&quot;').replaceAll('<', '&lt;')]),
    );
    kept.push({
      [tag]: cleanNodes((node[tag] ?? []) as XmlNode[]),
      ...(Object.keys(safe).length ? { [ATTRIBUTES]: safe } : {}),
    });
  }
  return kept;
}

function sanitizedSvg(text: string): string {
  const options = {
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    // Entities are never expanded: a DOCTYPE cannot smuggle in text or blow up in size.
    processEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    // CDATA apart, so its text is never written back as markup; it is dropped with other unknown nodes.
    cdataPropName: '#cdata',
    trimValues: false,
  } as const;
  let tree: XmlNode[];
  try {
    tree = new XMLParser(options).parse(text) as XmlNode[];
  } catch {
    throw new AppError('ValidationError', 'logo_unreadable', { file: ['logo_unreadable'] });
  }
  const root = cleanNodes(tree).filter((node) => !(TEXT in node));
  if (root.length !== 1 || !('svg' in (root[0] ?? {}))) {
    throw new AppError('ValidationError', 'logo_type', { file: ['logo_type'] });
  }
  return new XMLBuilder({ ...options, suppressEmptyNode: true }).build(root) as string;
}
