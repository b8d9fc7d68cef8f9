import { lazy, type ComponentType } from 'react';

/**
 * A page component loaded when it is first rendered (`React.lazy` for a named export, typed as the component
 * itself). App-like routes (the console, the activities, the chat room, the editor) use it so that neither the
 * browser's first page nor the server's start loads antd and the rest of their code: the server renders them on
 * demand, a navigation waits for the chunk with the current page still on screen
 * (docs/decisions/0017-light-public-pages.md).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<object> }))) as M[K];
}
