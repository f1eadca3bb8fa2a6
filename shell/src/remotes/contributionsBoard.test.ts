import { NO_CONTRIBUTIONS } from '@portal/release';
import { createContributionsBoard, LOADING_CONTRIBUTIONS } from './contributionsBoard';
import { createListeners } from './listeners';

describe('the contributions board', () => {
  it('starts loading, and changes (telling its listeners) only when a version, channel or status does', () => {
    const listeners = createListeners();
    const told = jest.fn();
    listeners.add(told);
    const board = createContributionsBoard(listeners);
    expect(board.get()).toBe(LOADING_CONTRIBUTIONS);
    const first = {
      status: 'ready' as const,
      remotes: { cdn: { version: '1.0.0', channel: 'stable' as const, contributions: NO_CONTRIBUTIONS } },
    };
    board.set(first);
    board.set({ ...first, remotes: { ...first.remotes } });
    expect(board.get()).toBe(first);
    board.set({ status: 'ready', remotes: { cdn: { ...first.remotes.cdn, channel: 'canary' } } });
    expect(board.get().remotes.cdn?.channel).toBe('canary');
    expect(told).toHaveBeenCalledTimes(2);
  });
});
