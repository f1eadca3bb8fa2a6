import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInForm } from '../testing/renderWithPortal';
import { FileField } from './FileField';

const file = (name: string) => new File(['x'], name, { type: 'application/octet-stream' });
const EXTENSIONS = ['jpg', 'png', 'pdf', 'txt'];

function fileInput(): HTMLInputElement {
  return screen.getByLabelText('Attachments', { selector: 'input' });
}

describe('FileField', () => {
  it('rejects the sixth file with the given message and keeps five', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let values: Record<string, unknown> = {};
    const onFilesAdded = jest.fn();
    renderInForm(
      <FileField
        name="files"
        label="Attachments"
        maxFiles={5}
        extensions={EXTENSIONS}
        tooManyMessage="You can't attach more than 5 files"
        onFilesAdded={onFilesAdded}
      />,
      { locale: 'en', onValues: (v) => (values = v) },
    );
    await user.upload(fileInput(), ['1.jpg', '2.png', '3.pdf', '4.txt', '5.jpg'].map(file));
    expect(screen.getByText('5 of 5 files')).toBeInTheDocument();
    expect(onFilesAdded).toHaveBeenCalledTimes(1);
    await user.upload(fileInput(), [file('6.jpg')]);
    expect(screen.getByText("You can't attach more than 5 files")).toBeInTheDocument();
    expect((values.files as File[]).map((f) => f.name)).toEqual([
      '1.jpg',
      '2.png',
      '3.pdf',
      '4.txt',
      '5.jpg',
    ]);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('rejects a file of a type that is not allowed, in Persian', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let values: Record<string, unknown> = {};
    renderInForm(<FileField name="files" label="Attachments" maxFiles={5} extensions={EXTENSIONS} />, {
      onValues: (v) => (values = v),
    });
    await user.upload(fileInput(), [file('setup.exe'), file('shot.png')]);
    expect(screen.getByText('نوع فایل setup.exe مجاز نیست')).toBeInTheDocument();
    expect((values.files as File[]).map((f) => f.name)).toEqual(['shot.png']);
  });

  it('removes a file and shows a progress slot per file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInForm(
      <FileField
        name="files"
        label="Attachments"
        maxFiles={5}
        renderProgress={(f) => <span>{`${f.name} 40%`}</span>}
      />,
      { locale: 'en' },
    );
    await user.upload(fileInput(), [file('a.txt'), file('b.txt')]);
    expect(screen.getByText('a.txt 40%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(screen.queryByText('a.txt')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 5 files')).toBeInTheDocument();
  });
});
