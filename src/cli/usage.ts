import { PROFILES } from '../core/profiles';

export const USAGE = `stream-inspector — parse an OpenAI stream the way Microsoft Agent Framework does

Usage:
  stream-inspector trace FILE [--profile NAME] [--format table|json|golden|agui-sse|replay] [--no-split-turns]
  stream-inspector diff FILE|DIR [--profiles A,B] [--format table|json] [--changed-only]
  stream-inspector golden DIR|FILE --out DIR [--profile NAME]
  stream-inspector check DIR|FILE --against DIR [--profile NAME]

  FILE          an SSE body, NDJSON, a JSON array of events, or a Response object ('-' reads stdin)
  --profile     ${PROFILES.map((p) => p.name).join(' | ')} (default maf-2026-08),
                or custom:<base>+switch-switch, e.g. custom:maf-2026-08+functionCallOutput
  --profiles    two profiles to compare (default maf-2026-08,maf-current)
  --format      table (default): a readable per-event listing
                json: the whole Trace
                golden: the shape of shared/golden/FORMAT.md (whole file as one stream, ids normalized)
                agui-sse: the AG-UI events as an SSE body an AG-UI client can replay
                replay: the aggregated message sent back as Responses input items, with what is lost

  golden        writes one <input>.golden.json per input into --out
  check         regenerates each input's golden and compares it with <input>.golden.json in
                --against (api, updates, logs, response, agui); exits 1 with a diff per changed file
`;
