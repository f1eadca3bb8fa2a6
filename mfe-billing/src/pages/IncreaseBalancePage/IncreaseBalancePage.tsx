import { Box } from '@portal/shared-ui';
import { AddBalanceForm } from '../../dialogs/AddBalance/AddBalanceForm';

/** /financial/increase-balance: the top-up form on the page (the same form as the dialog). */
export function IncreaseBalancePage() {
  return (
    <Box maxWidth="500px">
      <AddBalanceForm />
    </Box>
  );
}
