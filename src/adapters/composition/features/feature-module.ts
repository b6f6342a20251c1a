import type { Router } from '@koa/router';
import type { ContainerModule, ServiceIdentifier } from 'inversify';
import type { Config } from '../../../../config/config.js';
import type { ShopLookSource } from '../../http/email-turn-off.routes.js';
import type { PhotoUploadOptions } from '../../http/middleware/photo-upload.js';
import type { Database } from '../../persistence/mikro-orm/open-database.js';
import type { QueueWorkers } from '../../scheduling/queue-workers.js';
import type { Runtime } from '../runtime.js';

/**
 * A feature as the composition knows it: its use cases, and as it has them its routes and the adapters of the ports
 * it owns. It joins the shop by one line in `FEATURES` (./index.ts); nothing central names its parts.
 */
export interface FeatureModule<Ports extends object = object> {
  /** Its use cases, one `useCase(bind, TheClass, [P.Port, …])` line each (../modules/use-case.ts). */
  readonly useCases?: ContainerModule;
  /** Its inbound routes, registered in the order of `FEATURES` after the API's own. */
  readonly routes?: (edge: HttpEdge) => readonly Router[];
  /** The adapters of the ports it owns, bound to their tokens; tests replace them as any other (`buildRuntime`'s overrides). */
  readonly ports?: FeaturePorts<Ports>;
}

/** What the HTTP edge offers a feature's routes. */
export interface HttpEdge {
  /** The use cases (`runtime.useCase`), the configuration, the instances' coordination (shared rate limits). */
  readonly runtime: Runtime;
  /** The pages the server writes itself (the e-mails' turn-off links) wear the shop's look: its name and stylesheets. */
  readonly shopLook: ShopLookSource;
  /**
   * How the server takes photos: their size limit, the folder they wait in, the pace a body must keep, and the one
   * upload gate (PHOTO_UPLOADS_AT_ONCE) whose places the page's photos and a feature's photos share.
   */
  readonly photoUploads: Omit<PhotoUploadOptions, 'field'>;
  /** The server's queue workers, nudged when work is queued; without them the work waits for whoever drains it. */
  readonly workers?: Pick<QueueWorkers, 'checkPaymentsNow' | 'deliverEmailsNow'>;
}

/** The adapters of a feature's ports, by the name `PortAdapters` gives them, and the token each is bound to. */
export interface FeaturePorts<Ports extends object> {
  readonly tokens: { readonly [Name in keyof NoInfer<Ports>]-?: ServiceIdentifier<NoInfer<Ports>[Name]> };
  make(from: PortMaterials): Ports;
}

/** What a feature's adapters are made from: the configuration, the open database and the app secret (signed links). */
export interface PortMaterials {
  readonly config: Config;
  readonly database: Database;
  readonly secret: string;
}

/** A feature module, its ports' names and types kept (they join `PortAdapters`). */
export const featureModule = <Ports extends object = object>(feature: FeatureModule<Ports>): FeatureModule<Ports> => feature;

/** The ports all the features of `Features` own, by name: one object type. */
export type FeaturePortsOf<Features extends readonly unknown[]> = AllOf<PortsOf<Features[number]>>;

type PortsOf<Feature> = Feature extends FeatureModule<infer Ports> ? Ports : never;

/** `A | B` → `A & B`. */
type AllOf<Union> = (Union extends unknown ? (each: Union) => void : never) extends (all: infer All) => void ? All : never;
