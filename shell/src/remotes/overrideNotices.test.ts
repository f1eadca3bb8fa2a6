import { createListeners } from './listeners';
import { createNoticeBoard } from './overrideNotices';

describe('the notice board', () => {
  it('lists one notice per remote in registry order, the same array until one changes', () => {
    const listeners = createListeners();
    const told = jest.fn();
    const off = listeners.add(told);
    const board = createNoticeBoard(listeners);
    board.set('support', { remote: 'support', status: 'active', version: '1.0.0' });
    board.set('cdn', { remote: 'cdn', status: 'refused', requested: 'x', reason: 'unknown' });
    const list = board.list();
    expect(list.map((n) => n.remote)).toEqual(['cdn', 'support']);
    board.set('cdn', { remote: 'cdn', status: 'refused', requested: 'x', reason: 'unknown' });
    expect(board.list()).toBe(list);
    expect(told).toHaveBeenCalledTimes(2);
    board.set('cdn', null);
    expect(board.list().map((n) => n.remote)).toEqual(['support']);
    off();
    board.set('support', null);
    expect(told).toHaveBeenCalledTimes(3);
  });
});
