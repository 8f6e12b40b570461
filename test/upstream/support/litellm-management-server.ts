/**
 * An in-test HTTP server answering the part of LiteLLM's management API the tenancy sync uses, with
 * the request checks, state changes and response/error shapes of LiteLLM 1.90.7's own handlers:
 *
 * - auth: litellm/proxy/auth/user_api_key_auth.py (master key as `Authorization: Bearer`; other keys
 *   401 through `ProxyException`)
 * - `/organization/new`, `/organization/update`, `/organization/info`:
 *   litellm/proxy/management_endpoints/organization_endpoints.py `new_organization`,
 *   `update_organization`, `info_organization` (404 is a bare `HTTPException` → `{"detail": …}`)
 * - `/budget/update`: budget_management_endpoints.py `update_budget` (`model_dump(exclude_unset=True)`)
 * - `/team/new`, `/team/update`, `/team/info`: team_endpoints.py `new_team` (duplicate id 400, unknown
 *   organization 400, `_check_org_team_limits` 400), `update_team` (`json(exclude_unset=True)`, `""`
 *   organization id = unset), `team_info` (404 re-raised as `ProxyException`)
 * - `ProxyException` bodies: proxy_server.py `openai_exception_handler` →
 *   `{"error": {"message", "type", "param", "code"}}`.
 *
 * It is not LiteLLM: it exists because LiteLLM's database mode cannot start on these machines (see
 * docs/upstream-proxy.md). Every request is recorded so tests can assert what was sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Row = Record<string, unknown>;

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: Row | undefined;
  readonly authorization: string | undefined;
}

const BUDGET_FIELDS = ['soft_budget', 'max_budget', 'max_parallel_requests', 'tpm_limit', 'rpm_limit', 'model_max_budget', 'budget_duration', 'allowed_models'];

export class LiteLLMManagementServer {
  readonly requests: RecordedRequest[] = [];
  readonly organizations = new Map<string, Row>();
  readonly budgets = new Map<string, Row>();
  readonly teams = new Map<string, Row>();
  /** When set, 401 bodies echo the presented key (to prove the client never lets it out). */
  echoKeyOnAuthError = false;
  /** Ids whose next info lookup answers 404 although they exist (a concurrent creator's race). */
  readonly hideOnce = new Set<string>();
  private server?: Server;
  private budgetSeq = 0;

  /** The master key, or a function returning it (e.g. read from the Secret an operator generated). */
  constructor(private readonly masterKey: string | (() => Promise<string | undefined>)) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? (JSON.parse(raw) as Row) : undefined;
    const authorization = req.headers.authorization;
    this.requests.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const proxyError = (status: number, message: unknown, type = 'internal_server_error') =>
      send(status, { error: { message, type, param: 'None', code: String(status) } });

    const key = typeof this.masterKey === 'string' ? this.masterKey : await this.masterKey();
    if (!key || authorization !== `Bearer ${key}`) {
      const presented = (authorization ?? '').replace(/^Bearer /, '');
      return proxyError(401, `Authentication Error, Invalid proxy server token passed.${this.echoKeyOnAuthError ? ` key=${presented}` : ''}`, 'auth_error');
    }
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /organization/info': {
        const id = url.searchParams.get('organization_id') ?? '';
        const org = this.organizations.get(id);
        if (!org || this.hideOnce.delete(id)) return send(404, { detail: { error: 'Organization not found' } });
        return send(200, { ...org, litellm_budget_table: this.budgets.get(org.budget_id as string) ?? null, members: [], teams: [...this.teams.values()].filter((t) => t.organization_id === id) });
      }
      case 'POST /organization/new': {
        if (typeof body?.organization_alias !== 'string') {
          return send(422, { detail: [{ type: 'missing', loc: ['body', 'organization_alias'], msg: 'Field required' }] });
        }
        const max = body.max_budget as number | undefined;
        if (typeof max === 'number' && (!Number.isFinite(max) || max < 0)) {
          return send(400, { detail: { error: `max_budget must be a non-negative finite number. Received: ${max.toFixed(1)}` } });
        }
        const id = (body.organization_id as string | undefined) ?? `org-${this.organizations.size + 1}`;
        if (this.organizations.has(id)) {
          // The organization row insert hits the primary key; prisma's error surfaces as a 500.
          return proxyError(500, 'Unique constraint failed on the fields: (`organization_id`)');
        }
        const budgetId = `budget-${++this.budgetSeq}`;
        const budget: Row = { budget_id: budgetId };
        for (const f of BUDGET_FIELDS) if (body[f] !== undefined && body[f] !== null) budget[f] = body[f];
        this.budgets.set(budgetId, budget);
        const org: Row = { organization_id: id, organization_alias: body.organization_alias, budget_id: budgetId, models: body.models ?? [], spend: 0, created_by: 'default_user_id', updated_by: 'default_user_id' };
        this.organizations.set(id, org);
        return send(200, { ...org, litellm_budget_table: budget });
      }
      case 'PATCH /organization/update': {
        const id = body?.organization_id as string | undefined;
        if (!id) return send(400, { detail: { error: 'organization_id is required' } });
        const org = this.organizations.get(id);
        if (!org) return proxyError(500, `Organization not found for organization_id=${id}`);
        const budgetUpdate: Row = {};
        for (const [k, v] of Object.entries(body!)) {
          if (v === null || v === undefined) continue; // model_dump(exclude_none=True)
          if (BUDGET_FIELDS.includes(k)) budgetUpdate[k] = v;
          else if (k !== 'organization_id') org[k] = v;
        }
        if (Object.keys(budgetUpdate).length) Object.assign(this.budgets.get(org.budget_id as string)!, budgetUpdate);
        return send(200, { ...org, litellm_budget_table: this.budgets.get(org.budget_id as string) });
      }
      case 'POST /budget/update': {
        const id = body?.budget_id as string | undefined;
        if (!id) return send(400, { detail: { error: 'budget_id is required' } });
        const budget = this.budgets.get(id);
        if (!budget) return proxyError(500, 'Record to update not found.');
        Object.assign(budget, body); // exclude_unset: explicit nulls are written
        return send(200, budget);
      }
      case 'GET /team/info': {
        const id = url.searchParams.get('team_id') ?? '';
        const team = this.teams.get(id);
        if (!team || this.hideOnce.delete(id)) return proxyError(404, { message: `Team not found, passed team id: ${id}.` }, 'auth_error');
        return send(200, { team_id: id, team_info: team, keys: [], team_memberships: [] });
      }
      case 'POST /team/new': {
        const id = (body?.team_id as string | undefined) ?? `team-${this.teams.size + 1}`;
        if (this.teams.has(id)) return proxyError(400, { error: `Team id = ${id} already exists. Please use a different team id.` });
        const orgId = body?.organization_id as string | undefined;
        if (orgId) {
          const org = this.organizations.get(orgId);
          if (!org) return proxyError(400, `Organization not found for organization_id=${orgId}`);
          const refused = this.orgLimitRefusal(org, body!);
          if (refused) return proxyError(400, { error: refused });
        }
        const team: Row = { team_alias: null, organization_id: null, models: [], max_budget: null, budget_duration: null, rpm_limit: null, tpm_limit: null, spend: 0, blocked: false, ...body, team_id: id };
        this.teams.set(id, team);
        return send(200, team);
      }
      case 'POST /team/update': {
        const id = body?.team_id as string | undefined;
        if (!id) return proxyError(400, { error: 'No team id passed in' });
        const team = this.teams.get(id);
        if (!team) return proxyError(404, { error: `Team not found, passed team_id=${id}` });
        const update = { ...body! };
        if (update.organization_id === '') update.organization_id = null;
        const orgId = (update.organization_id !== undefined ? update.organization_id : team.organization_id) as string | null;
        if (orgId) {
          const org = this.organizations.get(orgId);
          if (!org) return proxyError(400, `Organization not found for organization_id=${orgId}`);
          const refused = this.orgLimitRefusal(org, update);
          if (refused) return proxyError(400, { error: refused });
        }
        Object.assign(team, update); // json(exclude_unset=True)
        return send(200, { team_id: id, data: team });
      }
      default:
        return send(404, { detail: 'Not Found' });
    }
  }

  /** team_endpoints.py `_check_org_team_limits`: a team's max_budget may not exceed its organization's. */
  private orgLimitRefusal(org: Row, team: Row): string | undefined {
    const orgMax = this.budgets.get(org.budget_id as string)?.max_budget as number | undefined;
    const max = team.max_budget as number | null | undefined;
    if (max !== undefined && max !== null && orgMax !== undefined && orgMax !== null && max > orgMax) {
      return `Team max_budget (${max}) exceeds organization's max_budget (${orgMax}). Organization: ${org.organization_id as string}`;
    }
    return undefined;
  }
}
