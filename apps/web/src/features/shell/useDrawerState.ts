import { useState } from 'react';
import { useLocation } from 'react-router';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { isDrawerCollapsedByDefault } from '@app/shared';

/**
 * Desktop (md+) keeps the drawer beside the content, open unless the path wants it collapsed
 * (the referral wizard); phones use a temporary drawer that starts closed.
 */
export function useDrawerState() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  const collapsedByDefault = isDrawerCollapsedByDefault(pathname);
  const [desktopOpen, setDesktopOpen] = useState(!collapsedByDefault);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [lastDefault, setLastDefault] = useState(collapsedByDefault);

  // Entering or leaving a collapsed-by-default path resets the drawer; other navigation keeps
  // whatever the user chose. (Adjusting state while rendering, as React recommends.)
  if (lastDefault !== collapsedByDefault) {
    setLastDefault(collapsedByDefault);
    setDesktopOpen(!collapsedByDefault);
  }

  return {
    desktop,
    open: desktop ? desktopOpen : mobileOpen,
    toggle: () => (desktop ? setDesktopOpen((o) => !o) : setMobileOpen((o) => !o)),
    close: () => setMobileOpen(false),
  };
}
