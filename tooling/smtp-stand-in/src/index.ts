export {
  startSmtpStandIn,
  type MessageRule,
  type ReceivedMail,
  type RecipientRule,
  type SmtpReply,
  type SmtpStandIn,
  type SmtpStandInOptions,
} from './stand-in.js';
