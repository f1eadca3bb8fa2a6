import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { DOMAIN_REDIRECT_DELAY_MS, FREE_PLAN_ID, isApiError, validateDomainName } from '@portal/shared-sdk';
import { useApiErrorMessage, useParcelProps } from '@portal/shared-ui';
import { useDomainCreateMutation } from '../../data/domains/domain-create-mutation';
import { useDomainsQuery } from '../../data/domains/domains-query';
import { usePlanChangeMutation } from '../../data/plans/plan-change-mutation';
import { domainPath } from '../../pages/DomainPage/domainSections';
import { PLAN_DETAILS_PATH } from '../../planDetailsPath';
import { addDomainReducer, INITIAL_ADD_DOMAIN } from './addDomainWizard';

const DETAILS_WINDOW = 'width=1200,height=820';
const DETAILS_POLL_MS = 500; // how often the wizard looks whether the details window was closed

/**
 * The add-domain wizard's state and what its buttons do: the name checked against the user's list,
 * the domain added after the terms, the plan saved (not the free one), then 3 s of preparing
 * records before the domain's DNS page opens and the dialog closes (`onDone`).
 */
export function useAddDomainWizard(onDone: () => void) {
  const [state, dispatch] = useReducer(addDomainReducer, INITIAL_ADD_DOMAIN);
  const errorMessage = useApiErrorMessage();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const domains = useDomainsQuery();
  const create = useDomainCreateMutation();
  const changePlan = usePlanChangeMutation();
  const details = useRef<Window | null>(null);

  const next = () => {
    switch (state.step) {
      case 'name': {
        const { domain, error } = validateDomainName(
          state.text,
          (domains.data ?? []).map((d) => d.name),
        );
        dispatch({ type: 'nameChecked', name: domain, error });
        return;
      }
      case 'terms':
        if (!state.termsAccepted) return dispatch({ type: 'termsRefused' });
        if (state.domain?.name === state.name) return dispatch({ type: 'termsSkipped' });
        create.mutate(
          { domain: state.name },
          {
            onSuccess: ({ data }) => dispatch({ type: 'created', domain: data }),
            // back to the name, with the provider's word on it
            onError: (error) =>
              dispatch({
                type: 'createFailed',
                message: (isApiError(error) && error.fieldMessage('domain')) || errorMessage(error),
              }),
          },
        );
        return;
      case 'nameservers':
        return dispatch({ type: 'nameserversSeen' });
      case 'plan':
        if (!state.domain) return;
        // the free plan is the domain's already: no call
        if (state.planId === FREE_PLAN_ID) return dispatch({ type: 'planSaved' });
        changePlan.mutate(
          { domainId: state.domain.id, planId: state.planId },
          {
            onSuccess: () => dispatch({ type: 'planSaved' }),
            onError: (error) => dispatch({ type: 'planFailed', message: errorMessage(error) }),
          },
        );
        return;
      case 'preparing':
        return;
    }
  };

  // step 5: the records are prepared, then the domain's DNS page
  const { step, domain } = state;
  useEffect(() => {
    if (step !== 'preparing' || !domain) return undefined;
    const timer = window.setTimeout(() => {
      navigate(domainPath(basePath, domain, 'dns'));
      onDone();
    }, DOMAIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [step, domain, navigate, basePath, onDone]);

  // closing the plan details selects the free plan again
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (details.current?.closed) {
        details.current = null;
        dispatch({ type: 'planReset' });
      }
    }, DETAILS_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const openDetails = () => {
    details.current = window.open(PLAN_DETAILS_PATH, 'cdn-plan-details', DETAILS_WINDOW);
    details.current?.focus();
  };

  return {
    state,
    next,
    back: () => dispatch({ type: 'back' }),
    type: (text: string) => dispatch({ type: 'typed', text }),
    toggleTerms: (accepted: boolean) => dispatch({ type: 'termsToggled', accepted }),
    choosePlan: (planId: number) => dispatch({ type: 'planChosen', planId }),
    openDetails,
    busy: create.isPending || changePlan.isPending,
  };
}
