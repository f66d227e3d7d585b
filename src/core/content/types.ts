/**
 * Content in the exact dict shape of MAF Python's `Content.to_dict()` (snake_case keys, every
 * Content has `additional_properties`). Keeping the serialized shape as the in-memory shape means
 * what the UI shows is byte-for-byte what users see in their server logs.
 */
export interface Content {
  type: string;
  additional_properties: Record<string, unknown>;
  [key: string]: unknown;
}

export interface FunctionCallContent extends Content {
  type: 'function_call';
  call_id: string;
  name: string;
  arguments?: string | Record<string, unknown> | null;
  /** Serialized only when true (spec §4.1). */
  informational_only?: true;
}

/** `ChatResponseUpdate` fields the parsers set (spec §1, §7). */
export interface ChatUpdate {
  contents: Content[];
  role: string;
  model?: string | null;
  response_id?: string | null;
  conversation_id?: string | null;
  finish_reason?: string | null;
  created_at?: string | null;
  continuation_token?: { response_id: string } | null;
  message_id?: string | null;
  author_name?: string | null;
  additional_properties?: Record<string, unknown>;
}

export interface ChatMessage {
  role: string;
  contents: Content[];
  message_id?: string | null;
  author_name?: string | null;
  additional_properties?: Record<string, unknown>;
}

/** `ChatResponse.from_updates` result (spec §5). */
export interface ChatResponse {
  messages: ChatMessage[];
  finish_reason?: string | null;
  usage_details?: Record<string, number> | null;
  response_id?: string | null;
  conversation_id?: string | null;
  model?: string | null;
  created_at?: string | null;
  continuation_token?: { response_id: string } | null;
  additional_properties?: Record<string, unknown>;
}

/** Points at one Content inside a parse step's update. */
export interface ContentRef {
  wireIndex: number;
  contentIndex: number;
}
