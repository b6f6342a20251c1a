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
import type { PortAdapters } from './port-adapters.js';
import { PORTS as P } from './ports.js';
import { queueRetryPolicy } from './queues.js';
import { shopContentOf } from './shop-content.js';

/** Binds the given adapters to the port tokens and the use cases of every feature on top of them. */
export function containerWith(config: Config, ports: PortAdapters): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(P.Config).toConstantValue(config);
  container.bind(P.Logger).toConstantValue(ports.logger);
  container.bind(P.Clock).toConstantValue(ports.clock);
  container.bind(P.IdGenerator).toConstantValue(ports.ids);
  container.bind(P.EditTokens).toConstantValue(ports.editTokens);
  container.bind(P.EmailCorrectionKeys).toConstantValue(ports.emailCorrectionKeys);
  container.bind(P.MemoryRepository).toConstantValue(ports.repository);
  container.bind(P.FreshMemoryRepository).toConstantValue(ports.freshRepository);
  const example = new ExamplePage(ports.photoProcessor, drawExamplePhotos);
  container.bind(P.ExamplePage).toConstantValue(example);
  container.bind(P.PublicPageRepository).toConstantValue(new ExampleMemoryRepository(ports.repository, example));
  container.bind(P.MemorySupportQueries).toConstantValue(ports.supportQueries);
  container.bind(P.DatabaseHealth).toConstantValue(ports.databaseHealth);
  container.bind(P.PhotoProcessor).toConstantValue(ports.photoProcessor);
  container.bind(P.AvifEncoder).toConstantValue(ports.avifEncoder);
  container.bind(P.PhotoStorage).toConstantValue(ports.photoStorage);
  container.bind(P.PaymentGateway).toConstantValue(ports.paymentGateway);
  container.bind(P.VideoCatalogue).toConstantValue(ports.videos);
  container.bind(P.Mailer).toConstantValue(ports.mailer);
  container.bind(P.QrCodeRenderer).toConstantValue(ports.qrCodes);
  container.bind(P.EmailOutbox).toConstantValue(ports.emailOutbox);
  container.bind(P.PaymentNotificationInbox).toConstantValue(ports.paymentNotifications);
  container.bind(P.BackgroundTaskQueue).toConstantValue(ports.backgroundTasks);
  container.bind(P.QueueRetryPolicy).toConstantValue(queueRetryPolicy(config.queue));
  container.bind(P.ShopIdentityRecord).toConstantValue(ports.shopIdentity);
  container.bind(P.PhotoStorageMarker).toConstantValue(ports.photoMarker);
  container.bind(P.PhotoQuarantine).toConstantValue(ports.photoQuarantine);
  container.bind(P.NewShopId).toConstantValue(shopIdOfNow);
  container.bind(P.PlanPriceList).toConstantValue(planPriceListOf(shopContentOf(config)));
  for (const feature of FEATURES) bindPortsOf(feature, container, ports);
  container.load(...FEATURES.flatMap((feature) => feature.useCases ?? []));
  return container;
}

/** The ports a feature owns, each to its adapter among `ports` (the feature's own, or a test's fake). */
function bindPortsOf(feature: FeatureModule, container: Container, ports: PortAdapters): void {
  const tokens: Readonly<Record<string, ServiceIdentifier>> = feature.ports?.tokens ?? {};
  for (const [name, token] of Object.entries(tokens)) container.bind(token).toConstantValue(ports[name as keyof PortAdapters]);
}

/** The use cases of `container`, by class: the class is the identifier each is bound under (modules/use-case.ts). */
export function useCasesOf(container: Container): ResolveUseCase {
  return <T>(UseCase: abstract new (...args: never[]) => T) => container.get(UseCase as AbstractNewable<T>);
}
