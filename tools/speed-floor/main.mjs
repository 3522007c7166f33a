// The floor of the speed gate (tools/bench-startup.mjs): the smallest page of the store's stack, React with TanStack
// Router and a jotai store, drawing a heading and a short list. What the store's pages cost at start-up is measured
// against what this costs in the same run, on the same machine.
import { StrictMode, createElement as h, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { Provider, atom, createStore, useAtomValue } from 'jotai';

const phones = atom(['Pixel 10', 'Galaxy S26', 'iPhone 17']);

function Phones() {
  const list = useAtomValue(phones);
  // Live, as the store's pages say it (storefront's LIVE_MARK): the start-up measured ends here.
  useEffect(() => {
    globalThis.performance.mark('store:live');
  }, []);
  return h(
    'main',
    null,
    h('h1', null, 'Phones'),
    h(
      'ul',
      null,
      list.map((name) => h('li', { key: name }, name)),
    ),
  );
}

const root = createRootRoute();
const page = createRoute({ getParentRoute: () => root, path: '/', component: Phones });
const router = createRouter({ routeTree: root.addChildren([page]) });

createRoot(globalThis.document.getElementById('root')).render(
  h(StrictMode, null, h(Provider, { store: createStore() }, h(RouterProvider, { router }))),
);
