import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGolden, repoRoot, sharedDir } from './sharedDir';

const bin = path.join(repoRoot, 'bin', 'stream-inspector.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('stream-inspector CLI', () => {
  const realStreams = readdirSync(path.join(sharedDir, 'real-streams')).filter((f) => !f.endsWith('.md'));

  it.each(realStreams)('trace %s --format table lists every event and the findings', (file) => {
    const result = run('trace', path.join(sharedDir, 'real-streams', file), '--format', 'table');
    expect(result.status, result.stderr).toBe(0);
    const golden = readGolden(`${file}.golden.json`);
    const eventLines = result.stdout.split('\n').filter((l) => /^ {0,3}\d+ L\d+ /.test(l));
    expect(eventLines).toHaveLength(golden.updates.length);
    expect(result.stdout).toContain('Aggregated response');
    expect(result.stdout).toMatch(/AG-UI events \(\d+\)/);
    expect(result.stdout).toMatch(/Findings \(\d+\)/);
  }, 60_000);

  it('--format golden reproduces the golden sections for a hosted-tool scenario', () => {
    const file = '05-hosted-function-call-with-output-toolbox-kb.ndjson';
    const result = run('trace', path.join(sharedDir, 'scenarios', file), '--format', 'golden');
    expect(result.status, result.stderr).toBe(0);
    const mine = JSON.parse(result.stdout);
    const golden = readGolden(`${file}.golden.json`);
    for (const key of ['updates', 'response', 'agui'] as const) expect(mine[key]).toEqual(golden[key]);
  }, 60_000);

  it('--format agui-sse writes one data frame per AG-UI event', () => {
    const result = run('trace', path.join(sharedDir, 'scenarios', '01-text-only.ndjson'), '--format', 'agui-sse');
    const frames = result.stdout.split('\n\n').filter(Boolean);
    expect(frames[0]).toMatch(/^data: \{"type":"RUN_STARTED"/);
    expect(frames.at(-1)).toMatch(/^data: \{"type":"RUN_FINISHED"/);
    expect(frames.every((f) => f.startsWith('data: '))).toBe(true);
  }, 60_000);

  it('fails clearly on an unknown profile or a missing file', () => {
    const badProfile = run('trace', path.join(sharedDir, 'scenarios', '01-text-only.ndjson'), '--profile', 'nope');
    expect(badProfile.status).toBe(2);
    expect(badProfile.stderr).toContain('unknown profile "nope"');
    const missing = run('trace', '/nonexistent/file.sse');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('cannot read /nonexistent/file.sse');
  }, 60_000);
});

describe('golden and check', () => {
  it('check passes against the shared goldens under the snapshot profile', () => {
    const result = run('check', path.join(sharedDir, 'scenarios'), '--against', path.join(sharedDir, 'golden'));
    expect(result.status, result.stdout).toBe(0);
    expect(result.stdout).toContain('26 unchanged, 0 changed, 0 missing');
  }, 60_000);

  it('a parser change in a temporary profile fails the check with a diff naming what changed', () => {
    const result = run('check', path.join(sharedDir, 'scenarios', '05-hosted-function-call-with-output-toolbox-kb.ndjson'),
      '--against', path.join(sharedDir, 'golden'), '--profile', 'custom:maf-2026-08+functionCallOutput');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('CHANGED 05-hosted-function-call-with-output-toolbox-kb.ndjson.golden.json');
    expect(result.stdout).toMatch(/updates\[7\]\.contents\[0\]\n\s+expected \(absent\)\n\s+actual\s+\{.*"type":"function_result"/);
    expect(result.stdout).toMatch(/agui\[\d+\]/);
  }, 60_000);

  it('golden writes files that check then accepts', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const out = mkdtempSync(path.join(tmpdir(), 'golden-'));
    const input = path.join(sharedDir, 'scenarios');
    expect(run('golden', input, '--out', out, '--profile', 'maf-current').status).toBe(0);
    expect(readdirSync(out)).toHaveLength(readdirSync(input).filter((f) => !f.endsWith('.md')).length);
    // Scenarios 04–12 and 25 parse differently before the fixes, so the snapshot profile must fail.
    expect(run('check', input, '--against', out, '--profile', 'maf-current').status).toBe(0);
    expect(run('check', input, '--against', out, '--profile', 'maf-2026-08').status).toBe(1);
  }, 120_000);
});

describe('diff', () => {
  it('prints the before/after table for the hosted toolbox case', () => {
    const result = run('diff', path.join(sharedDir, 'scenarios', '05-hosted-function-call-with-output-toolbox-kb.ndjson'), '--profiles', 'maf-2026-08,maf-current');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/TOOL_CALL_RESULT\s+0\s+1\s+0 → 1/);
    expect(result.stdout).toContain('+ TOOL_CALL_RESULT');
  }, 60_000);
});
