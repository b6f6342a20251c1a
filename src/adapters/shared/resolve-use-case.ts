/**
 * Hands over a use case by its class (`useCase(CreateMemory)`), built once by the composition root with its ports.
 * Routes and commands ask for the use cases they call, so a new one needs no list of use cases to grow.
 */
export type ResolveUseCase = <T>(useCase: abstract new (...args: never[]) => T) => T;
