import { takeEarly, takeEarlyAnswer } from './earlyHandOver';

const GLOBAL = 'portalEarlyThing';
const isThing = (value: unknown): value is { thing: number } =>
  typeof value === 'object' && value !== null && typeof (value as { thing?: unknown }).thing === 'number';

function windowWith(early?: unknown) {
  const win = {} as Window & Record<string, unknown>;
  if (early !== undefined) win[GLOBAL] = early;
  return win;
}

describe('the hand-over of what first-paint.js asked for', () => {
  it('gives the promise left under a global once, and nothing that is not a promise', async () => {
    const win = windowWith(Promise.resolve({ thing: 1 }));
    await expect(takeEarly(GLOBAL, win)).resolves.toEqual({ thing: 1 });
    expect(win[GLOBAL]).toBeUndefined();
    expect(takeEarly(GLOBAL, win)).toBeNull();
    expect(takeEarly(GLOBAL, windowWith({ thing: 1 }))).toBeNull();
  });

  it('gives the early answer when it is one, without asking the API', async () => {
    const ask = jest.fn().mockResolvedValue({ thing: 2 });
    await expect(
      takeEarlyAnswer(GLOBAL, isThing, ask, windowWith(Promise.resolve({ thing: 1 }))),
    ).resolves.toEqual({ thing: 1 });
    expect(ask).not.toHaveBeenCalled();
    expect(takeEarlyAnswer(GLOBAL, isThing, ask, windowWith())).toBeNull();
  });

  it("asks the API when the early request failed or answered something else, and passes on the API's error", async () => {
    const ask = jest.fn().mockResolvedValue({ thing: 2 });
    await expect(takeEarlyAnswer(GLOBAL, isThing, ask, windowWith(Promise.resolve(null)))).resolves.toEqual({
      thing: 2,
    });
    await expect(
      takeEarlyAnswer(GLOBAL, isThing, ask, windowWith(Promise.reject(new Error('offline')))),
    ).resolves.toEqual({ thing: 2 });
    expect(ask).toHaveBeenCalledTimes(2);
    const refused = jest.fn().mockRejectedValue(new Error('Please login again'));
    await expect(
      takeEarlyAnswer(GLOBAL, isThing, refused, windowWith(Promise.resolve(null))),
    ).rejects.toThrow('Please login again');
  });
});
