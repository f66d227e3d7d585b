import { describe, expect, it } from 'vitest';
import { buildVerifyContext } from './verify-context';
import { verifyAgui } from './verify';
import { clientVerify } from './verify.test-helpers';
import { decodePayloads, listGoldenFiles, loadGolden, readGoldenInput, runGolden } from './goldens.test-helpers';

/**
 * For every golden input: the first violation @ag-ui/client's verifyEvents raises on our events (if
 * any) is also the first violation we report; without one, we report no §A.7 violation at all.
 */
describe('verifyAgui agrees with @ag-ui/client verifyEvents on every golden', () => {
  const raisedOn = new Set<string>();
  for (const file of listGoldenFiles()) {
    it(file, async () => {
      const golden = loadGolden(file);
      const payloads = decodePayloads(golden.source, readGoldenInput(golden.source));
      for (const withRaises of [false, true]) {
        const run = runGolden(golden, withRaises);
        const context = buildVerifyContext(payloads.map((json, index) => ({ index, json })), run.error);
        const findings = verifyAgui(run.events, context);
        const protocol = findings.filter((f) => f.verifyEventsMessage !== undefined);
        const client = await clientVerify(run.events.map((r) => r.event));
        if (client.error === undefined) {
          expect(protocol).toEqual([]);
        } else {
          raisedOn.add(file);
          expect(findings[0].verifyEventsMessage).toBe(client.error);
          expect(protocol[0]).toBe(findings[0]);
          expect(findings[0].aguiIndices).toContain(client.index);
        }
        // MAF's events always satisfy the @ag-ui/core 1.0 schemas.
        expect(findings.filter((f) => f.code === 'schema-invalid')).toEqual([]);
      }
    });
  }

  it('verifyEvents does reject the known MAF defects (so the comparison above is not vacuous)', () => {
    // Interleaved parallel calls re-emit TOOL_CALL_START (spec §6.5); hosted MCP approvals send
    // TOOL_CALL_END for a call that never started (§6.3).
    expect([...raisedOn].sort()).toEqual([
      '04-function-calls-two-interleaved-parallel.ndjson.golden.json',
      '16-mcp-approval-request.ndjson.golden.json',
      'vercel-ai__openai-mcp-tool-approval.1.ndjson.golden.json',
    ]);
  });
});
