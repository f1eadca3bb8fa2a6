import { useIntl } from 'react-intl';
import { DIALOG_WIDTH_PX } from '@portal/shared-sdk';
import { DialogFrame, Wizard } from '@portal/shared-ui';
import { ADD_DOMAIN_STEPS, dismissKind } from './addDomainWizard';
import { DomainNameStep } from './DomainNameStep';
import { NameserversStep } from './NameserversStep';
import { PlanStep } from './PlanStep';
import { PreparingStep } from './PreparingStep';
import { TermsStep } from './TermsStep';
import { useAddDomainWizard } from './useAddDomainWizard';

export interface AddDomainDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The add-domain wizard (900 px): name, terms, nameservers, plan, preparing records. Each opening starts afresh. */
export function AddDomainDialog({ open, onClose }: AddDomainDialogProps) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'cdn.wizard.title' })}
      widthPx={DIALOG_WIDTH_PX.addDomain}
      width="calc(100vw - 2rem)"
      scrollInside
      closeOnOutsideClick={false}
      lazy
      closeInset="3"
    >
      <AddDomainWizard onClose={onClose} />
    </DialogFrame>
  );
}

function AddDomainWizard({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const wizard = useAddDomainWizard(onClose);
  const { state } = wizard;
  const t = (id: string) => intl.formatMessage({ id });
  const content = {
    name: (
      <DomainNameStep text={state.text} error={state.nameError} onType={wizard.type} onSubmit={wizard.next} />
    ),
    terms: (
      <TermsStep
        name={state.name}
        accepted={state.termsAccepted}
        error={state.termsError}
        onToggle={wizard.toggleTerms}
      />
    ),
    nameservers: state.domain && <NameserversStep domain={state.domain} />,
    plan: (
      <PlanStep
        planId={state.planId}
        error={state.planError}
        onChoose={wizard.choosePlan}
        onDetails={wizard.openDetails}
      />
    ),
    preparing: <PreparingStep />,
  };
  return (
    <Wizard
      label={t('cdn.wizard.steps')}
      steps={ADD_DOMAIN_STEPS.map((id) => ({
        key: id,
        title: t(`cdn.wizard.step.${id}`),
        content: content[id],
      }))}
      step={ADD_DOMAIN_STEPS.indexOf(state.step)}
      onNext={wizard.next}
      onBack={wizard.back}
      onDismiss={onClose}
      dismissLabel={t(dismissKind(state.step) === 'cancel' ? 'ui.common.cancel' : 'ui.common.close')}
      nextLabel={state.step === 'plan' ? t('cdn.wizard.plan.confirm') : undefined}
      hideNext={state.step === 'preparing'}
      busy={wizard.busy}
    />
  );
}
