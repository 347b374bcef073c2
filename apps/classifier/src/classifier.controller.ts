import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddExamplesRequest,
  ClassifierRef,
  ClassifierSubjects,
  ClassifyRequest,
  CreateClassifierRequest,
  DeleteExamplesRequest,
  healthSubject,
  HealthRequest,
  ListExamplesRequest,
  TenantScopedRequest,
  VersionRef,
  type ClassifierDetailView,
  type ClassifierView,
  type ClassifyView,
  type ExamplePageView,
  type ExamplesAddedView,
  type ExamplesDeletedView,
  type HealthView,
  type VersionView,
} from '@svc/contracts';
import { MessageController } from '@svc/platform';
import { ClassifiersService } from './classifiers/classifiers.service.js';
import { ClassifyService } from './classify/classify.service.js';
import { ExamplesService } from './examples/examples.service.js';
import { VersionsService } from './versions/versions.service.js';

@MessageController()
export class ClassifierController {
  constructor(
    private readonly classifiers: ClassifiersService,
    private readonly examples: ExamplesService,
    private readonly versions: VersionsService,
    private readonly classifying: ClassifyService,
  ) {}

  @MessagePattern(ClassifierSubjects.create.name)
  create(@Payload() m: CreateClassifierRequest): Promise<ClassifierView> {
    return this.classifiers.create(m.tenantId, m.body.name, m.body.description);
  }

  @MessagePattern(ClassifierSubjects.list.name)
  list(@Payload() m: TenantScopedRequest): Promise<ClassifierView[]> {
    return this.classifiers.list(m.tenantId);
  }

  @MessagePattern(ClassifierSubjects.get.name)
  get(@Payload() m: ClassifierRef): Promise<ClassifierDetailView> {
    return this.classifiers.get(m.tenantId, m.classifierId);
  }

  @MessagePattern(ClassifierSubjects.archive.name)
  async archive(@Payload() m: ClassifierRef): Promise<ClassifierView> {
    const view = await this.classifiers.setArchived(m.tenantId, m.classifierId, true);
    this.classifying.forget(m.classifierId);
    return view;
  }

  @MessagePattern(ClassifierSubjects.unarchive.name)
  async unarchive(@Payload() m: ClassifierRef): Promise<ClassifierView> {
    const view = await this.classifiers.setArchived(m.tenantId, m.classifierId, false);
    this.classifying.forget(m.classifierId);
    return view;
  }

  @MessagePattern(ClassifierSubjects.addExamples.name)
  addExamples(@Payload() m: AddExamplesRequest): Promise<ExamplesAddedView> {
    return this.examples.add(m);
  }

  @MessagePattern(ClassifierSubjects.listExamples.name)
  listExamples(@Payload() m: ListExamplesRequest): Promise<ExamplePageView> {
    return this.examples.list(m);
  }

  @MessagePattern(ClassifierSubjects.deleteExamples.name)
  deleteExamples(@Payload() m: DeleteExamplesRequest): Promise<ExamplesDeletedView> {
    return this.examples.delete(m);
  }

  @MessagePattern(ClassifierSubjects.train.name)
  train(@Payload() m: ClassifierRef): Promise<VersionView> {
    return this.versions.train(m.tenantId, m.classifierId);
  }

  @MessagePattern(ClassifierSubjects.getVersion.name)
  getVersion(@Payload() m: VersionRef): Promise<VersionView> {
    return this.versions.get(m.tenantId, m.classifierId, m.versionId);
  }

  @MessagePattern(ClassifierSubjects.publish.name)
  async publish(@Payload() m: VersionRef): Promise<ClassifierView> {
    const view = await this.classifiers.publish(m.tenantId, m.classifierId, m.versionId);
    this.classifying.forget(m.classifierId);
    return view;
  }

  @MessagePattern(ClassifierSubjects.classify.name)
  classify(@Payload() m: ClassifyRequest): Promise<ClassifyView> {
    return this.classifying.classify(m.tenantId, m.classifierId, m.text);
  }

  @MessagePattern(healthSubject('classifier').name)
  health(@Payload() _m: HealthRequest): HealthView {
    return { service: 'classifier', status: 'ok' };
  }
}
