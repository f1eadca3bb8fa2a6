/**
 * The steps of a server's build, in order, as the provider reports them while it is in BUILD
 * (the flags `volume_created`, `image_written`, `instance_created`, `interface_attached`).
 */
export const BUILD_STEPS = [
  'volume_created',
  'image_written',
  'instance_created',
  'interface_attached',
] as const;
export type BuildStep = (typeof BUILD_STEPS)[number];

export type BuildProgress = { percent: number } & Record<BuildStep, boolean>;

/**
 * How far a change of `total` seconds has come after `elapsed` seconds: the percent (below 100
 * until it is done) and which build steps are behind it (each takes an equal share of the time).
 */
export function buildProgress(elapsed: number, total: number): BuildProgress {
  const share = total <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / total));
  const percent = share >= 1 ? 100 : Math.min(99, Math.floor(share * 100));
  const steps = Object.fromEntries(
    BUILD_STEPS.map((step, i) => [step, share >= (i + 1) / BUILD_STEPS.length]),
  ) as Record<BuildStep, boolean>;
  return { percent, ...steps };
}

/** The step under way: the first not done yet, or null when all are. */
export function currentBuildStep(progress: Record<BuildStep, boolean>): BuildStep | null {
  return BUILD_STEPS.find((step) => !progress[step]) ?? null;
}
