/**
 * The spec's error catalogue (http-interface.md §7) plus the few errors of our own design.
 * `detail` strings are exact contract text: change them only with the contract.
 */
export const ERROR_CATALOGUE = {
  invalid_api_key: { status: 401, detail: 'invalid api key' },
  not_authenticated: { status: 401, detail: 'not authenticated' },
  invalid_admin_token: { status: 401, detail: 'invalid admin token' },
  unknown_method: { status: 404, detail: 'unknown method' },
  unknown_tenant: { status: 404, detail: 'unknown tenant' },
  unknown_key: { status: 404, detail: 'unknown key' },
  not_found: { status: 404, detail: 'not found' },
  validation_failed: { status: 422, detail: 'validation failed' },
  unknown_schema: { status: 422, detail: 'unknown schema' },
  body_too_large: { status: 413, detail: 'body too large' },
  rate_limited: { status: 429, detail: 'rate limited' },
  balance_empty: { status: 429, detail: { error: 'balance empty', upgrade_url: '/billing' } },
  too_many_requests: { status: 429, detail: 'too many requests' },
  model_unavailable: { status: 502, detail: 'model unavailable' },
  service_unavailable: { status: 503, detail: 'service unavailable' },
  invalid_message: { status: 400, detail: 'invalid message' },
  internal: { status: 500, detail: 'internal error' },
  // The authentication surface (our design: the contract leaves its endpoints out).
  invalid_credentials: { status: 401, detail: 'invalid email or password' },
  email_taken: { status: 409, detail: 'email already registered' },
  unknown_user: { status: 404, detail: 'unknown user' },
  forbidden: { status: 403, detail: 'not allowed for your role' },
  cross_site_request: { status: 403, detail: 'cross-site request refused' },
  already_member: { status: 409, detail: 'already a member' },
  last_owner: { status: 409, detail: 'a tenant must keep at least one owner' },
  reset_token_invalid: { status: 400, detail: 'invalid reset token' },
  reset_token_used: { status: 410, detail: 'reset token already used' },
  reset_token_expired: { status: 410, detail: 'reset token expired' },
  // Tenant classifiers: classify's refusals are contract text (§7.2); the management ones are our design.
  unknown_classifier: { status: 404, detail: 'unknown classifier' },
  classifier_archived: { status: 410, detail: 'classifier archived' },
  classifier_not_published: { status: 409, detail: 'classifier not published' },
  text_required: { status: 422, detail: "field 'text' must be a non-empty string" },
  text_too_large: { status: 413, detail: 'text exceeds 64 KiB' },
  unknown_version: { status: 404, detail: 'unknown version' },
  version_not_ready: { status: 409, detail: 'version is not ready' },
  invalid_example: { status: 422, detail: 'invalid example' },
  too_many_examples: { status: 409, detail: 'too many examples' },
  no_examples: { status: 409, detail: 'no examples to train on' },
  unknown_example: { status: 404, detail: 'unknown example' },
  // Between services only: billing keeps an account that has billed calls.
  account_in_use: { status: 409, detail: 'account has billed calls' },
} as const satisfies Record<string, { status: number; detail: unknown }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
