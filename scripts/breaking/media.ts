import { isObject, type JsonObject } from './document.js';
import type { Report } from './findings.js';
import { compareSchemas, type Direction, walkFor } from './schema-diff.js';
import { flat, typesOf } from './schema-values.js';
import { compareUnread } from './unclassified.js';
import { mediaWire, parameterWire, serialisation } from './wire.js';
import { MEDIA_KEYS } from './operation-keys.js';

export function contentOf(node: JsonObject): JsonObject {
  return isObject(node.content) ? node.content : {};
}

/** A media type object's schema, read as that media type's wire carries it, and what else it says. */
export function compareMedia(
  before: JsonObject,
  after: JsonObject,
  mediaType: string,
  mediaA: JsonObject,
  mediaB: JsonObject,
  direction: Direction,
  location: string,
  report: Report,
): void {
  compareSchemas(
    walkFor(before, after, direction, report, mediaWire(mediaType, mediaB)),
    mediaA.schema,
    mediaB.schema,
    location,
  );
  compareUnread(before, after, mediaA, mediaB, MEDIA_KEYS, location, report);
}

/** Whether a parameter's or header's value is a list or an object (so its `explode` matters). */
function structured(document: JsonObject, parameter: JsonObject): boolean {
  const types = typesOf(flat(document, parameter.schema));
  return types === undefined || types.has('array') || types.has('object');
}

/**
 * How a parameter or a header is serialised: by `schema` with a style (wire.ts), or by `content`
 * (one media type). Its style, explode and allowReserved are compared with their defaults filled
 * in; explode, and the style of a query or cookie value, matter only to a list or an object.
 */
export function compareSerialised(
  before: JsonObject,
  after: JsonObject,
  A: JsonObject,
  B: JsonObject,
  direction: Direction,
  location: string,
  report: Report,
): void {
  const changed = (what: string) =>
    report({
      level: 'breaking',
      kind: 'serialization-changed',
      location,
      message: `${what}: clients and servers serialize the value differently`,
    });
  if (isObject(A.content) || isObject(B.content)) {
    if (!isObject(A.content) || !isObject(B.content)) {
      changed(
        `now described by \`${isObject(B.content) ? 'content' : 'schema'}\` instead of \`${isObject(B.content) ? 'schema' : 'content'}\``,
      );
      return;
    }
    const contentB = B.content;
    for (const [mediaType, mediaA] of Object.entries(A.content)) {
      const mediaB = contentB[mediaType];
      if (!isObject(mediaB)) changed(`no longer sent as ${mediaType}`);
      else if (isObject(mediaA)) compareMedia(before, after, mediaType, mediaA, mediaB, direction, location, report);
    }
    for (const mediaType of Object.keys(contentB).filter((type) => !(type in (A.content as JsonObject))))
      changed(`now sent as ${mediaType}`);
    return;
  }
  const a = serialisation(A);
  const b = serialisation(B);
  const lists = structured(before, A) && structured(after, B);
  const query = A.in === 'query' || A.in === 'cookie';
  if (a.style !== b.style && (lists || !query)) changed(`\`style\` changed from ${a.style} to ${b.style}`);
  if (a.explode !== b.explode && lists) changed(`\`explode\` changed from ${a.explode} to ${b.explode}`);
  if (a.allowReserved !== b.allowReserved)
    changed(`\`allowReserved\` changed from ${a.allowReserved} to ${b.allowReserved}`);
  // A single value becoming a list is read by the new serialisation: how old clients' values arrive.
  compareSchemas(walkFor(before, after, direction, report, parameterWire(B)), A.schema, B.schema, location);
}

/** What a finding says when a media type goes or comes, in the words of the side that reads it. */
export interface ContentWords {
  removed: string;
  added: string;
}

/**
 * The media types of two `content` maps: one removed is breaking, one added is additive, and each kept
 * one is compared (compareMedia) in the direction the value travels. `location` prefixes each media type.
 */
export function compareContent(
  before: JsonObject,
  after: JsonObject,
  contentA: JsonObject,
  contentB: JsonObject,
  direction: Direction,
  location: string,
  words: ContentWords,
  report: Report,
): void {
  for (const [mediaType, mediaA] of Object.entries(contentA)) {
    const mediaB = contentB[mediaType];
    const where = `${location} ${mediaType}`;
    if (!isObject(mediaB))
      report({ level: 'breaking', kind: 'media-type-removed', location: where, message: words.removed });
    else if (isObject(mediaA)) compareMedia(before, after, mediaType, mediaA, mediaB, direction, where, report);
  }
  for (const mediaType of Object.keys(contentB).filter((type) => !(type in contentA)))
    report({ level: 'additive', kind: 'media-type-added', location: `${location} ${mediaType}`, message: words.added });
}
