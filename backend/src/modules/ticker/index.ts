/** The ticker's public surface: the message entity (the demo data seeds it). */
export { TickerMessage } from './ticker-message.entity.js';
