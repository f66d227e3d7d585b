import type { Content } from '../core/content/types';
import type { Trace } from '../core/trace-types';
import { bold, cyan, dim, green, red, yellow } from './colors';

/** Human-readable per-event listing of a Trace for a terminal. */
const KIND_COLOR: Record<string, (t: string) => string> = {
  emitted: green, merged: green, appended: cyan, recorded: dim, ignored: dim,
  deferred: yellow, duplicate: yellow, unparsed: yellow, dropped: red, rejected: red, error: red,
};

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function describeContent(content: Content): string {
  const pick = (key: string) => (content[key] !== undefined ? String(content[key]) : '');
  switch (content.type) {
    case 'text':
      return `text ${JSON.stringify(oneLine(pick('text'), 50))}${content.annotations ? ` +${(content.annotations as unknown[]).length} annotation` : ''}`;
    case 'text_reasoning':
      return `reasoning ${JSON.stringify(oneLine(pick('text'), 40))}${content.protected_data ? ' +encrypted' : ''}`;
    case 'function_call': {
      const args = typeof content.arguments === 'string' ? content.arguments : JSON.stringify(content.arguments ?? '');
      return `function_call ${pick('call_id') || '(no call_id)'} ${pick('name')}(${oneLine(args, 40)})${content.informational_only ? ' [informational]' : ''}`;
    }
    case 'function_result':
      return `function_result ${pick('call_id')} ${JSON.stringify(oneLine(pick('result'), 40))}`;
    case 'usage':
      return `usage ${JSON.stringify(content.usage_details)}`;
    default:
      return `${content.type}${content.call_id ? ` ${String(content.call_id)}` : ''}`;
  }
}

export function renderTable(trace: Trace, source: string): string {
  const out: string[] = [];
  const { input } = trace;
  out.push(bold(`${source}`));
  out.push(`${input.format} (${input.formatReason}) · api ${input.api} · ${input.events.length} events · profile ${trace.profile}`);
  for (const note of input.notes) out.push(dim(`note: ${note}`));
  for (const problem of input.problems) out.push(red(`input problem at line ${problem.line}, byte ${problem.byteOffset}: ${problem.message}`));
  out.push('');
  const events = new Map(input.events.map((e) => [e.index, e]));
  for (const step of trace.steps) {
    const wire = events.get(step.index);
    const head = `${String(step.index).padStart(4)} ${dim(`L${wire?.line ?? '?'}`.padEnd(6))} ${step.type ?? '(invalid)'}`;
    out.push(head);
    for (const problem of wire?.problems ?? []) out.push(`       ${red('! ' + problem.message)}`);
    for (const decision of step.decisions) {
      const color = KIND_COLOR[decision.kind] ?? ((t: string) => t);
      out.push(`       ${color(decision.kind.padEnd(9))} ${decision.summary}`);
    }
    (step.update?.contents ?? []).forEach((content, i) => out.push(`       ${dim(`→ [${i}]`)} ${describeContent(content)}`));
    for (const log of step.logs) out.push(dim(`       log ${log.level}: ${log.summary}`));
  }
  out.push('', bold('Aggregated response'));
  const { aggregation } = trace;
  if (aggregation.error) out.push(red(`  aggregation raised ${aggregation.error}`));
  for (const decision of aggregation.decisions) out.push(`  ${(KIND_COLOR[decision.kind] ?? String)(decision.kind.padEnd(9))} ${decision.summary}`);
  const response = aggregation.response;
  if (response) {
    out.push(`  finish_reason ${response.finish_reason ?? 'null'} · model ${response.model ?? '?'} · usage ${JSON.stringify(response.usage_details ?? {})}`);
    response.messages.forEach((m, mi) => {
      out.push(`  message ${mi} (${m.role})${m.contents.length === 0 ? ' — no contents' : ''}`);
      m.contents.forEach((c) => out.push(`    ${describeContent(c)}`));
    });
  }
  out.push('', bold(`AG-UI events (${trace.agui.events.length})`));
  for (const record of trace.agui.events) {
    const e = record.event;
    const detail = e.toolCallId ?? e.messageId ?? e.name ?? '';
    const delta = typeof e.delta === 'string' ? ` ${JSON.stringify(oneLine(e.delta, 40))}` : '';
    out.push(`  ${String(record.index).padStart(3)} ${String(e.type).padEnd(26)} ${String(detail)}${delta}${dim(record.wireIndices.length ? `  ← wire ${record.wireIndices.join(',')}` : '')}`);
  }
  if (trace.agui.error) out.push(red(`  run raised ${trace.agui.error}`));
  out.push('', bold(`Findings (${trace.findings.length})`));
  for (const f of trace.findings) {
    const color = f.severity === 'error' ? red : f.severity === 'warning' ? yellow : dim;
    out.push(`  ${color(f.severity.padEnd(7))} ${f.title}${f.wireIndices.length ? dim(`  (wire ${f.wireIndices.join(',')})`) : ''}`);
  }
  return `${out.join('\n')}\n`;
}
