import { Injectable } from '@nestjs/common';
import { AuthUserSubjects, ClassifierSubjects, RECORD_LIMITS, RecordsSubjects, type MemberRoleView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { ServiceClient } from '../bus/service-client.js';
import type { SignedIn } from '../session/session.guard.js';
import { recordAnswer, recordPageAnswer, recordSettingsAnswer } from './record-answers.js';

/** A cursor is the previous page's `next_cursor`: a non-negative integer (a position in the tenant's sequence). */
const CURSOR = /^\d{1,15}$/;

/**
 * The records routes a signed-in user takes (session cookie only; the bearer key is ignored): list, read and
 * delete records, and the tenant's records settings. Members read; only owners and admins delete (a member's
 * delete is `404 record not found`, as the contract says) and change settings.
 */
@Injectable()
export class RecordsReadsService {
  constructor(private readonly services: ServiceClient) {}

  async list(requestId: string, user: SignedIn, tenant: string | undefined, limit: number | undefined, cursor: string | undefined) {
    if (cursor !== undefined && !CURSOR.test(cursor)) throw new SvcError('invalid_cursor');
    const { tenantId } = await this.member(requestId, user, tenant);
    const page = await this.services.request(RecordsSubjects.list, {
      requestId,
      tenantId,
      limit: limit ?? RECORD_LIMITS.pageDefault,
      ...(cursor === undefined ? {} : { before: Number(cursor) }),
    });
    return recordPageAnswer(page);
  }

  async get(requestId: string, user: SignedIn, tenant: string | undefined, recordId: string) {
    const { tenantId } = await this.member(requestId, user, tenant);
    return recordAnswer(await this.services.request(RecordsSubjects.get, { requestId, tenantId, recordId }));
  }

  async delete(requestId: string, user: SignedIn, tenant: string | undefined, recordId: string): Promise<void> {
    const { tenantId, role } = await this.member(requestId, user, tenant);
    if (role === 'member') throw new SvcError('record_not_found');
    await this.services.request(RecordsSubjects.delete, { requestId, tenantId, recordId });
  }

  async settings(requestId: string, user: SignedIn, tenant: string | undefined) {
    const { tenantId } = await this.member(requestId, user, tenant);
    return recordSettingsAnswer(await this.services.request(RecordsSubjects.settings, { requestId, tenantId }));
  }

  /** The default classifier must be one of the tenant's (`404 unknown classifier`); archived or unpublished is allowed (creates fall back). */
  async setDefaultClassifier(requestId: string, user: SignedIn, tenant: string | undefined, classifierId: string | null) {
    const { tenantId, role } = await this.member(requestId, user, tenant);
    if (role === 'member') throw new SvcError('forbidden');
    const id = classifierId?.toLowerCase() ?? null;
    if (id !== null) await this.services.request(ClassifierSubjects.get, { requestId, tenantId, classifierId: id });
    return recordSettingsAnswer(await this.services.request(RecordsSubjects.setDefaultClassifier, { requestId, tenantId, defaultClassifierId: id }));
  }

  private member(requestId: string, user: SignedIn, tenantId: string | undefined): Promise<MemberRoleView> {
    return this.services.request(AuthUserSubjects.memberRole, { requestId, actorUserId: user.userId, tenantId });
  }
}
