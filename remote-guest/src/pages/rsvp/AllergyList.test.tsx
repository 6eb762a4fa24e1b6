import { render, screen } from '@testing-library/react';
import { RSVP_LIMITS } from '@hochzeit/contracts/rsvp-constants';
import { AllergyList, withTypedAllergies } from './AllergyList';

it("the allergy field's hint is a line of its own, not a placeholder cut off beside the button on a phone", () => {
  render(<AllergyList idPrefix="gast" value={[]} onChange={() => undefined} entry="" onEntryChange={() => undefined} />);
  const field = screen.getByLabelText('Allergien und Ernährung');
  expect(field).toHaveAccessibleDescription('z. B. Nüsse, vegan, laktosefrei');
  expect(field).not.toHaveAttribute('placeholder');
  expect(screen.getByText('z. B. Nüsse, vegan, laktosefrei')).toBeVisible();
});

it("a companion's field says whose needs it takes", () => {
  render(<AllergyList idPrefix="gast" whose=" der Begleitung" value={['Gluten']} onChange={() => undefined} entry="" onEntryChange={() => undefined} />);
  expect(screen.getByLabelText('Allergien und Ernährung der Begleitung')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Angegebene Allergien der Begleitung' })).toHaveTextContent('Gluten');
});

describe('withTypedAllergies: what is still in the field joins the list', () => {
  it('adds the typed text, trimmed, split on commas', () => {
    expect(withTypedAllergies(['Nüsse'], '  Laktose ')).toEqual(['Nüsse', 'Laktose']);
    expect(withTypedAllergies([], 'Nüsse, vegan,, laktosefrei ')).toEqual(['Nüsse', 'vegan', 'laktosefrei']);
  });

  it('keeps each once (case-insensitive, the spelling already listed) and an empty field changes nothing', () => {
    expect(withTypedAllergies(['Nüsse'], 'nüsse, NÜSSE')).toEqual(['Nüsse']);
    expect(withTypedAllergies(['Nüsse'], '   ')).toEqual(['Nüsse']);
  });

  it('never goes beyond the limit the server takes', () => {
    const full = Array.from({ length: RSVP_LIMITS.allergies }, (_, i) => `Allergie ${i}`);
    expect(withTypedAllergies(full, 'Laktose')).toEqual(full);
  });
});
