import { BUILD_STEPS, buildProgress, currentBuildStep } from './buildProgress';

describe('buildProgress', () => {
  it('starts at 0 with no step done', () => {
    expect(buildProgress(0, 12)).toEqual({
      percent: 0,
      volume_created: false,
      image_written: false,
      instance_created: false,
      interface_attached: false,
    });
  });

  it('marks each step done after its share of the time', () => {
    expect(buildProgress(3, 12)).toMatchObject({ percent: 25, volume_created: true, image_written: false });
    expect(buildProgress(7, 12)).toMatchObject({
      percent: 58,
      volume_created: true,
      image_written: true,
      instance_created: false,
    });
    expect(buildProgress(9, 12)).toMatchObject({ instance_created: true, interface_attached: false });
  });

  it('stays below 100 until the time is up, then every step is done', () => {
    expect(buildProgress(11.99, 12).percent).toBe(99);
    expect(buildProgress(12, 12)).toEqual({
      percent: 100,
      volume_created: true,
      image_written: true,
      instance_created: true,
      interface_attached: true,
    });
    expect(buildProgress(50, 12).percent).toBe(100);
    expect(buildProgress(-3, 12).percent).toBe(0);
  });
});

describe('currentBuildStep', () => {
  it('is the first step not done', () => {
    expect(currentBuildStep(buildProgress(0, 12))).toBe('volume_created');
    expect(currentBuildStep(buildProgress(4, 12))).toBe('image_written');
    expect(currentBuildStep(buildProgress(12, 12))).toBeNull();
    expect(BUILD_STEPS).toHaveLength(4);
  });
});
