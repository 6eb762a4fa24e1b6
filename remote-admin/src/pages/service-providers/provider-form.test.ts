import { EMPTY_PROVIDER_FORM, providerPayload, validateProviderForm } from './provider-form';

const form = (values: Partial<typeof EMPTY_PROVIDER_FORM>) => ({ ...EMPTY_PROVIDER_FORM, company_name: 'Blumen Rosa', ...values });

describe('validateProviderForm', () => {
  it('requires the company name', () => {
    expect(validateProviderForm(form({ company_name: '   ' }))).toBe('Bitte geben Sie einen Firmennamen ein.');
    expect(validateProviderForm(form({}))).toBeNull();
  });

  it.each([
    [{ travel_distance: '-3' }, 'Die Anfahrt (km) muss eine ganze Zahl ≥ 0 sein.'],
    [{ duration: '1.5' }, 'Die Dauer muss eine ganze Zahl ≥ 0 sein.'],
    [{ preparation_time: 'abc' }, 'Die Vorbereitungszeit muss eine ganze Zahl ≥ 0 sein.'],
    [{ price: '-1' }, 'Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein.'],
    [{ price: '12.345' }, 'Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein.'],
  ])('refuses %j', (values, message) => {
    expect(validateProviderForm(form(values))).toBe(message);
  });

  it('accepts zero and German decimal commas', () => {
    expect(validateProviderForm(form({ travel_distance: '0', duration: '0', price: '12,50' }))).toBeNull();
  });
});

describe('providerPayload', () => {
  it('sends integers, a decimal price text and null for empty fields', () => {
    expect(providerPayload(form({ travel_distance: '25', duration: '', price: '2400,5', email: ' ' }), true)).toMatchObject({
      company_name: 'Blumen Rosa',
      travel_distance: 25,
      duration: null,
      price: '2400.5',
      email: null,
      payment_due: null,
    });
  });

  it('leaves the payment fields out without the admin check', () => {
    const payload = providerPayload(form({ price: '100' }), false);
    expect(payload).not.toHaveProperty('price');
    expect(payload).not.toHaveProperty('payment_info');
    expect(payload).not.toHaveProperty('payment_due');
  });
});
