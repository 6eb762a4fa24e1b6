import { galleryFolderLabels, MEDIA_FOLDER_LABELS, type MediaFolder } from '@hochzeit/contracts';
import { useQuery } from '@hochzeit/shared-ui';
import { guestPagesQuery } from '../../lib/queries';

/** The folders' labels as the couple named them in 'Gästeseiten' (the specification's two until then). */
export function useFolderLabels(): Record<MediaFolder, string> {
  const { data } = useQuery({ ...guestPagesQuery(), select: (pages) => galleryFolderLabels(pages['gallery-folders']) });
  return data ?? MEDIA_FOLDER_LABELS;
}
