import type { AbstractNewable, Bind, MapToResolvedValueInjectOptions, Newable, ServiceIdentifier } from 'inversify';

/** The identifiers of a constructor's parameters, in order, each bound to a value of its parameter's type. */
export type Dependencies<Args extends readonly unknown[]> = { readonly [K in keyof Args]: Dependency<Args[K]> };

type Dependency<T> = ServiceIdentifier<T> | (NonNullable<T> extends readonly (infer Each)[] ? AllBoundTo<Each> : never);

/** Every value bound to one identifier, as a list: none when nothing is (the features' contributions to a use case). */
export interface AllBoundTo<Each> {
  readonly serviceIdentifier: ServiceIdentifier<Each>;
  readonly isMultiple: true;
  readonly optional: true;
}

export const allBoundTo = <Each>(serviceIdentifier: ServiceIdentifier<Each>): AllBoundTo<Each> => ({
  serviceIdentifier,
  isMultiple: true,
  optional: true,
});

/**
 * Binds a use case (or an application helper) under its own class, built once from `dependencies`:
 * `useCase(bind, CreateMemory, [PORTS.MemoryRepository, PORTS.Clock, …])`. The list is checked against the
 * constructor, so a missing, extra or misplaced dependency does not compile. The class stays free of inversify.
 */
export function useCase<T extends object, Args extends unknown[]>(bind: Bind, UseCase: Newable<T, Args>, dependencies: Dependencies<Args>): void {
  bind(UseCase)
    .toResolvedValue((...args: Args) => new UseCase(...args), injectOptions(dependencies))
    .inSingletonScope();
}

/**
 * The same, for a use case whose constructor takes more than the bound values (a setting of the configuration, an
 * object grouping some ports): `build` receives the resolved `dependencies` and makes the instance.
 */
export function useCaseBuilt<T extends object, Args extends unknown[]>(
  bind: Bind,
  UseCase: AbstractNewable<T>,
  dependencies: Dependencies<Args>,
  build: (...args: Args) => T,
): void {
  bind(UseCase)
    .toResolvedValue((...args: Args) => build(...args), injectOptions(dependencies))
    .inSingletonScope();
}

/** Plain identifiers are one of the forms inversify takes; the mapped types only differ in how they are spelled. */
const injectOptions = <Args extends unknown[]>(dependencies: Dependencies<Args>) => dependencies as unknown as MapToResolvedValueInjectOptions<Args>;
