import { validateProfile } from './profile';

const individual = {
  name: 'Ali',
  last_name: 'Rezaei',
  national_code: '0076229645',
  zip_code: '1416713115',
  account_type: 'individual',
};
const legal = {
  ...individual,
  account_type: 'legal',
  business_name: 'Abr Co.',
  economic_code: '411111111111',
  registration_number: '123456',
  national_legal_id: '10320894878',
};

describe('validateProfile', () => {
  it('accepts a complete individual and a complete legal profile', () => {
    expect(validateProfile(individual)).toEqual({});
    expect(validateProfile(legal)).toEqual({});
  });

  it('requires the first and last name', () => {
    expect(validateProfile({ ...individual, name: ' ', last_name: '' })).toEqual({
      name: 'fieldRequired',
      last_name: 'fieldRequired',
    });
  });

  it('checks the national code by its check digit and the postal code by its format, when given', () => {
    expect(validateProfile({ ...individual, national_code: '0076229646', zip_code: '1234567890' })).toEqual({
      national_code: 'nationalCodeInvalid',
      zip_code: 'zipCodeInvalid',
    });
    expect(validateProfile({ ...individual, national_code: '', zip_code: null })).toEqual({});
  });

  it('asks a legal account for every company field, then checks each', () => {
    expect(
      validateProfile({
        ...legal,
        business_name: '',
        economic_code: '',
        registration_number: '',
        national_legal_id: '',
      }),
    ).toEqual({
      business_name: 'legalFieldRequired',
      economic_code: 'legalFieldRequired',
      registration_number: 'legalFieldRequired',
      national_legal_id: 'legalFieldRequired',
    });
    expect(
      validateProfile({
        ...legal,
        economic_code: '123',
        registration_number: 'x1',
        national_legal_id: '10320894877',
      }),
    ).toEqual({
      economic_code: 'economicCodeInvalid',
      registration_number: 'registrationNumberInvalid',
      national_legal_id: 'nationalLegalIdInvalid',
    });
  });

  it('ignores the company fields of an individual account', () => {
    expect(validateProfile({ ...individual, national_legal_id: '1' })).toEqual({});
  });
});
