/** Shapes of the API replies the frontends read. */
export interface ProviderDashboardData {
  company_name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  category: string | null;
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

/** A day-plan entry as guests (GET /api/timeline/guest) and providers (…/service-provider) read it. */
export interface TimelineEntry {
  id: number;
  title: string;
  time: string;
  end_time: string | null;
  description: string;
  location: string | null;
  event_color: string;
  /** Only in the provider's schedule: who is responsible on site. */
  responsible_person?: string | null;
}
