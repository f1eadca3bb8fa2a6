import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Chooses an entry of a row's actions menu the keyboard way (Enter opens it, arrows move, Enter
 * chooses), which also proves the menu works without a mouse. Resolves with the user-event session.
 */
export async function chooseRowAction(
  subject: string,
  action: string,
  { actionsLabel = 'Actions of {subject}' } = {},
) {
  const user = userEvent.setup();
  (await screen.findByRole('button', { name: actionsLabel.replace('{subject}', subject) })).focus();
  await user.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name: action });
  // zag highlights the first entry a frame after opening
  await waitFor(
    () => expect(screen.getAllByRole('menuitem').some((i) => i.hasAttribute('data-highlighted'))).toBe(true),
    { timeout: 5000 },
  );
  for (let moves = 0; !item.hasAttribute('data-highlighted') && moves < 10; moves += 1)
    await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
  return user;
}
