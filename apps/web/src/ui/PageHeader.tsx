import { createContext, useContext, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEFAULT_PATH } from '@app/shared';
import { useDocumentTitle } from './useDocumentTitle';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Where breadcrumbs start: the signed-in shell provides the user's own home (shared `homeCrumb`);
 * elsewhere the spec's 'Dashboard'.
 */
export const HomeCrumbContext = createContext<{ label: string; path: string }>({
  label: 'Dashboard',
  path: DEFAULT_PATH,
});

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Crumbs after the user's home; the page's own title is added as the last one. */
  crumbs?: Crumb[];
  actions?: ReactNode;
}

/**
 * The page title with breadcrumbs that start at the user's own home (spec section 2 says
 * 'Dashboard', which only admins may open; issue 20 item 9 starts staff at their landing page).
 */
export function PageHeader({ title, subtitle, crumbs = [], actions }: PageHeaderProps) {
  useDocumentTitle(title);
  const home = useContext(HomeCrumbContext);
  // On the home page itself the title is the only crumb; a crumb to home is home.
  const rest = crumbs.filter((c) => c.to !== home.path);
  const trail: Crumb[] =
    title === home.label ? rest : [{ label: home.label, to: home.path }, ...rest];
  return (
    <Box
      component="header"
      sx={{
        mb: 3,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 0.5, fontSize: '0.875rem' }}>
          {trail.map((c) =>
            c.to ? (
              <Link
                key={c.label}
                component={RouterLink}
                to={c.to}
                underline="hover"
                color="inherit"
              >
                {c.label}
              </Link>
            ) : (
              <Typography key={c.label} color="text.secondary" sx={{ fontSize: 'inherit' }}>
                {c.label}
              </Typography>
            ),
          )}
          <Typography color="text.primary" sx={{ fontSize: 'inherit' }} aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
