// The sandbox's admin extension (`/_admin/…`, outside the contract): what only a cooperating server can
// do for a check, such as answering 500 on purpose, suspending an account or minting a token whose rate
// limit may be spent. Used only when the target offers it (detected, or --sandbox-admin); without it,
// the checks that need it are reported as not exercised.
import { send } from '../http/exchange.js';
import type { RunOptions } from './options.js';

export interface MintedToken {
  token: string;
  account_id: number;
}

export class SandboxAdmin {
  readonly #options: RunOptions;

  constructor(options: RunOptions) {
    this.#options = options;
  }

  async #call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.#options.adminToken) headers.Authorization = `Bearer ${this.#options.adminToken}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const exchange = await send(
      {
        method,
        url: `${this.#options.target}/_admin${path}`,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
      { timeoutMs: this.#options.requestTimeoutMs },
    );
    if (exchange.status >= 300)
      throw new Error(`admin ${method} ${path} answered ${exchange.status}: ${exchange.text.slice(0, 200)}`);
    return { status: exchange.status, json: exchange.json };
  }

  /** True when the target answers the admin extension's health check. */
  async available(): Promise<boolean> {
    try {
      const { json } = await this.#call('GET', '/health');
      return (json as { ok?: unknown } | undefined)?.ok === true;
    } catch {
      return false;
    }
  }

  /** A token of a new account (or of `accountId`), with every scope or the read scopes. */
  async mintToken(scopes: 'all' | 'read' = 'all', accountId?: number): Promise<MintedToken> {
    const { json } = await this.#call('POST', '/tokens', { scopes, ...(accountId ? { account_id: accountId } : {}) });
    return json as MintedToken;
  }

  async suspend(accountId: number, suspended = true): Promise<void> {
    await this.#call('POST', '/suspension', { account_id: accountId, suspended });
  }

  /** The next `count` authenticated API requests (of any account) answer 500. */
  async internalErrors(count: number): Promise<void> {
    await this.#call('POST', '/failures', { internal_errors: count });
  }

  /** The next action of a type ends in error with this code. */
  async failNextAction(actionType: string, code?: string): Promise<void> {
    await this.#call('POST', '/failures', { action_type: actionType, ...(code ? { code } : {}) });
  }

  /** Moves the sandbox clock forward. */
  async advance(seconds: number): Promise<void> {
    await this.#call('POST', '/clock', { advance_seconds: seconds });
  }

  /** Attempts every webhook delivery due now. */
  async flushWebhooks(): Promise<void> {
    await this.#call('POST', '/webhooks/flush');
  }

  async deleteAccount(accountId: number): Promise<void> {
    await this.#call('DELETE', `/accounts/${accountId}`);
  }
}
