import type { CountRow, TraceDiff } from '../core/diff/diffTraces';
import { bold, dim, green, red, yellow } from './colors';
import { describeContent } from './table';

function countTable(title: string, rows: CountRow[], [a, b]: [string, string]): string[] {
  if (rows.length === 0) return [];
  const width = Math.max(title.length, ...rows.map((r) => r.key.length));
  const out = [`  ${bold(title.padEnd(width))}  ${a.padStart(12)}  ${b.padStart(12)}`];
  for (const row of rows) {
    const changed = row.a !== row.b;
    const line = `  ${row.key.padEnd(width)}  ${String(row.a).padStart(12)}  ${String(row.b).padStart(12)}${changed ? `   ${row.a} → ${row.b}` : ''}`;
    out.push(changed ? yellow(line) : dim(line));
  }
  return out;
}

function eventText(event: Record<string, unknown>): string {
  const { type, ...rest } = event;
  const detail = JSON.stringify(rest);
  return `${String(type)} ${detail.length > 90 ? `${detail.slice(0, 89)}…` : detail}`;
}

/** The before/after table a reviewer of a parser PR wants, for one input. */
export function renderDiff(diff: TraceDiff, source: string): string {
  const out: string[] = [bold(`${source}: ${diff.profiles[0]} → ${diff.profiles[1]}`)];
  out.push(...countTable('AG-UI events', diff.aguiCounts, diff.profiles));
  out.push(...countTable('Content', diff.contentCounts, diff.profiles));
  out.push(...countTable('findings', diff.findingCounts, diff.profiles));
  if (diff.wire.length) {
    out.push('', bold('  Wire events parsed differently'));
    for (const row of diff.wire) {
      out.push(`  ${String(row.index).padStart(4)} ${row.type ?? ''}`, red(`       - ${row.a}`), green(`       + ${row.b}`));
    }
  }
  const contentChanges = diff.content.filter((r) => r.op !== 'same');
  if (contentChanges.length) {
    out.push('', bold('  Aggregated Content'));
    for (const row of contentChanges) out.push(row.op === 'added' ? green(`       + ${describeContent(row.b)}`) : red(`       - ${describeContent(row.a)}`));
  }
  const aguiChanges = diff.agui.filter((r) => r.op !== 'same');
  if (aguiChanges.length) {
    out.push('', bold('  AG-UI events'));
    for (const row of aguiChanges) {
      out.push(row.op === 'added' ? green(`  ${String(row.bi).padStart(4)} + ${eventText(row.b.event)}`) : red(`  ${String(row.ai).padStart(4)} - ${eventText(row.a.event)}`));
    }
  }
  if (!diff.wire.length && !contentChanges.length && !aguiChanges.length) out.push(dim('  no differences'));
  return `${out.join('\n')}\n`;
}
