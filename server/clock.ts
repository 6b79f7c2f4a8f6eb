// One place for "now", so tests move time forward instead of sleeping.
export const clock = {
  offsetMs: 0,
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  },
};

export const nowIso = () => clock.now().toISOString();
export const inMs = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
