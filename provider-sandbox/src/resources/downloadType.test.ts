import { downloadType } from './downloadType';

describe('downloadType', () => {
  it('types an attachment by its extension among those allowed, else as bytes', () => {
    expect(downloadType('report.PDF')).toBe('application/pdf');
    expect(downloadType('photo.jpeg')).toBe('image/jpeg');
    expect(downloadType('page.html')).toBe('application/octet-stream');
    expect(downloadType('drawing.svg')).toBe('application/octet-stream');
    expect(downloadType('noext')).toBe('application/octet-stream');
    expect(downloadType('constructor')).toBe('application/octet-stream');
    expect(downloadType('x.constructor')).toBe('application/octet-stream');
  });
});
