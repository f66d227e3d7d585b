import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeAguiSse } from '../core/agui/sse';
import { buildTrace } from '../core/trace';
import { decodeInput } from '../core/wire/decode';
import { buildLifecycleLanes } from '../core/lifecycle/buildLifecycleLanes';
import { paneDataOf } from '../store/paneData';
import { AGUI_FORMAT_REASON, isAguiTrace, looksLikeAgui } from './aguiDetect';
import { buildAguiTrace } from './aguiTrace';

const SAMPLES = path.join(import.meta.dirname, '..', '..', 'public', 'samples');
const sample = (file: string) => readFileSync(path.join(SAMPLES, file), 'utf8');

/** What MAF's AG-UI endpoint would have sent for a sample: the emitted events as AG-UI SSE. */
const aguiSseOf = (file: string) => serializeAguiSse(buildTrace(sample(file)).agui.events.map((r) => r.event));

const viewOf = (text: string) => buildAguiTrace(decodeInput(text), 'maf-2026-08');

describe('looksLikeAgui', () => {
  it('recognises AG-UI SSE and never a Responses or Chat Completions stream', () => {
    expect(looksLikeAgui(decodeInput(aguiSseOf('05-hosted-function-call-with-output-toolbox-kb.ndjson')))).toBe(true);
    for (const file of ['01-text-only.ndjson', '05-hosted-function-call-with-output-toolbox-kb.ndjson', '22-cc-text-only.ndjson', '26-cc-usage-chunk-and-done.sse']) {
      expect(looksLikeAgui(decodeInput(sample(file)))).toBe(false);
    }
    expect(looksLikeAgui(decodeInput(''))).toBe(false);
  });

  it('still recognises a stream with some unknown or legacy types', () => {
    const text = ['RUN_STARTED', 'THINKING_START', 'SOMETHING_NEW', 'RUN_FINISHED'].map((type) => `data: {"type":"${type}","threadId":"t","runId":"r"}\n\n`).join('');
    expect(looksLikeAgui(decodeInput(text))).toBe(true);
  });
});

describe('buildAguiTrace', () => {
  it('turns each wire event into the AG-UI event it carries, linked both ways, without parsing', () => {
    const text = aguiSseOf('05-hosted-function-call-with-output-toolbox-kb.ndjson');
    const trace = viewOf(text);
    expect(trace.agui.events.map((r) => r.event.type)).toEqual(decodeInput(text).events.map((e) => e.type));
    expect(trace.agui.events.every((r, i) => r.wireIndices[0] === i && r.emittedAt === i)).toBe(true);
    expect(trace.steps.every((s) => s.update === null && s.decisions.length === 0)).toBe(true);
    expect(trace.aggregation.response).toBeNull();
    expect(trace.input.formatReason).toBe(AGUI_FORMAT_REASON);
    expect(isAguiTrace(trace)).toBe(true);
    expect(isAguiTrace(buildTrace(text))).toBe(false);
    // The panes' derived data builds on it: the wire event of TOOL_CALL_END links to that AG-UI event.
    const links = paneDataOf(trace).links;
    const end = trace.agui.events.find((r) => r.event.type === 'TOOL_CALL_END')!;
    expect(links.aguiOfWire.get(end.wireIndices[0])).toEqual([end.index]);
  });

  it('verifies the events directly: the call with no TOOL_CALL_RESULT shows in its lifecycle lane', () => {
    const trace = viewOf(aguiSseOf('05-hosted-function-call-with-output-toolbox-kb.ndjson'));
    // No provider stream behind it, so the "provider sent the output" rule has nothing to say…
    expect(trace.findings).toEqual([]);
    // …but the lane still shows the result that never came.
    const lanes = buildLifecycleLanes(trace).lanes;
    const call = lanes.find((l) => l.kind === 'tool-call' && l.id === 'call_KB')!;
    expect(call.cells.find((c) => c.phase === 'RESULT')).toMatchObject({ problem: 'missing' });
  });

  it('flags a stream cut before RUN_FINISHED and the torn last frame', () => {
    const full = aguiSseOf('01-text-only.ndjson');
    const cut = full.slice(0, full.lastIndexOf('data: {"type":"RUN_FINISHED"') + 20);
    const trace = viewOf(cut);
    const codes = trace.findings.map((f) => f.code);
    expect(codes).toContain('stream-without-terminal');
    expect(codes.some((c) => c.startsWith('wire-'))).toBe(true);
    expect(buildLifecycleLanes(trace).lanes[0].cells.find((c) => c.phase === 'FINISHED')).toMatchObject({ problem: 'missing' });
  });

  it('reports an event that breaks the lifecycle rules (content after the message ended)', () => {
    const events = [
      { type: 'RUN_STARTED', threadId: 't', runId: 'r' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm', role: 'assistant' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'late' },
      { type: 'RUN_FINISHED', threadId: 't', runId: 'r' },
    ];
    const trace = viewOf(serializeAguiSse(events));
    const violation = trace.findings.find((f) => f.aguiIndices.includes(3));
    expect(violation?.severity).toBe('error');
    expect(violation?.wireIndices).toEqual([3]);
  });
});
