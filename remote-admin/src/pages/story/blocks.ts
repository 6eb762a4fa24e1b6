import type { ColumnBlock, ColumnBlockType, ColumnsContent, StoryBlock, StoryBlockType } from '@hochzeit/shared-ui';

export const BLOCK_LABELS: Record<StoryBlockType, string> = {
  heading: 'Überschrift',
  text: 'Text',
  image: 'Bild',
  quote: 'Zitat',
  timeline: 'Timeline-Punkt',
  divider: 'Trenner',
  link: 'Link',
  columns: 'Spalten',
};
export const COLUMN_BLOCK_TYPES: ColumnBlockType[] = ['heading', 'text', 'image', 'link'];

let counter = 0;
export const newBlockId = () => `b-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Default content on creation (spec content §3). */
export function defaultContent(type: StoryBlockType, insideColumns = false): StoryBlock['content'] {
  switch (type) {
    case 'heading':
      return { text: 'Neue Überschrift', level: insideColumns ? 3 : 2 };
    case 'text':
      return { text: 'Hier steht Ihr Text...' };
    case 'image':
      return { imageUrl: '', caption: '' };
    case 'quote':
      return { quote: 'Ein schönes Zitat...', author: '' };
    case 'timeline':
      return { title: 'Timeline-Punkt', date: '', description: 'Beschreibung...' };
    case 'divider':
      return { style: 'line' };
    case 'link':
      return { url: '', linkText: 'Link-Text hier eingeben', description: '' };
    case 'columns':
      return { columnCount: 2, columns: [{ id: 'col-1', blocks: [] }, { id: 'col-2', blocks: [] }] };
  }
}

/** New blocks are appended; position is the block count at creation. */
export function addBlock(blocks: StoryBlock[], type: StoryBlockType): StoryBlock[] {
  return [...blocks, { id: newBlockId(), type, content: defaultContent(type), position: blocks.length }];
}

/** Swaps a block with its neighbour; the first cannot move up, the last cannot move down. */
export function moveBlock(blocks: StoryBlock[], index: number, direction: -1 | 1): StoryBlock[] {
  const target = index + direction;
  if (target < 0 || target >= blocks.length) return blocks;
  const next = [...blocks];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function removeBlock(blocks: StoryBlock[], index: number): StoryBlock[] {
  return blocks.filter((_, i) => i !== index);
}

export function updateBlock(blocks: StoryBlock[], id: string, content: StoryBlock['content']): StoryBlock[] {
  return blocks.map((block) => (block.id === id ? { ...block, content } : block));
}

/** Keeps the blocks of remaining columns and drops those of removed columns (spec content §4). */
export function setColumnCount(content: ColumnsContent, count: number): ColumnsContent {
  const columns = Array.from({ length: count }, (_, i) => content.columns[i] ?? { id: `col-${i + 1}`, blocks: [] });
  return { columnCount: count, columns };
}

export function addColumnBlock(content: ColumnsContent, columnIndex: number, type: ColumnBlockType): ColumnsContent {
  const block: ColumnBlock = { id: newBlockId(), type, content: defaultContent(type, true) as ColumnBlock['content'] };
  return { ...content, columns: content.columns.map((c, i) => (i === columnIndex ? { ...c, blocks: [...c.blocks, block] } : c)) };
}

export function updateColumnBlock(content: ColumnsContent, columnIndex: number, blockId: string, blockContent: ColumnBlock['content']): ColumnsContent {
  return {
    ...content,
    columns: content.columns.map((c, i) => (i === columnIndex ? { ...c, blocks: c.blocks.map((b) => (b.id === blockId ? { ...b, content: blockContent } : b)) } : c)),
  };
}

export function removeColumnBlock(content: ColumnsContent, columnIndex: number, blockId: string): ColumnsContent {
  return { ...content, columns: content.columns.map((c, i) => (i === columnIndex ? { ...c, blocks: c.blocks.filter((b) => b.id !== blockId) } : c)) };
}
