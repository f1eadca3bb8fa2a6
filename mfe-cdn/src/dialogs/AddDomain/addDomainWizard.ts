import { FREE_PLAN_ID, type DomainNameError } from '@portal/shared-sdk';
import { type Domain } from '@portal/api-cdn';

/** The wizard's five steps: name, terms, nameservers, plan, preparing records. */
export const ADD_DOMAIN_STEPS = ['name', 'terms', 'nameservers', 'plan', 'preparing'] as const;
export type AddDomainStep = (typeof ADD_DOMAIN_STEPS)[number];

export type NameError = { id: DomainNameError } | { message: string };

export interface AddDomainState {
  step: AddDomainStep;
  /** what the user typed */
  text: string;
  /** the name as it is added: trimmed, lower-cased, without scheme, www and trailing slash */
  name: string;
  /** the wizard's own check (requiredDomain, invalidDomain, existDomain) or the provider's message */
  nameError: NameError | null;
  termsAccepted: boolean;
  termsError: boolean;
  /** the domain once the provider added it */
  domain: Domain | null;
  planId: number;
  planError: string | null;
}

export type AddDomainEvent =
  | { type: 'typed'; text: string }
  | { type: 'nameChecked'; name: string; error: DomainNameError | null }
  | { type: 'termsToggled'; accepted: boolean }
  | { type: 'termsRefused' }
  | { type: 'created'; domain: Domain }
  | { type: 'createFailed'; message: string }
  | { type: 'termsSkipped' }
  | { type: 'nameserversSeen' }
  | { type: 'planChosen'; planId: number }
  | { type: 'planSaved' }
  | { type: 'planFailed'; message: string }
  | { type: 'planReset' }
  | { type: 'back' };

export const INITIAL_ADD_DOMAIN: AddDomainState = {
  step: 'name',
  text: '',
  name: '',
  nameError: null,
  termsAccepted: false,
  termsError: false,
  domain: null,
  planId: FREE_PLAN_ID,
  planError: null,
};

const BACK: Record<AddDomainStep, AddDomainStep | null> = {
  name: null,
  terms: 'name',
  nameservers: 'terms',
  plan: 'nameservers',
  preparing: 'plan',
};

/**
 * The add-domain wizard's transitions. Step 1 checks the name and moves on when it is valid; step 2
 * needs the terms ticked, then the provider adds the domain: step 3 on success, step 1 with the
 * provider's message on failure; step 3 moves on; step 4 saves a paid plan (the free plan skips the
 * call); step 5 prepares the records. Back goes one step back above step 1. The default plan is
 * the free one, and resetting the choice selects it again.
 */
export function addDomainReducer(state: AddDomainState, event: AddDomainEvent): AddDomainState {
  switch (event.type) {
    case 'typed':
      return { ...state, text: event.text, nameError: null };
    case 'nameChecked':
      return event.error
        ? { ...state, name: event.name, nameError: { id: event.error } }
        : { ...state, name: event.name, nameError: null, step: 'terms' };
    case 'termsToggled':
      return { ...state, termsAccepted: event.accepted, termsError: false };
    case 'termsRefused':
      return { ...state, termsError: true };
    case 'created':
      return { ...state, domain: event.domain, step: 'nameservers', planId: FREE_PLAN_ID };
    case 'createFailed':
      return { ...state, step: 'name', nameError: { message: event.message } };
    case 'termsSkipped':
      // back on the terms of a domain already added under this name: nothing to add again
      return { ...state, step: 'nameservers' };
    case 'nameserversSeen':
      return { ...state, step: 'plan', planError: null };
    case 'planChosen':
      return { ...state, planId: event.planId, planError: null };
    case 'planSaved':
      return { ...state, step: 'preparing', planError: null };
    case 'planFailed':
      return { ...state, planError: event.message };
    case 'planReset':
      return { ...state, planId: FREE_PLAN_ID, planError: null };
    case 'back': {
      const previous = BACK[state.step];
      return previous ? { ...state, step: previous, planError: null } : state;
    }
  }
}

/** Cancel on the first two steps (nothing added yet), Close from the third. */
export function dismissKind(step: AddDomainStep): 'cancel' | 'close' {
  return step === 'name' || step === 'terms' ? 'cancel' : 'close';
}
