import { makeDomain } from '@portal/api-cdn/factories';
import {
  addDomainReducer,
  dismissKind,
  INITIAL_ADD_DOMAIN,
  type AddDomainEvent,
  type AddDomainState,
} from './addDomainWizard';

const run = (...events: AddDomainEvent[]) => events.reduce(addDomainReducer, INITIAL_ADD_DOMAIN);
const domain = makeDomain(9, { name: 'new-site.ir', status: 'pending' });
const atPlan: AddDomainState = run(
  { type: 'typed', text: 'new-site.ir' },
  { type: 'nameChecked', name: 'new-site.ir', error: null },
  { type: 'termsToggled', accepted: true },
  { type: 'created', domain },
  { type: 'nameserversSeen' },
);

describe('the add-domain wizard', () => {
  it('starts on the name, with the free plan chosen', () => {
    expect(INITIAL_ADD_DOMAIN).toMatchObject({ step: 'name', planId: 1, domain: null });
  });

  it('stays on the name with its check, and moves on when the name is valid', () => {
    expect(run({ type: 'nameChecked', name: '', error: 'requiredDomain' })).toMatchObject({
      step: 'name',
      nameError: { id: 'requiredDomain' },
    });
    expect(run({ type: 'nameChecked', name: 'new-site.ir', error: null })).toMatchObject({
      step: 'terms',
      name: 'new-site.ir',
      nameError: null,
    });
  });

  it('clears the name error as the user types', () => {
    expect(
      run({ type: 'nameChecked', name: 'x', error: 'invalidDomain' }, { type: 'typed', text: 'x.ir' }),
    ).toMatchObject({ text: 'x.ir', nameError: null });
  });

  it('asks for the terms, then goes to the nameservers once the domain is added', () => {
    const terms = run({ type: 'nameChecked', name: 'new-site.ir', error: null });
    expect(addDomainReducer(terms, { type: 'termsRefused' })).toMatchObject({
      step: 'terms',
      termsError: true,
    });
    expect(run({ type: 'termsRefused' }, { type: 'termsToggled', accepted: true }).termsError).toBe(false);
    expect(addDomainReducer(terms, { type: 'created', domain })).toMatchObject({
      step: 'nameservers',
      domain,
    });
  });

  it("goes back to the name with the provider's message when adding fails", () => {
    const terms = run({ type: 'nameChecked', name: 'example-shop.ir', error: null });
    expect(addDomainReducer(terms, { type: 'createFailed', message: 'Domain exists!' })).toMatchObject({
      step: 'name',
      nameError: { message: 'Domain exists!' },
    });
  });

  it('goes from the nameservers to the plan, and from a saved plan to preparing the records', () => {
    expect(atPlan.step).toBe('plan');
    expect(
      addDomainReducer(addDomainReducer(atPlan, { type: 'planChosen', planId: 3 }), { type: 'planSaved' }),
    ).toMatchObject({ step: 'preparing', planId: 3 });
  });

  it('keeps a refused plan on the plan step with the message, and selects the free plan again when the choice is reset', () => {
    const chosen = addDomainReducer(atPlan, { type: 'planChosen', planId: 4 });
    expect(addDomainReducer(chosen, { type: 'planFailed', message: 'no' })).toMatchObject({
      step: 'plan',
      planId: 4,
      planError: 'no',
    });
    expect(addDomainReducer(chosen, { type: 'planReset' })).toMatchObject({ planId: 1 });
  });

  it('goes back one step above the first, and not before it', () => {
    const steps: string[] = [];
    let state = addDomainReducer(atPlan, { type: 'planSaved' });
    for (let i = 0; i < 5; i += 1) {
      steps.push(state.step);
      state = addDomainReducer(state, { type: 'back' });
    }
    expect(steps).toEqual(['preparing', 'plan', 'nameservers', 'terms', 'name']);
    expect(addDomainReducer(INITIAL_ADD_DOMAIN, { type: 'back' })).toBe(INITIAL_ADD_DOMAIN);
  });

  it('does not add the domain twice when the user comes back to the terms', () => {
    const back = run(
      { type: 'nameChecked', name: 'new-site.ir', error: null },
      { type: 'termsToggled', accepted: true },
      { type: 'created', domain },
      { type: 'back' },
      { type: 'termsSkipped' },
    );
    expect(back).toMatchObject({ step: 'nameservers', domain });
  });

  it('offers Cancel on the first two steps and Close from the third', () => {
    expect(['name', 'terms', 'nameservers', 'plan', 'preparing'].map((s) => dismissKind(s as never))).toEqual(
      ['cancel', 'cancel', 'close', 'close', 'close'],
    );
  });
});
