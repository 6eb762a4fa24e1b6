import { SmsPreviewInput, SmsSendInvitationsInput, SmsSendMultipleInput, SmsSendToGuestTypesInput, SmsSendToUnansweredInput, SmsTimelineReminderInput, TwilioIncomingInput, TwilioStatusCallbackInput } from '@hochzeit/contracts';
import { createZodDto } from 'nestjs-zod';

export class SmsPreviewInputDto extends createZodDto(SmsPreviewInput) {}
export class SmsSendToGuestTypesInputDto extends createZodDto(SmsSendToGuestTypesInput) {}
export class SmsSendToUnansweredInputDto extends createZodDto(SmsSendToUnansweredInput) {}
export class SmsSendMultipleInputDto extends createZodDto(SmsSendMultipleInput) {}
export class SmsTimelineReminderInputDto extends createZodDto(SmsTimelineReminderInput) {}
export class TwilioStatusCallbackInputDto extends createZodDto(TwilioStatusCallbackInput) {}
export class TwilioIncomingInputDto extends createZodDto(TwilioIncomingInput) {}
export class SmsSendInvitationsInputDto extends createZodDto(SmsSendInvitationsInput) {}
