import { asError, synchronousClient } from './synchronousClient';

describe('the synchronous client', () => {
  it('commits a render before render() returns', () => {
    const el = document.createElement('div');
    const root = synchronousClient(() => undefined).createRoot(el);
    root.render(<p>at once</p>);
    expect(el).toHaveTextContent('at once');
    root.unmount();
    expect(el).toBeEmptyDOMElement();
  });

  it("reports an error no boundary catches, and the root's own handler still runs", () => {
    const seen: unknown[] = [];
    const own = jest.fn();
    function Broken(): never {
      throw new Error('above the boundary');
    }
    const root = synchronousClient((e) => seen.push(e)).createRoot(document.createElement('div'), {
      onUncaughtError: own,
    });
    root.render(<Broken />);
    expect(seen).toEqual([expect.objectContaining({ message: 'above the boundary' })]);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('turns anything thrown into an Error', () => {
    const error = new Error('x');
    expect(asError(error)).toBe(error);
    expect(asError('text')).toEqual(new Error('text'));
  });
});
