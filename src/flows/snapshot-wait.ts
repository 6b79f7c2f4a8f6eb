// Waiting until an actor's snapshot satisfies a predicate, as xstate's waitFor does (the current
// snapshot first, then each new one; a timeout, the actor's error or its end reject), without its
// abort signal. The app's own because xstate's index module is in the start-up chunk, and with it
// every export any lazily loaded chunk uses: waitFor put 0.23 KB gzip on `/` (issue 32). For lazily
// loaded code only (scripts/import-graph.test.ts keeps it out of the start-up).
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function untilSnapshot<A extends AnyActorRef>(actor: A, predicate: (snapshot: SnapshotFrom<A>) => boolean, timeoutMs: number): Promise<SnapshotFrom<A>> {
  return new Promise((resolve, reject) => {
    const current = actor.getSnapshot() as SnapshotFrom<A>;
    if (predicate(current)) return resolve(current);
    let done = false;
    // let, not const: `finish` may run while subscribing, before the assignment (a const would throw there).
    // eslint-disable-next-line prefer-const
    let subscription: { unsubscribe(): void } | undefined;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new Error(`Timeout of ${timeoutMs} ms exceeded`))), timeoutMs);
    subscription = actor.subscribe({
      next: (snapshot: SnapshotFrom<A>) => {
        if (predicate(snapshot)) finish(() => resolve(snapshot));
      },
      error: (error: unknown) => finish(() => reject(error)),
      complete: () => finish(() => reject(new Error('Actor terminated without satisfying predicate'))),
    });
    // Settled while subscribing: nothing more to hear.
    if (done) subscription.unsubscribe();
  });
}
