import { Injectable } from '@nestjs/common';
import { ClassifierSubjects, type CreateClassifierBody, type ExamplesAddedView, type ExamplesQuery, type RequestSubject } from '@svc/contracts';
import { ServiceClient } from '../bus/service-client.js';
import { classifierAnswer, classifierDetailAnswer, examplePageAnswer, versionAnswer } from './classifier-answers.js';
import { examplesOf, slices } from './examples-upload.js';

/** The classifier routes' calls to the classifier service (not billed). */
@Injectable()
export class ClassifiersHttpService {
  constructor(private readonly services: ServiceClient) {}

  async create(requestId: string, tenantId: string, body: CreateClassifierBody) {
    return classifierAnswer(await this.send(ClassifierSubjects.create, { requestId, tenantId, body }));
  }

  async list(requestId: string, tenantId: string) {
    return { classifiers: (await this.send(ClassifierSubjects.list, { requestId, tenantId })).map(classifierAnswer) };
  }

  async get(requestId: string, tenantId: string, classifierId: string) {
    return classifierDetailAnswer(await this.send(ClassifierSubjects.get, { requestId, tenantId, classifierId }));
  }

  /**
   * Every row is checked before anything is stored; then the upload goes in slices that fit a message. The
   * first slice checks the whole upload against the cap, so a too-big upload stores nothing.
   */
  async addExamples(requestId: string, tenantId: string, classifierId: string, body: unknown): Promise<ExamplesAddedView> {
    const examples = examplesOf(body);
    let last: ExamplesAddedView = { added: 0, total: 0 };
    for (const slice of slices(examples)) {
      last = await this.send(ClassifierSubjects.addExamples, { requestId, tenantId, classifierId, examples: slice.examples, firstRow: slice.firstRow, uploadTotal: examples.length });
    }
    return { added: examples.length, total: last.total };
  }

  async listExamples(requestId: string, tenantId: string, classifierId: string, query: ExamplesQuery) {
    const page = await this.send(ClassifierSubjects.listExamples, {
      requestId,
      tenantId,
      classifierId,
      limit: query.limit ?? 100,
      after: query.cursor === undefined ? undefined : Number(query.cursor),
      label: query.label,
    });
    return examplePageAnswer(page);
  }

  async deleteExamples(requestId: string, tenantId: string, classifierId: string, exampleIds: string[] | 'all') {
    return this.send(ClassifierSubjects.deleteExamples, { requestId, tenantId, classifierId, ...(exampleIds === 'all' ? { all: true } : { exampleIds }) });
  }

  async train(requestId: string, tenantId: string, classifierId: string) {
    return versionAnswer(await this.send(ClassifierSubjects.train, { requestId, tenantId, classifierId }));
  }

  async version(requestId: string, tenantId: string, classifierId: string, versionId: string) {
    return versionAnswer(await this.send(ClassifierSubjects.getVersion, { requestId, tenantId, classifierId, versionId }));
  }

  async publish(requestId: string, tenantId: string, classifierId: string, versionId: string) {
    return classifierAnswer(await this.send(ClassifierSubjects.publish, { requestId, tenantId, classifierId, versionId }));
  }

  async setArchived(requestId: string, tenantId: string, classifierId: string, archived: boolean) {
    return classifierAnswer(await this.send(archived ? ClassifierSubjects.archive : ClassifierSubjects.unarchive, { requestId, tenantId, classifierId }));
  }

  private send<TReq extends object, TRes>(subject: RequestSubject<TReq, TRes>, payload: TReq): Promise<TRes> {
    return this.services.request(subject, payload);
  }
}
