import { describe, expect, it } from 'vitest';
import { buildVerifyContext } from './verify-context';
import { verifyAgui } from './verify';
import { decodePayloads, loadGolden, readGoldenInput, runGolden } from './goldens.test-helpers';

describe('hosted toolbox call whose output the legacy parser drops (issue #8068)', () => {
  it('05-hosted-function-call-with-output-toolbox-kb: call_KB ends without the result the provider sent', () => {
    const golden = loadGolden('05-hosted-function-call-with-output-toolbox-kb.ndjson.golden.json');
    const payloads = decodePayloads(golden.source, readGoldenInput(golden.source));
    const context = buildVerifyContext(payloads.map((json, index) => ({ index, json })));
    expect(context.providerOutputs.get('call_KB')).toEqual([7, 8]);

    const run = runGolden(golden, false);
    const findings = verifyAgui(run.events, context);
    const symptom = findings.find(
      (f) => f.title === 'tool call call_KB ended without a result although the provider sent its output',
    );
    expect(symptom).toBeDefined();
    expect(symptom!.severity).toBe('error');
    expect(symptom!.wireIndices).toEqual([7, 8]);
    expect(symptom!.explanation).toContain('#8078');
    // Linked to the call's Content (the legacy parser yields it on the two argument deltas, wire 3 and 4)
    // and to its AG-UI events.
    expect(symptom!.contents).toEqual([
      { wireIndex: 3, contentIndex: 0 },
      { wireIndex: 4, contentIndex: 0 },
    ]);
    const linked = symptom!.aguiIndices.map((i) => run.events[i].event.type);
    expect(linked).toEqual(['TOOL_CALL_START', 'TOOL_CALL_ARGS', 'TOOL_CALL_ARGS', 'TOOL_CALL_END']);
    expect(findings[0]).toBe(symptom);
  });
});
