import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInForm } from '../testing/renderWithPortal';
import { CheckboxField } from './CheckboxField';
import { NumberField } from './NumberField';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import { TextareaField } from './TextareaField';

describe('form fields', () => {
  it('NumberField takes Persian digits, drops other characters and clamps on blur', async () => {
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    renderInForm(<NumberField name="amount" label="Amount" min={10} max={100} />, {
      locale: 'en',
      onValues: (v) => (values = v),
    });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('Enter a number from 10 to 100')).toBeInTheDocument();

    await user.type(input, '۵x');
    expect(input).toHaveValue('5');
    expect(values.amount).toBe(5);
    await user.tab();
    expect(input).toHaveValue('10');
    expect(values.amount).toBe(10);

    await user.clear(input);
    await user.type(input, '٥٠٠');
    await user.tab();
    expect(input).toHaveValue('100');
    expect(values.amount).toBe(100);
  });

  it('NumberField keeps a minus and a point when the bounds allow them', async () => {
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    renderInForm(<NumberField name="t" label="Temperature" min={-50} />, {
      locale: 'en',
      onValues: (v) => (values = v),
    });
    const input = screen.getByRole('textbox', { name: 'Temperature' });
    await user.type(input, '-12.5.3');
    expect(input).toHaveValue('-12.53');
    await user.clear(input);
    await user.type(input, '-80');
    await user.tab();
    expect(values.t).toBe(-50);
  });

  it('TextField shows the required message after the field is left empty', async () => {
    const user = userEvent.setup();
    renderInForm(<TextField name="subject" label="موضوع" required />);
    await user.click(screen.getByRole('textbox', { name: /موضوع/ }));
    await user.tab();
    expect(screen.getByText('تکمیل این فیلد الزامی است')).toBeInTheDocument();
  });

  it('TextField shows a validator message id through the messages, or a text as is', async () => {
    const user = userEvent.setup();
    renderInForm(
      <>
        <TextField name="a" label="A" validate={() => 'ui.typedPhrase.mismatch'} />
        <TextField name="b" label="B" validate={() => 'Invalid Port'} />
      </>,
      { locale: 'en' },
    );
    await user.type(screen.getByRole('textbox', { name: 'A' }), 'x');
    await user.type(screen.getByRole('textbox', { name: 'B' }), 'x');
    await user.tab();
    expect(screen.getByText('The entered phrase is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Invalid Port')).toBeInTheDocument();
  });

  it('TextareaField keeps several lines and shows the required message after it is left empty', async () => {
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    renderInForm(<TextareaField name="message" label="Message" required />, {
      locale: 'en',
      onValues: (v) => (values = v),
    });
    const box = screen.getByRole('textbox', { name: /Message/ });
    await user.click(box);
    await user.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(box, 'one{Enter}two');
    expect(values.message).toBe('one\ntwo');
  });

  it('TextareaField reads left to right when asked (code, addresses) and by its content otherwise', () => {
    renderInForm(
      <>
        <TextareaField name="pem" label="Certificate" dir="ltr" />
        <TextareaField name="note" label="Note" />
      </>,
      { locale: 'fa' },
    );
    expect(screen.getByRole('textbox', { name: 'Certificate' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('dir', 'auto');
  });

  it('NumberField with grouping shows thousands separators and keeps a plain number', async () => {
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    renderInForm(<NumberField name="amount" label="Amount" grouping />, {
      locale: 'en',
      onValues: (v) => (values = v),
    });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1250000');
    expect(input).toHaveValue('1,250,000');
    expect(values.amount).toBe(1250000);
  });

  it('PasswordField shows and hides the password', async () => {
    const user = userEvent.setup();
    renderInForm(<PasswordField name="password" label="Password" />, { locale: 'en' });
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('SelectField and CheckboxField write their values to the form', async () => {
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    renderInForm(
      <>
        <SelectField
          name="priority"
          label="Priority"
          options={[
            { value: 'HIGH', label: 'High' },
            { value: 'MEDIUM', label: 'Medium' },
          ]}
        />
        <CheckboxField name="terms" label="I accept the terms" />
      </>,
      { locale: 'en', initialValues: { priority: 'MEDIUM' }, onValues: (v) => (values = v) },
    );
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('MEDIUM');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'HIGH');
    expect(values.priority).toBe('HIGH');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(values.terms).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(values.terms).toBe(false);
  });
});
