export {
  everyNthCall,
  startTwilioStandIn,
  tooManyRequests,
  type StandInAnswer,
  type StandInAnswerFunction,
  type StandInCall,
  type StandInMessage,
  type StandInOptions,
  type StatusCallbackStatus,
  type TwilioStandIn,
} from './stand-in.js';
export { DEFAULT_ACCOUNT_SID, DEFAULT_AUTH_TOKEN, DEFAULT_FROM, twilioSignature } from './twilio-format.js';
