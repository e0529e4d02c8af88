import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { MAINTAINED_FILTERS, type FaxFilter, type MaintainedFilter } from '@app/shared';
import { SEARCH_DEBOUNCE_MS } from '../../../ui/data-grid/gridState';
import { useDebouncedValue } from '../../../ui/data-grid/useDebouncedValue';
import type { ListFilters } from './graphql';
import type { ListTab } from './listPages';

export type SearchMode = 'name' | 'birthdate';

/** Filter 'View' (spec 2 "Referral list columns"). */
export const FAX_FILTER_LABELS: Record<FaxFilter, string> = {
  all: 'All',
  fax: 'Faxed',
  none: 'Referred',
};

const SEARCH_MODE_LABELS: Record<SearchMode, string> = {
  name: 'By Name',
  birthdate: 'By Birthdate',
};

const MAINTAINED_LABELS = Object.fromEntries(
  Object.entries(MAINTAINED_FILTERS).map(([value, { label }]) => [value, label]),
) as Record<MaintainedFilter, string>;

/** A labelled toolbar select over a fixed set of values (value -> label). */
export function FilterSelect<V extends string>(props: {
  label: string;
  value: V;
  options: Record<V, string>;
  onChange: (value: V) => void;
  width: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as V)}
      sx={{ width: props.width }}
    >
      {(Object.keys(props.options) as V[]).map((value) => (
        <MenuItem key={value} value={value}>
          {props.options[value]}
        </MenuItem>
      ))}
    </TextField>
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ListFilterState {
  mode: SearchMode;
  setMode: (mode: SearchMode) => void;
  name: string;
  setName: (text: string) => void;
  birthdate: string;
  setBirthdate: (date: string) => void;
  fax: FaxFilter;
  setFax: (fax: FaxFilter) => void;
  maintained: MaintainedFilter;
  setMaintained: (value: MaintainedFilter) => void;
  /** What the query sends: the settled name, a complete birthdate, the table's filters. */
  variables: ListFilters;
  /** Something narrows the list (the empty text then says so). */
  narrowed: boolean;
}

/** The toolbar's state: typing waits for a pause; a date counts once it is complete. */
/** The filters a list offers (a staff tab, or an admin page). */
export type ListFilterOptions = Pick<ListTab, 'faxFilter' | 'maintainedFilter'>;

export function useListFilters(tab: ListFilterOptions): ListFilterState {
  const [mode, setMode] = useState<SearchMode>('name');
  const [name, setName] = useState('');
  const [birthdate, setBirthdate] = useState('');
  const [fax, setFax] = useState<FaxFilter>('all');
  const [maintained, setMaintained] = useState<MaintainedFilter>('all');
  const keyword = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);

  const variables = useMemo(() => {
    const v: ListFilters = {};
    if (mode === 'name' && keyword) v.keyword = keyword;
    if (mode === 'birthdate' && ISO_DATE.test(birthdate)) v.birthdate = birthdate;
    if (tab.faxFilter) v.is_fax = fax;
    if (tab.maintainedFilter) v.appointment_maintained = maintained;
    return v;
  }, [mode, keyword, birthdate, fax, maintained, tab.faxFilter, tab.maintainedFilter]);

  const narrowed =
    variables.keyword !== undefined ||
    variables.birthdate !== undefined ||
    (variables.is_fax ?? 'all') !== 'all' ||
    (variables.appointment_maintained ?? 'all') !== 'all';

  return {
    mode,
    setMode,
    name,
    setName,
    birthdate,
    setBirthdate,
    fax,
    setFax,
    maintained,
    setMaintained,
    variables,
    narrowed,
  };
}

/** Search 'By Name' or 'By Birthdate', the 'View' fax filter and 'Appointment Maintained'. */
export function ListToolbar({ tab, state }: { tab: ListFilterOptions; state: ListFilterState }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, flex: 1 }}>
      <FilterSelect
        label="Search"
        value={state.mode}
        options={SEARCH_MODE_LABELS}
        onChange={state.setMode}
        width={150}
      />
      {state.mode === 'name' ? (
        <TextField
          size="small"
          type="search"
          placeholder="Search by Name"
          value={state.name}
          onChange={(e) => state.setName(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search by Name' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: '1 1 220px', maxWidth: 320 }}
        />
      ) : (
        <TextField
          size="small"
          type="date"
          label="Birthdate"
          value={state.birthdate}
          onChange={(e) => state.setBirthdate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 190 }}
        />
      )}
      {tab.faxFilter && (
        <FilterSelect
          label="View"
          value={state.fax}
          options={FAX_FILTER_LABELS}
          onChange={state.setFax}
          width={140}
        />
      )}
      {tab.maintainedFilter && (
        <FilterSelect
          label="Appointment Maintained"
          value={state.maintained}
          options={MAINTAINED_LABELS}
          onChange={state.setMaintained}
          width={230}
        />
      )}
    </Box>
  );
}
