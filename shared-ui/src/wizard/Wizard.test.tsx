import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/renderWithPortal';
import { Wizard } from './Wizard';

const steps = [
  { key: 'name', title: 'Domain', content: <p>enter the name</p> },
  { key: 'terms', title: 'Terms', content: <p>accept the terms</p> },
  { key: 'done', title: 'Done', content: <p>all set</p> },
];

function Harness({ busy = false, onFinish = jest.fn() }: { busy?: boolean; onFinish?: () => void }) {
  const [step, setStep] = useState(0);
  return (
    <Wizard
      steps={steps}
      step={step}
      label="Add domain"
      busy={busy}
      onNext={() => (step === steps.length - 1 ? onFinish() : setStep(step + 1))}
      onBack={() => setStep(step - 1)}
      onDismiss={jest.fn()}
    />
  );
}

describe('Wizard', () => {
  it('moves forward and back and marks the current step', async () => {
    const user = userEvent.setup();
    const onFinish = jest.fn();
    renderWithPortal(<Harness onFinish={onFinish} />, 'en');
    const list = screen.getByRole('list', { name: 'Add domain' });
    expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('Domain');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('accept the terms')).toBeInTheDocument();
    expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('Terms');
    expect(list.querySelectorAll('[data-done]')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('enter the name')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalled();
  });

  it('disables every button while a request runs', () => {
    renderWithPortal(<Harness busy />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toContain('انصراف');
    expect(buttons).toHaveLength(2); // Cancel and the spinning Continue; no Back on step one
    buttons.forEach((b) => expect(b).toBeDisabled());
  });
});
