import type { ServiceIdentifier } from 'inversify';

export const token = <T>(name: string) => Symbol.for(`memories.${name}`) as ServiceIdentifier<T>;
