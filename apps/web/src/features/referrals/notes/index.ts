/** The notes screens (spec 2 "Referral detail view" Referral Log, "Dialogs" Referral Notes). */
export { ReferralLog, type ReferralLogProps } from './ReferralLog';
export { ReferralNotesDialog, type ReferralNotesDialogProps } from './ReferralNotesDialog';
export { logFactsOf, referralLogTabs, type ReferralLogFacts } from './tabs';
