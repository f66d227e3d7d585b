/**
 * `verifyAgui`: every AG-UI lifecycle rule of @ag-ui/client's verifyEvents (non-fatal), the 1.0 zod
 * schemas, the tool-result rules verifyEvents skips, stream termination, and the "provider sent the
 * output but AG-UI shows no result" symptom. Findings come most severe first; within a severity, in
 * the order they were found (protocol rules in event order first).
 */
import { checkAguiSchema } from './schema';
import type { AguiEventRecord, Finding, Severity, VerifyContext } from './types';
import { verifyProtocol } from './verify-protocol';
import { verifyProviderOutputs } from './verify-provider-output';
import { verifyTermination, verifyToolResults } from './verify-results';

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export function sortFindings(findings: Finding[]): Finding[] {
  return findings
    .map((f, order) => ({ f, order }))
    .sort((a, b) => RANK[a.f.severity] - RANK[b.f.severity] || a.order - b.order)
    .map(({ f }) => f);
}

export function verifyAgui(events: AguiEventRecord[], context?: VerifyContext): Finding[] {
  const findings = [
    ...verifyProtocol(events),
    ...(context?.schema === false ? [] : checkAguiSchema(events)),
    ...verifyToolResults(events),
    ...(context ? verifyProviderOutputs(events, context) : []),
    ...verifyTermination(events, context),
  ];
  return sortFindings(findings);
}
