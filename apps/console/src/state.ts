import { ApiError, get } from './api.js';

export interface Tenant {
  tenant_id: string;
  name: string;
  role: 'owner' | 'admin' | 'member';
}
export interface Me {
  user_id: string;
  email: string;
  created_at: string;
  tenants: Tenant[];
}

/** Who is signed in (from GET /auth/me), which of their tenants the pages show, and the API key this tab may use. */
export const session = {
  me: null as Me | null,

  async refresh(): Promise<Me | null> {
    try {
      this.me = await get<Me>('/auth/me');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) this.me = null;
      else throw err;
    }
    return this.me;
  },

  tenant(): Tenant | undefined {
    const tenants = this.me?.tenants ?? [];
    const chosen = sessionStorage.getItem('svc.tenant');
    return tenants.find((t) => t.tenant_id === chosen) ?? tenants.find((t) => t.role === 'owner') ?? tenants[0];
  },

  chooseTenant(id: string): void {
    sessionStorage.setItem('svc.tenant', id);
  },

  /** `?tenant_id=…` for the routes that take one. */
  tenantQuery(prefix: '?' | '&' = '?'): string {
    const t = this.tenant();
    return t ? `${prefix}tenant_id=${encodeURIComponent(t.tenant_id)}` : '';
  },

  canChange(): boolean {
    const role = this.tenant()?.role;
    return role === 'owner' || role === 'admin';
  },

  /** The API key the playground and "try a text" send: kept in this tab only (sessionStorage), never sent to the server except as the bearer of those calls. */
  key(): string {
    return sessionStorage.getItem('svc.key') ?? '';
  },
  setKey(key: string): void {
    if (key) sessionStorage.setItem('svc.key', key);
    else sessionStorage.removeItem('svc.key');
  },
  forget(): void {
    sessionStorage.removeItem('svc.key');
    sessionStorage.removeItem('svc.tenant');
    this.me = null;
  },
};
