/**
 * Validates emitted events against `@ag-ui/core` 1.0's zod schemas (`EventSchemas`, exported from
 * the `@ag-ui/core/schemas` subpath — the root entry has no schemas, wire-formats §A.1). A failure is
 * a Finding, never a throw: it is what `@ag-ui/client`'s enforceEvents stage would reject (§A.6).
 */
import { EventSchemas } from '@ag-ui/core/schemas';
import { uniqueSorted } from './flow';
import type { AguiEventRecord, Finding } from './types';

interface Issue {
  path: PropertyKey[];
  message: string;
}

function describeIssues(issues: Issue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') : '(event)'}: ${i.message}`)
    .join('; ');
}

export function checkAguiSchema(records: AguiEventRecord[]): Finding[] {
  const findings: Finding[] = [];
  for (const record of records) {
    const result = EventSchemas.safeParse(record.event);
    if (result.success) continue;
    const issues = result.error.issues as unknown as Issue[];
    findings.push({
      code: 'schema-invalid',
      severity: 'error',
      title: `${record.event.type} event #${record.index} does not match the AG-UI 1.0 schema`,
      explanation:
        `@ag-ui/core 1.0 EventSchemas rejects this event: ${describeIssues(issues)}. ` +
        "@ag-ui/client's enforceEvents stage throws on a malformed known field and errors the run (wire-formats §A.6).",
      rule: '@ag-ui/core 1.0.0 EventSchemas; wire-formats §A.2–A.4, §A.6',
      wireIndices: uniqueSorted(record.wireIndices),
      contents: record.contents,
      aguiIndices: [record.index],
    });
  }
  return findings;
}
