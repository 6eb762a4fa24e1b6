/** Shapes of the API replies the frontends read (spec core §3, content §3). */
export type GuestType = 'Apéro' | 'Inner Circle';
export type GuestSide = 'Ehemann' | 'Ehefrau' | 'Beide';

export interface RoomInfo {
  room_number: string;
  description: string | null;
  location_name: string | null;
  location_address: string | null;
}

export interface GuestDashboardData {
  id: number;
  first_name: string;
  last_name: string;
  guest_type: GuestType;
  group_id: number | null;
  menu_id: number | null;
  room_info: RoomInfo | null;
}

export interface AccessTokenReply {
  access_token: string;
}

/** Story blocks (spec content §3); the server validates the same shapes. */
export type StoryBlockType = 'heading' | 'text' | 'image' | 'quote' | 'timeline' | 'divider' | 'link' | 'columns';
export type ColumnBlockType = 'heading' | 'text' | 'image' | 'link';
export interface HeadingContent { text: string; level: number }
export interface TextContent { text: string }
export interface ImageContent { imageUrl: string; caption: string }
export interface QuoteContent { quote: string; author: string }
export interface TimelineContent { title: string; date: string; description: string }
export interface DividerContent { style: 'line' | 'dots' | 'ornament' }
export interface LinkContent { url: string; linkText: string; description: string }
export interface ColumnBlock { id: string; type: ColumnBlockType; content: HeadingContent | TextContent | ImageContent | LinkContent }
export interface Column { id: string; blocks: ColumnBlock[] }
export interface ColumnsContent { columnCount: number; columns: Column[] }
export interface StoryBlock {
  id: string;
  type: StoryBlockType;
  position: number;
  content: HeadingContent | TextContent | ImageContent | QuoteContent | TimelineContent | DividerContent | LinkContent | ColumnsContent;
}
export interface StoryData {
  title: string;
  blocks: StoryBlock[];
  is_published?: boolean;
}

/** The wedding's title, start and venue (GET /api/event-settings). */
export interface EventSettings {
  title: string;
  starts_at: string;
  venue_name: string;
  venue_address: string;
}
