// The report files of `--report DIR`: JUnit XML for CI, JSON for tools, Markdown and HTML for people.
// Each failure shows the request, the answer, what the contract says and a curl line (tokens masked).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { RunReport } from '../index.js';
import type { CheckResult } from '../run/types.js';
import type { KitContract } from '../contract/document.js';
import { coverageText } from './coverage.js';
import { type Evidence, evidenceOf, mask } from './evidence.js';
import { countsByArea, totals } from './summary.js';

export const REPORT_FILES = {
  junit: 'junit.xml',
  json: 'report.json',
  markdown: 'report.md',
  html: 'report.html',
} as const;

/** Writes every report into a folder (created); returns the files written. */
/** With the contract, the Markdown report's coverage names the pairs answered of those documented (coverage.ts). */
export function writeReports(report: RunReport, dir: string, contract?: KitContract): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const files: [string, string][] = [
    [REPORT_FILES.junit, junitXml(report)],
    [REPORT_FILES.json, `${JSON.stringify(jsonReport(report), null, 2)}\n`],
    [REPORT_FILES.markdown, markdownReport(report, contract)],
    [REPORT_FILES.html, htmlReport(report)],
  ];
  return files.map(([name, text]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  });
}

function evidenceList(result: CheckResult, report: RunReport): Evidence[] {
  return result.failures.map((failure) => evidenceOf(failure, report.secrets));
}

export function jsonReport(report: RunReport): object {
  const { secrets: _secrets, ...rest } = report;
  return {
    ...rest,
    totals: totals(report),
    byArea: Object.fromEntries(countsByArea(report)),
    results: report.results.map((result) => ({
      ...result,
      failures: evidenceList(result, report),
    })),
  };
}

function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

function evidenceText(evidence: Evidence): string {
  const lines = [evidence.message, `contract: ${evidence.contract}`];
  if (evidence.request) {
    lines.push('', `> ${evidence.request.line}`);
    for (const [name, value] of Object.entries(evidence.request.headers)) lines.push(`> ${name}: ${value}`);
    if (evidence.request.body !== undefined) lines.push('>', `> ${evidence.request.body}`);
  }
  if (evidence.answer) {
    lines.push('', `< ${evidence.answer.status}`);
    for (const [name, value] of Object.entries(evidence.answer.headers)) lines.push(`< ${name}: ${value}`);
    if (evidence.answer.body) lines.push('<', `< ${evidence.answer.body}`);
  }
  if (evidence.curl) lines.push('', evidence.curl);
  return lines.join('\n');
}

