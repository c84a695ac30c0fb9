import { type Json, type JsonObject, resolve } from './document.js';
import type { Report } from './findings.js';
import { compareUnread } from './unclassified.js';
import { BODY_KEYS } from './operation-keys.js';
import { compareContent, contentOf } from './media.js';

export function compareRequestBodies(
  before: JsonObject,
  after: JsonObject,
  rawA: Json | undefined,
  rawB: Json | undefined,
  add: Report,
): void {
  if (rawA === undefined && rawB === undefined) return;
  const bodyA = resolve(before, rawA).node;
  const bodyB = resolve(after, rawB).node;
  if (rawB === undefined) {
    add({
      level: 'breaking',
      kind: 'request-body-removed',
      location: 'request body',
      message: 'request body removed: requests that send one are refused',
    });
    return;
  }
  if (bodyA.required !== true && bodyB.required === true) {
    add({
      level: 'breaking',
      kind: 'request-body-made-required',
      location: 'request body',
      message: `request body ${rawA === undefined ? 'added and ' : ''}required: requests without one are refused`,
    });
  } else if (rawA === undefined) {
    add({
      level: 'additive',
      kind: 'request-body-added',
      location: 'request body',
      message: 'new optional request body',
    });
    return;
  } else if (bodyA.required === true && bodyB.required !== true) {
    add({
      level: 'additive',
      kind: 'request-body-made-optional',
      location: 'request body',
      message: 'request body now optional',
    });
  }
  compareContent(
    before,
    after,
    contentOf(bodyA),
    contentOf(bodyB),
    'input',
    'request body',
    {
      removed: 'media type no longer accepted: requests that send it are refused',
      added: 'new media type accepted',
    },
    add,
  );
  compareUnread(before, after, bodyA, bodyB, BODY_KEYS, 'request body', add);
}
