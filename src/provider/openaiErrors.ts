/**
 * Error bodies in OpenAI's shape (`{"error":{message,type,param,code}}`), so the SDK turns them into
 * its usual APIError subclasses and the inspector shows what a real server would say.
 */
export interface OpenAiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export function errorBody(message: string, type: string, code: string | null = null, param: string | null = null): OpenAiErrorBody {
  return { error: { message, type, param, code } };
}

/**
 * Like api.openai.com: a few leading and the last four characters, never the key itself. Short
 * keys are hidden entirely, since "a few characters" of them would be most of the key.
 */
export function maskApiKey(key: string): string {
  if (key.length < 12) return '*'.repeat(Math.max(key.length, 3));
  return `${key.slice(0, 3)}${'*'.repeat(20)}${key.slice(-4)}`;
}

/** The key from `Authorization: Bearer …` (only ever used to build the masked message). */
export function bearerKey(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  return match ? match[1].trim() : undefined;
}

export function invalidApiKey(authorization: string | undefined): OpenAiErrorBody {
  const key = bearerKey(authorization);
  if (!key) {
    return errorBody(
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      'invalid_request_error',
      null,
    );
  }
  return errorBody(
    `Incorrect API key provided: ${maskApiKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    'invalid_request_error',
    'invalid_api_key',
  );
}

export function serverError(): OpenAiErrorBody {
  return errorBody('The server had an error while processing your request. Sorry about that!', 'server_error');
}

export function modelNotFound(model: string, known: readonly string[]): OpenAiErrorBody {
  // Spread over the list so both real recordings and scenarios show up.
  const step = Math.max(1, Math.floor(known.length / 5));
  const examples = known.filter((_, i) => i % step === 0).slice(0, 5).join(', ');
  return errorBody(
    `The model \`${model}\` does not exist. This local provider replays recordings: use a recording's file name without extension (e.g. ${examples}; GET /v1/models lists all ${known.length}), \`error-401\`, \`error-500\`, or \`cut-<recording>\`.`,
    'invalid_request_error',
    'model_not_found',
    'model',
  );
}
