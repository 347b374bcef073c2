import type { AdminService } from '@svc/gateway';

/** Fixed id of the embedded mode's demo tenant, so restarts reuse it (its pool and wallet carry over). */
export const DEMO_TENANT_ID = '00000000-0000-4000-8000-00000000d3e0';

/** Creates the demo tenant on first start; on every start, issues a fresh key (keys are stored only as hashes). */
export async function ensureDemoTenant(admin: AdminService): Promise<string> {
  const requestId = `boot-${Date.now()}`;
  try {
    await admin.getTenant(requestId, DEMO_TENANT_ID);
  } catch {
    return (await admin.createTenant(requestId, { name: 'demo' }, DEMO_TENANT_ID)).api_key;
  }
  return (await admin.issueKey(requestId, DEMO_TENANT_ID, `demo ${new Date().toISOString()}`)).api_key;
}
