import { changedGroups, guestChanges, isChanged, toggleGuest, withoutDrafts } from './group-changes';
import { photo } from './media-fixtures';
import { checkUploadFiles, inBatches } from './upload-check';
import { mergeNewest, newestUpload, stepFrom } from './wall-feed';

const group = { id: 3, name: 'Trauzeugen', media_count: 0, guest_ids: [7, 8] };

describe('photo group drafts', () => {
  it('a group is changed only while its chosen guests differ from the stored ones', () => {
    let drafts = toggleGuest({}, group, 9);
    expect(isChanged(group, drafts)).toBe(true);
    drafts = toggleGuest(drafts, group, 9);
    expect(isChanged(group, drafts)).toBe(false);
    expect(changedGroups([group], toggleGuest({}, group, 7))).toEqual([group]);
    expect(withoutDrafts({ 3: [1], 4: [2] }, [3])).toEqual({ 4: [2] });
  });

  it('saving sends who was added and who was removed compared with the server', () => {
    expect(guestChanges([7, 8], [8, 9, 10])).toEqual({ added: [9, 10], removed: [7] });
    expect(guestChanges([7], [7])).toEqual({ added: [], removed: [] });
  });
});

describe('upload checks', () => {
  const file = (name: string, type: string, size = 10) => Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });
  it('names the first file the server would refuse', () => {
    expect(checkUploadFiles([])).toBe('Bitte wählen Sie mindestens eine Datei aus.');
    expect(checkUploadFiles([file('a.png', 'image/png'), file('b.pdf', 'application/pdf')])).toBe('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: b.pdf');
    expect(checkUploadFiles([file('c.gif', 'image/gif', 20_971_521)])).toBe('Datei zu groß (max. 20MB). Ungültig: c.gif');
    expect(checkUploadFiles([file('d.webp', 'image/webp', 20_971_520), file('e.heic', 'image/heic'), file('f.HEIC', '')])).toBeNull();
  });
  it('splits large choices into requests the server accepts', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('photo wall feed', () => {
  const at = (id: number, minute: number) => photo(id, { uploaded_at: `2025-06-07T12:${String(minute).padStart(2, '0')}:00.000Z` });
  it('adds new photos once, newest first, and asks for what came after the newest', () => {
    const shown = [at(2, 20), at(1, 10)];
    const merged = mergeNewest(shown, [at(3, 30), at(2, 20)]);
    expect(merged.map((p) => p.id)).toEqual([3, 2, 1]);
    expect(newestUpload(merged)).toBe('2025-06-07T12:30:00.000Z');
    expect(newestUpload([])).toBeUndefined();
  });
  it('steps round the photos', () => {
    const list = [at(3, 30), at(2, 20), at(1, 10)];
    expect(stepFrom(list, 1, 1)?.id).toBe(3);
    expect(stepFrom(list, 3, -1)?.id).toBe(1);
    expect(stepFrom(list, 99, 1)?.id).toBe(3);
    expect(stepFrom([], null, 1)).toBeUndefined();
  });
});
