/** The notes screens (spec 2 "Referral detail view" Referral Log, "Dialogs" Referral Notes). */
export { ReferralLog } from './ReferralLog';
export { logFactsOf } from './tabs';
export { ReferralTimeline } from './ReferralTimeline';
