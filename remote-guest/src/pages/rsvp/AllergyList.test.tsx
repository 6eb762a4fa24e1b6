import { render, screen } from '@testing-library/react';
import { AllergyList } from './AllergyList';

it("the allergy field's hint is a line of its own, not a placeholder cut off beside the button on a phone", () => {
  render(<AllergyList idPrefix="gast" value={[]} onChange={() => undefined} />);
  const field = screen.getByLabelText('Allergien und Ernährung');
  expect(field).toHaveAccessibleDescription('z. B. Nüsse, vegan, laktosefrei');
  expect(field).not.toHaveAttribute('placeholder');
  expect(screen.getByText('z. B. Nüsse, vegan, laktosefrei')).toBeVisible();
});
