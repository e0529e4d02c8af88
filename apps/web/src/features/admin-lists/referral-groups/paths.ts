import { PAGE_TITLES } from '@app/shared';

export const groupPaths = {
  list: '/manage/referral-networks',
  enroll: '/manage/referral-networks/enroll',
  details: (uuid: string) => `/manage/referral-networks/details/${encodeURIComponent(uuid)}`,
  edit: (uuid: string) => `/manage/referral-networks/details/${encodeURIComponent(uuid)}?edit=1`,
};

export const GROUP_CRUMBS = [{ label: PAGE_TITLES.referralGroups, to: groupPaths.list }];
