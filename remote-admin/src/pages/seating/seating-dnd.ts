import {
  type Announcements,
  closestCenter,
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  pointerWithin,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';

/** The drop target 'Noch ohne Platz' (every table is `table-<id>`). */
export const UNSEATED_TARGET = 'unseated';
export const tableTarget = (tableId: number) => `table-${tableId}`;
/** The table of a drop target; null for 'Noch ohne Platz'. */
export const targetTable = (target: UniqueIdentifier): number | null => {
  const match = /^table-(\d+)$/.exec(String(target));
  return match ? Number(match[1]) : null;
};

/** What a draggable person and a drop target carry for the announcements. */
export interface PersonData {
  name: string;
  /** Where the person sits now: the target's id. */
  from: string;
}
export interface TargetData {
  /** 'Tisch 3' or '„Noch ohne Platz“'. */
  label: string;
  /** '4 von 8 Plätzen belegt', said while the person is over the table. */
  detail?: string;
}

const personName = (data: unknown) => (data as { current?: Partial<PersonData> } | undefined)?.current?.name ?? 'Die Person';
const target = (data: unknown) => (data as { current?: Partial<TargetData> } | undefined)?.current ?? {};
const targetLabel = (data: unknown) => target(data).label ?? 'diesem Ziel';
const targetDetail = (data: unknown) => {
  const detail = target(data).detail;
  return detail ? ` (${detail})` : '';
};

/** Read by screen readers when a person is focused: how to move them with the keyboard. */
export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Um die Person zu setzen, drücken Sie die Leertaste oder Enter. Mit den Pfeiltasten wählen Sie einen Tisch oder „Noch ohne Platz“, ' +
    'mit Leertaste oder Enter setzen Sie die Person dorthin, mit Escape brechen Sie ab.',
};

/**
 * What a screen reader hears while a person is picked up, moved and put down: German, with the
 * person and the table. Being over one's own place right after the pick-up is not said (it would
 * replace 'aufgenommen' in the live region at once); one set per drag area.
 */
export function createAnnouncements(): Announcements {
  let moved = false;
  const from = (active: { data: unknown }) => (active.data as { current?: Partial<PersonData> } | undefined)?.current?.from;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `${personName(active.data)} aufgenommen.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved && over && over.id === from(active)) return undefined;
      moved = true;
      return over ? `${personName(active.data)} über ${targetLabel(over.data)}${targetDetail(over.data)}.` : `${personName(active.data)} ist über keinem Tisch.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over || over.id === from(active)) return `${personName(active.data)} abgelegt, aber nicht verschoben.`;
      if (over.id === UNSEATED_TARGET) return `${personName(active.data)} ist jetzt ohne Platz.`;
      return `${personName(active.data)} an ${targetLabel(over.data)} gesetzt.`;
    },
    onDragCancel: ({ active }) => `Verschieben abgebrochen. ${personName(active.data)} bleibt, wo sie oder er war.`,
  };
}

/**
 * The pointer decides by what is under it; the keyboard (no pointer) by the target under the
 * middle of the moved person, where the coordinate getter below puts it (the nearest centre if none).
 */
export const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { collisionRect } = args;
  const middle = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  const under = pointerWithin({ ...args, pointerCoordinates: middle });
  return under.length > 0 ? under : closestCenter(args);
};

const NEXT = [KeyboardCode.Down, KeyboardCode.Right] as string[];
const PREVIOUS = [KeyboardCode.Up, KeyboardCode.Left] as string[];

/**
 * The keyboard moves a picked-up person from target to target in the page's order ('Noch ohne
 * Platz', then the tables): arrow down or right to the next, up or left to the previous, so every
 * table is reached by a few presses instead of pixel steps.
 */
export function targetStepper(order: () => readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { active, collisionRect, droppableRects, over } }) => {
    const forward = NEXT.includes(event.code);
    if (!forward && !PREVIOUS.includes(event.code)) return undefined;
    event.preventDefault();
    if (!active || !collisionRect) return undefined;
    const targets = order().filter((id) => droppableRects.has(id));
    if (targets.length === 0) return undefined;
    const from = (active.data.current as Partial<PersonData> | undefined)?.from;
    const current = targets.indexOf(String(over?.id ?? from ?? ''));
    const next = current < 0 ? 0 : (current + (forward ? 1 : -1) + targets.length) % targets.length;
    const rect = droppableRects.get(targets[next]);
    if (!rect) return undefined;
    return { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top + Math.min(rect.height / 2, 40) - collisionRect.height / 2 };
  };
}
