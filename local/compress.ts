/**
 * Compression and validators for the local runtime, as CloudFront gives them in the cloud: brotli where
 * the client accepts it, else gzip, for text bodies of 1,000 bytes to 10 MB (CloudFront's range), and an
 * ETag on site files so that a reload answers 304 without a body. Site files are compressed once and kept.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

const minBytes = 1000;
const maxBytes = 10 * 1024 * 1024;

/** Text types worth compressing: HTML, CSS, JavaScript, JSON, SVG and plain text. */
export function compressible(contentType: string | undefined): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/i.test(contentType ?? '');
}

/** The encoding to answer with: brotli when accepted, else gzip, else none (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** The encoding a body goes out in: one the client accepts, for a text type of a size worth compressing. */
function encodingFor(
  bytes: number,
  contentType: string | undefined,
  acceptEncoding: string | string[] | undefined,
): Encoding | undefined {
  const worthIt = bytes >= minBytes && bytes <= maxBytes && compressible(contentType);
  return worthIt ? chooseEncoding(acceptEncoding) : undefined;
}

async function encode(body: Buffer, encoding: Encoding, quality: number): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: Math.min(quality, 9) });
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * An API answer's body, compressed when the client accepts it and it is large enough: a fast brotli
 * level, as a CDN compresses on the fly.
 */
export async function compressAnswer(
  body: Buffer,
  contentType: string | undefined,
  acceptEncoding: string | string[] | undefined,
): Promise<{ body: Buffer; encoding?: Encoding }> {
  const encoding = encodingFor(body.length, contentType, acceptEncoding);
  if (!encoding) return { body };
  return { body: await encode(body, encoding, encoding === 'br' ? 4 : 6), encoding };
}

export interface SiteFile {
  etag: string;
  raw: Buffer;
  /** Each encoding made once, on first ask. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const siteFiles = new Map<string, { mtimeMs: number; file: Promise<SiteFile> }>();

/** A site file with its ETag (a hash of its bytes), read once per change of the file. */
export function siteFile(path: string, mtimeMs: number): Promise<SiteFile> {
  const known = siteFiles.get(path);
  if (known?.mtimeMs === mtimeMs) return known.file;
  const file = readFile(path).then((raw) => ({
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
    raw,
    encoded: {},
  }));
  siteFiles.set(path, { mtimeMs, file });
  return file;
}

/** The file's bytes in the encoding the client takes, compressed at the smallest size once and kept. */
export async function siteBody(
  file: SiteFile,
  contentType: string | undefined,
  acceptEncoding: string | string[] | undefined,
): Promise<{ body: Buffer; encoding?: Encoding }> {
  const encoding = encodingFor(file.raw.length, contentType, acceptEncoding);
  if (!encoding) return { body: file.raw };
  file.encoded[encoding] ??= encode(file.raw, encoding, encoding === 'br' ? constants.BROTLI_MAX_QUALITY : 9);
  return { body: await file.encoded[encoding], encoding };
}

/** Whether the client's `If-None-Match` names this ETag (or is `*`). */
export function notModified(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return String(ifNoneMatch)
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
