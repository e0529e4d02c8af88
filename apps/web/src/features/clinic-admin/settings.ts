import { useQuery } from '@apollo/client/react';
import { NOTIFICATION_SETTINGS, PERMISSION_SETTINGS } from '@app/shared';
import { SETTING_NAMES, type SettingName } from './graphql';

/**
 * The ordered permission and notification setting names the masks are built over (from
 * user_permission_settings / user_notification_settings; the shared lists until they arrive).
 */
export function useSettingNames(): { permissions: SettingName[]; notifications: SettingName[] } {
  const { data } = useQuery(SETTING_NAMES, { fetchPolicy: 'cache-first' });
  return {
    permissions: data?.user_permission_settings ?? [...PERMISSION_SETTINGS],
    notifications: data?.user_notification_settings ?? [...NOTIFICATION_SETTINGS],
  };
}
