import { notifyManager } from '@tanstack/react-query';

/**
 * Each component's notice of a query change in a task of its own. react-query tells a query's subscribers in one
 * task, and React renders a subscriber's change at once (useSyncExternalStore cannot wait): an account read shown by
 * five panels re-rendered all five in one task, 50–100 ms on a two-core machine (`npm run bench` accounts). Apart,
 * each panel's render is a task of its own and the browser paints and answers input between them. The panels may show
 * the new read a few milliseconds apart.
 */
export function notifyEachSubscriberApart(): void {
  notifyManager.setNotifyFunction((notify) => {
    setTimeout(notify, 0);
  });
}
