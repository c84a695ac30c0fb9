// The tables of fixture pairs the gate is judged on: each case is a folder holding after.yaml and
// its own before.yaml (or the folder's shared base.yaml), and the verdict the gate must give.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compareContracts } from '../../scripts/breaking/compare.js';
import type { ChangeClass } from '../../scripts/breaking/findings.js';

export interface Case {
  changeClass: ChangeClass;
  /**
   * The breaking findings expected (all of them): kind, the operationId named in the report (or
   * `document`), where, and optionally what the message says.
   */
  breaking?: { kind: string; operation: string; location: RegExp; message?: RegExp }[];
  /** Additive kinds expected (at least one each). */
  additive?: string[];
}

function load(file: string): Record<string, never> {
  return parse(fs.readFileSync(file, 'utf8')) as Record<string, never>;
}

export function compareCase(folder: string, name: string) {
  const own = path.join(folder, name, 'before.yaml');
  const before = load(fs.existsSync(own) ? own : path.join(folder, 'base.yaml'));
  return compareContracts(before, load(path.join(folder, name, 'after.yaml')));
}

/** One test per case of the table, and one that the table and the folder's case folders match. */
export function describeCases(folder: string, cases: Record<string, Case>): void {
  describe.each(Object.entries(cases))('%s', (name, expected) => {
    it(`is ${expected.changeClass} with the expected findings`, () => {
      const { findings, changeClass } = compareCase(folder, name);
      const breaking = findings.filter((finding) => finding.level === 'breaking');
      const listed = findings
        .map(
          (finding) => `${finding.level} ${finding.kind} ${finding.operation} ${finding.location}: ${finding.message}`,
        )
        .join('\n');
      expect(changeClass, listed).toBe(expected.changeClass);
      expect(breaking, listed).toHaveLength(expected.breaking?.length ?? 0);
      for (const want of expected.breaking ?? []) {
        const message = want.message ?? /: /;
        const match = breaking.find(
          (finding) =>
            finding.kind === want.kind &&
            (finding.operation === want.operation || finding.operation.endsWith(`(${want.operation})`)) &&
            want.location.test(finding.location) &&
            message.test(finding.message),
        );
        expect(
          match,
          `${want.kind} on ${want.operation} at ${String(want.location)} saying ${String(message)} among:\n${listed}`,
        ).toBeDefined();
      }
      for (const kind of expected.additive ?? []) {
        expect(
          findings.some((finding) => finding.level === 'additive' && finding.kind === kind),
          `additive ${kind} among:\n${listed}`,
        ).toBe(true);
      }
    });
  });

  it(`has a case folder in ${path.basename(folder)}/ for every case in the table and a case for every folder`, () => {
    const folders = fs.readdirSync(folder).filter((name) => fs.statSync(path.join(folder, name)).isDirectory());
    expect(folders.sort()).toEqual(Object.keys(cases).sort());
  });
}