export function junitXml(report: RunReport): string {
  const byFamily = new Map<string, CheckResult[]>();
  for (const result of report.results) byFamily.set(result.family, [...(byFamily.get(result.family) ?? []), result]);
  const suites = [...byFamily].map(([family, results]) => {
    const failures = results.filter((r) => r.outcome === 'failed').length;
    const skipped = results.filter((r) => r.outcome === 'not-exercised').length;
    const seconds = results.reduce((sum, r) => sum + r.ms, 0) / 1000;
    const cases = results.map((result) => {
      const open = `    <testcase classname="${xml(`${family}.${result.area}`)}" name="${xml(result.id)}" time="${(result.ms / 1000).toFixed(3)}"`;
      if (result.outcome === 'passed') return `${open}/>`;
      if (result.outcome === 'not-exercised')
        return `${open}>\n      <skipped message="${xml(`not exercised: ${result.reason ?? ''}`)}"/>\n    </testcase>`;
      const body = evidenceList(result, report).map(evidenceText).join('\n\n----\n\n');
      const message = result.failures[0]?.message ?? 'failed';
      return `${open}>\n      <failure message="${xml(mask(message, report.secrets))}" type="contract">${xml(body)}</failure>\n    </testcase>`;
    });
    return `  <testsuite name="${xml(family)}" tests="${results.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds.toFixed(3)}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const total = totals(report);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="vps-conformance" tests="${report.results.length}" failures="${total.failed}" skipped="${total['not-exercised']}" time="${(report.ms / 1000).toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}\n${text}\n${ticks}`;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function markdownReport(report: RunReport, contract?: KitContract): string {
  const total = totals(report);
  const lines = [
    '# vps-conformance report',
    '',
    `Target \`${report.target}\`, started ${report.startedAt}, ${(report.ms / 1000).toFixed(1)} s; fixtures prefixed \`${report.prefix}\`; sandbox admin extension ${report.sandboxAdmin ? 'used' : 'not used'}${report.readOnly ? '; read-only' : ''}.`,
    '',
    `**${total.failed === 0 ? 'Conforms' : 'Does not conform'}**: ${total.passed} passed, ${total.failed} failed, ${total['not-exercised']} not exercised.`,
    '',
    '| Area | Passed | Failed | Not exercised |',
    '| --- | ---: | ---: | ---: |',
    ...[...countsByArea(report)].map(([area, c]) => `| ${area} | ${c.passed} | ${c.failed} | ${c['not-exercised']} |`),
    '',
  ];
  const failed = report.results.filter((r) => r.outcome === 'failed');
  if (failed.length > 0) {
    lines.push('## Failures', '');
    for (const result of failed) {
      lines.push(`### ${result.id}`, '', result.title, '');
      for (const evidence of evidenceList(result, report)) {
        lines.push(`- ${evidence.message}`, `  - the contract: ${evidence.contract}`);
        if (evidence.curl) lines.push('', fence(evidence.curl), '');
        if (evidence.request || evidence.answer) {
          const exchange = evidenceText({ ...evidence, message: '', contract: '', curl: undefined } as Evidence).trim();
          lines.push('<details><summary>The exchange</summary>', '', fence(exchange), '', '</details>', '');
        }
      }
    }
  }
  const notExercised = report.results.filter((r) => r.outcome === 'not-exercised');
  if (notExercised.length > 0) {
    lines.push('## Not exercised', '', '| Check | Why |', '| --- | --- |');
    for (const result of notExercised) lines.push(`| ${cell(result.id)} | ${cell(result.reason ?? '')} |`);
    lines.push('');
  }
  if (report.leftovers.length > 0) {
    lines.push(
      report.kept ? '## Kept (--keep)' : '## Could not remove',
      '',
      ...report.leftovers.map((item) => `- ${item}`),
      '',
    );
  }
  lines.push(
    '## Coverage',
    '',
    contract ? fence(coverageText(report, contract)) : `${report.coverage.length} operation × status pairs answered.`,
    '',
  );
  return `${lines.join('\n')}\n`;
}

function html(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

export function htmlReport(report: RunReport): string {
  const total = totals(report);
  const rows = [...countsByArea(report)]
    .map(
      ([area, c]) =>
        `<tr><td>${html(area)}</td><td>${c.passed}</td><td>${c.failed}</td><td>${c['not-exercised']}</td></tr>`,
    )
    .join('');
  const failures = report.results
    .filter((r) => r.outcome === 'failed')
    .map((result) => {
      const items = evidenceList(result, report)
        .map((evidence) => {
          const exchange =
            evidence.request || evidence.answer
              ? `<details><summary>The exchange</summary><pre>${html(evidenceText({ ...evidence, message: '', contract: '', curl: undefined } as Evidence).trim())}</pre></details>`
              : '';
          const curl = evidence.curl ? `<pre class="curl">${html(evidence.curl)}</pre>` : '';
          return `<li><p>${html(evidence.message)}</p><p class="contract">The contract: ${html(evidence.contract)}</p>${curl}${exchange}</li>`;
        })
        .join('');
      return `<section><h3 id="${html(result.id)}">${html(result.id)}</h3><p>${html(result.title)}</p><ul>${items}</ul></section>`;
    })
    .join('');
  const skipped = report.results
    .filter((r) => r.outcome === 'not-exercised')
    .map((r) => `<tr><td>${html(r.id)}</td><td>${html(r.reason ?? '')}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>vps-conformance: ${html(report.target)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2rem .6rem;text-align:left}
pre{background:#f4f4f4;padding:.6rem;overflow-x:auto;white-space:pre-wrap;word-break:break-all}.contract{color:#555}
.bad{color:#a40000}.good{color:#0a6b0a}@media (prefers-color-scheme:dark){body{background:#161616;color:#e8e8e8}pre{background:#262626}.contract{color:#aaa}.bad{color:#ff8080}.good{color:#7fd67f}}</style>
</head><body>
<h1>vps-conformance report</h1>
<p>Target <code>${html(report.target)}</code>, started ${html(report.startedAt)}, ${(report.ms / 1000).toFixed(1)} s; fixtures prefixed <code>${html(report.prefix)}</code>; sandbox admin extension ${report.sandboxAdmin ? 'used' : 'not used'}${report.readOnly ? '; read-only' : ''}.</p>
<p class="${total.failed === 0 ? 'good' : 'bad'}"><strong>${total.failed === 0 ? 'Conforms' : 'Does not conform'}</strong>: ${total.passed} passed, ${total.failed} failed, ${total['not-exercised']} not exercised.</p>
<table><thead><tr><th>Area</th><th>Passed</th><th>Failed</th><th>Not exercised</th></tr></thead><tbody>${rows}</tbody></table>
${failures ? `<h2>Failures</h2>${failures}` : ''}
${skipped ? `<h2>Not exercised</h2><table><thead><tr><th>Check</th><th>Why</th></tr></thead><tbody>${skipped}</tbody></table>` : ''}
${report.leftovers.length > 0 ? `<h2>${report.kept ? 'Kept (--keep)' : 'Could not remove'}</h2><ul>${report.leftovers.map((item) => `<li>${html(item)}</li>`).join('')}</ul>` : ''}
</body></html>
`;
}
