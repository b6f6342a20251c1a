import 'reflect-metadata';
import { Container, type AbstractNewable, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../config/config.js';
import { planPriceListOf } from '../../domain/shop/plan-prices.js';
import { ExampleMemoryRepository } from '../example-page/example-memory-repository.js';
import { ExamplePage } from '../example-page/example-page.js';
import { drawExamplePhotos } from '../example-page/example-photo-drawings.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { FeatureModule } from './features/feature-module.js';
import { FEATURES } from './features/index.js';
import { shopIdOfNow } from './photo-storage-health.js';
import { CORE_PORT_TOKENS, type PortAdapters } from './port-adapters.js';
import { PORTS as P } from './ports.js';
import { queueRetryPolicy } from './queues.js';
import { shopContentOf } from './shop-content.js';

/** Binds the given adapters to the port tokens and the use cases of every feature on top of them. */
export function containerWith(config: Config, ports: PortAdapters): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(P.Config).toConstantValue(config);
  bindPorts(CORE_PORT_TOKENS, container, ports);
  const example = new ExamplePage(ports.photoProcessor, drawExamplePhotos);
  container.bind(P.ExamplePage).toConstantValue(example);
  container.bind(P.PublicPageRepository).toConstantValue(new ExampleMemoryRepository(ports.repository, example));
  container.bind(P.QueueRetryPolicy).toConstantValue(queueRetryPolicy(config.queue));
  container.bind(P.NewShopId).toConstantValue(shopIdOfNow);
  container.bind(P.PlanPriceList).toConstantValue(planPriceListOf(shopContentOf(config)));
  for (const feature of FEATURES as readonly FeatureModule[]) bindPorts(feature.ports?.tokens ?? {}, container, ports);
  container.load(...FEATURES.flatMap((feature) => feature.useCases ?? []));
  return container;
}

/** Each port of `tokens` (the core's, or a feature's own) to its adapter among `ports` (the real one, or a test's fake). */
function bindPorts(tokens: Readonly<Record<string, ServiceIdentifier>>, container: Container, ports: PortAdapters): void {
  for (const [name, token] of Object.entries(tokens)) container.bind(token).toConstantValue(ports[name as keyof PortAdapters]);
}

/** The use cases of `container`, by class: the class is the identifier each is bound under (modules/use-case.ts). */
export function useCasesOf(container: Container): ResolveUseCase {
  return <T>(UseCase: abstract new (...args: never[]) => T) => container.get(UseCase as AbstractNewable<T>);
}
