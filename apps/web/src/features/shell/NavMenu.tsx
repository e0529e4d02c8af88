import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { isExternalUrl, selectedMenuUrl, type MenuItem } from '@app/shared';
import { menuIcon } from './menuIcons';

interface NavMenuProps {
  items: MenuItem[];
  /** Called after a link is chosen (the phone drawer closes then). */
  onNavigate?: () => void;
}

interface EntryProps {
  item: MenuItem;
  /** The url of the one selected entry (the longest the path falls under). */
  selectedUrl: string | null;
  onNavigate?: () => void;
}

function NavLinkItem({ item, selectedUrl, onNavigate }: EntryProps) {
  const Icon = menuIcon(item.icon);
  const url = item.url ?? '';
  const selected = url !== '' && url === selectedUrl;
  const link = isExternalUrl(url)
    ? ({ component: 'a', href: url } as const)
    : ({ component: RouterLink, to: url } as const);
  return (
    <ListItem disablePadding sx={{ px: 1.5, py: 0.25 }}>
      <ListItemButton
        {...link}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={item.title} />
      </ListItemButton>
    </ListItem>
  );
}

function NavGroup({ item, selectedUrl, onNavigate }: EntryProps) {
  const children = item.children ?? [];
  if (children.length === 0) return null;
  return (
    <li>
      <List
        disablePadding
        subheader={
          <ListSubheader
            disableSticky
            sx={{ lineHeight: 2.5, mt: 1, fontWeight: 600, letterSpacing: '0.02em' }}
          >
            {item.title}
          </ListSubheader>
        }
      >
        {children.map((child) => (
          <NavEntry key={child.id} item={child} selectedUrl={selectedUrl} onNavigate={onNavigate} />
        ))}
      </List>
    </li>
  );
}

function NavEntry(props: EntryProps) {
  switch (props.item.type) {
    case 'item':
      return <NavLinkItem {...props} />;
    case 'group':
      return <NavGroup {...props} />;
    default:
      return (
        <ListItem sx={{ px: 3 }}>
          <ListItemText primary="Menu Items Error" slotProps={{ primary: { color: 'error' } }} />
        </ListItem>
      );
  }
}

/** The drawer's menu, drawn from the user's menu items (already filtered for permissions). */
export function NavMenu({ items, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const selectedUrl = selectedMenuUrl(items, pathname);
  return (
    <Box component="nav" aria-label="Main navigation">
      <List sx={{ py: 1 }}>
        {items.map((item) => (
          <NavEntry key={item.id} item={item} selectedUrl={selectedUrl} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}
