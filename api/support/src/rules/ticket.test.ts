import { type TicketDraftInput, validateAttachments, validateTicketDraft } from './ticket';

const files = (...names: string[]) => names.map((name) => ({ name }));

describe('validateAttachments', () => {
  it.each<[string[], string | null]>([
    [[], null],
    [['a.jpg', 'b.PNG', 'c.pdf', 'd.docx', 'e.zip'], null],
    [['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg'], 'errorAttachments'],
    [['run.exe'], 'errorAttachmentType'],
    [['noextension'], 'errorAttachmentType'],
    [['notes.txt', 'img.bmp', 'img.gif', 'img.jpeg', 'old.doc'], null],
  ])('%p → %p', (names, code) => expect(validateAttachments(files(...names))).toBe(code));
});

describe('validateTicketDraft', () => {
  const valid: TicketDraftInput = {
    subject: 'Server down',
    department: 'cloud',
    message: 'It is off',
    attachments: [],
  };

  it('accepts a complete draft', () => {
    expect(validateTicketDraft(valid)).toEqual({});
  });

  it.each<[TicketDraftInput, object]>([
    [{ subject: '  ' }, { subject: 'errorQuestionTitle' }],
    [{ department: '' }, { department: 'errorSupportDepartment' }],
    [{ message: '' }, { message: 'errorWitreMessage' }],
    [{ message: 'abcd' }, { message: 'errorMessageMinLength' }],
    [{ message: 'abcde' }, {}],
    [
      { attachments: files('1.png', '2.png', '3.png', '4.png', '5.png', '6.png') },
      { attachments: 'errorAttachments' },
    ],
  ])('with %p reports %p', (change, errors) => {
    expect(validateTicketDraft({ ...valid, ...change })).toEqual(errors);
  });

  it('reports every missing field at once', () => {
    expect(validateTicketDraft({})).toEqual({
      subject: 'errorQuestionTitle',
      department: 'errorSupportDepartment',
      message: 'errorWitreMessage',
    });
  });
});
