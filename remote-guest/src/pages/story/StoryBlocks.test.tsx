import type { StoryBlockJson } from '@hochzeit/contracts';
import { render, screen } from '@testing-library/react';
import { StoryBlocks } from './StoryBlocks';

const blocks: StoryBlockJson[] = [
  { id: 'h', type: 'heading', content: { text: 'Wie alles begann', level: 1 } },
  {
    id: 'c',
    type: 'columns',
    content: {
      columnCount: 2,
      columns: [
        { id: 'col-1', blocks: [{ id: 't', type: 'text', content: { text: 'Sie: St. Gallen' } }] },
        { id: 'col-2', blocks: [{ id: 'l', type: 'link', content: { url: 'https://example.ch', linkText: 'Mehr' } }] },
      ],
    },
  },
  { id: 'q', type: 'quote', content: { quote: 'Ja!' } },
  { id: 'x', type: 'link', content: { url: 'javascript:alert(1)', linkText: 'Klick' } },
];

it('renders the blocks as text, columns included, and never a non-http link', () => {
  render(<StoryBlocks blocks={blocks} />);
  expect(screen.getByRole('heading', { name: 'Wie alles begann', level: 2 })).toBeInTheDocument();
  expect(screen.getByText('Sie: St. Gallen')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mehr' })).toHaveAttribute('href', 'https://example.ch');
  expect(screen.getByText('„Ja!“')).toBeInTheDocument();
  expect(screen.getByText('Klick')).not.toHaveAttribute('href');
  expect(screen.queryByRole('link', { name: 'Klick' })).toBeNull();
});

it("shows 'Unbekannter Block-Typ' for a block type it does not know", () => {
  render(<StoryBlocks blocks={JSON.parse('[{"id":"s","type":"script","content":{}}]')} />);
  expect(screen.getByText('Unbekannter Block-Typ')).toBeInTheDocument();
});
