import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { GridColDef, GridRenderCellParams } from '../../../ui/data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Placeholder } from '../../../ui/Placeholder';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { REFERRAL_MSG } from '@app/shared';
import { LazyAppDataGrid, type PaginationModel } from '../../../ui/data-grid';
import { SEARCH_DEBOUNCE_MS, DEFAULT_PAGE_SIZE } from '../../../ui/data-grid/gridState';
import { useDebouncedValue } from '../../../ui/data-grid/useDebouncedValue';
import { serverMessage } from '../../../ui/pickers/serverErrors';
import {
  PROVIDER_SHORTCUTS,
  SAVE_FAVORITE_PROVIDER,
  WIZARD_PROVIDERS,
  type WizardProviderDto,
} from './graphql';

const providerLabel = (p: WizardProviderDto) => `${p.display_name} - ${p.clinic.name}`;

/** The star of a row: toggles the provider in the user's Favorites. */
function FavoriteButton({
  provider,
  tabIndex,
  onToggle,
}: {
  provider: WizardProviderDto;
  tabIndex?: number;
  onToggle: (p: WizardProviderDto) => void;
}) {
  const on = provider.is_favorite;
  return (
    <IconButton
      size="small"
      tabIndex={tabIndex}
      aria-pressed={on}
      aria-label={`${on ? 'Remove' : 'Add'} ${provider.display_name} ${on ? 'from' : 'to'} Favorites`}
      title={on ? 'Remove from Favorites' : 'Add to Favorites'}
      onClick={(e) => {
        e.stopPropagation();
        onToggle(provider);
      }}
      // Enter on the star must not also select the row.
      onKeyDown={(e) => e.stopPropagation()}
      sx={{ color: on ? 'warning.main' : 'action.active', mr: 0.5 }}
    >
      {on ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
    </IconButton>
  );
}

function ShortcutList({
  title,
  empty,
  providers,
  loading,
  onSelect,
}: {
  title: string;
  empty: string;
  providers: readonly WizardProviderDto[];
  loading: boolean;
  onSelect: (p: WizardProviderDto) => void;
}) {
  const headingId = `shortcut-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="overline"
        component="h3"
        sx={{ color: 'text.secondary', px: 2, display: 'block' }}
      >
        {title}
      </Typography>
      {loading && providers.length === 0 ? (
        <Box sx={{ px: 2, pb: 1 }}>
          <Placeholder height={32} />
          <Placeholder height={32} />
        </Box>
      ) : providers.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 1.5 }}>
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {providers.map((p) => (
            <ListItemButton key={p.id} onClick={() => onSelect(p)} aria-label={providerLabel(p)}>
              <ListItemText primary={p.display_name} secondary={p.clinic.name} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

export interface FindProviderStepProps {
  selected: WizardProviderDto | null;
  onSelect: (provider: WizardProviderDto) => void;
}

/**
 * Step 1: a grid of receiving providers with keyword search (providers(keyword)) and a left panel
 * with the user's Favorites and Most Recent. Choosing a provider (click, Enter, or its Select
 * button) selects it; the star adds or removes a favorite.
 */
export function FindProviderStep({ selected, onSelect }: FindProviderStepProps) {
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState<PaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const providers = useQuery(WIZARD_PROVIDERS, {
    variables: { keyword: keyword || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const shortcuts = useQuery(PROVIDER_SHORTCUTS, { fetchPolicy: 'cache-and-network' });
  const [shortcutsBannerClosed, setShortcutsBannerClosed] = useState(false);
  const [saveFavorite] = useMutation(SAVE_FAVORITE_PROVIDER);
  const [favoriteError, setFavoriteError] = useState<unknown>(null);

  const toggleFavorite = useCallback(
    (p: WizardProviderDto) => {
      const favorite = !p.is_favorite;
      setFavoriteError(null);
      saveFavorite({
        variables: { provider_id: p.id, favorite },
        update: (cache) => {
          cache.modify({
            id: cache.identify({ __typename: 'Provider', id: p.id }),
            fields: { is_favorite: () => favorite },
          });
        },
        refetchQueries: [PROVIDER_SHORTCUTS],
      }).catch(setFavoriteError);
    },
    [saveFavorite],
  );

  const columns = useMemo<GridColDef<WizardProviderDto>[]>(
    () => [
      {
        field: 'display_name',
        headerName: 'Provider',
        flex: 1.2,
        minWidth: 220,
        renderCell: (params: GridRenderCellParams<WizardProviderDto>) => (
          <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
            <FavoriteButton
              provider={params.row}
              tabIndex={params.tabIndex}
              onToggle={toggleFavorite}
            />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {params.row.display_name}
            </Box>
          </Box>
        ),
      },
      {
        field: 'specializations',
        headerName: 'Specialization',
        flex: 1,
        minWidth: 160,
        valueGetter: (_v, row) => row.specializations.join(', '),
      },
      {
        field: 'clinic',
        headerName: 'Clinic Name',
        flex: 1,
        minWidth: 180,
        valueGetter: (_v, row) => row.clinic.name,
      },
      {
        field: 'address',
        headerName: 'Address',
        flex: 1.4,
        minWidth: 220,
        valueGetter: (_v, row) => row.receiver.full_address ?? '',
      },
    ],
    [toggleFavorite],
  );

  const rows = (providers.data ?? providers.previousData)?.providers ?? [];
  const shortcutData = shortcuts.data ?? shortcuts.previousData;
  const selectAction = useMemo(
    () => [{ label: 'Select', icon: <ArrowForward />, onClick: onSelect }],
    [onSelect],
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" component="aside" aria-label="Favorites and Most Recent">
        {shortcuts.error && !shortcutsBannerClosed && (
          <Alert severity="error" sx={{ m: 1 }} onClose={() => setShortcutsBannerClosed(true)}>
            {REFERRAL_MSG.loadFailed}
          </Alert>
        )}
        <Box sx={{ py: 1 }}>
          <ShortcutList
            title="Favorites"
            empty={REFERRAL_MSG.emptyFavorites}
            providers={shortcutData?.providers_favorite ?? []}
            loading={shortcuts.loading}
            onSelect={onSelect}
          />
          <ShortcutList
            title="Most Recent"
            empty={REFERRAL_MSG.emptyRecent}
            providers={shortcutData?.providers_most_recent ?? []}
            loading={shortcuts.loading}
            onSelect={onSelect}
          />
        </Box>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {selected && (
          <Alert severity="success">{`Selected provider: ${providerLabel(selected)}`}</Alert>
        )}
        {favoriteError != null && (
          <Alert severity="error" onClose={() => setFavoriteError(null)}>
            {serverMessage(favoriteError)}
          </Alert>
        )}
        <LazyAppDataGrid<WizardProviderDto>
          label="Providers"
          rows={rows}
          columns={columns}
          rowLabel={(p) => p.display_name}
          loading={providers.loading}
          error={providers.error ? REFERRAL_MSG.loadFailed : undefined}
          onRetry={() => void providers.refetch()}
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          search={{
            value: search,
            onChange: (text) => {
              setSearch(text);
              setPaging((p) => ({ ...p, page: 0 }));
            },
            placeholder: 'Search providers',
          }}
          extraActions={selectAction}
          onRowClick={onSelect}
          emptyText="No providers can receive referrals yet."
        />
      </Box>
    </Box>
  );
}
