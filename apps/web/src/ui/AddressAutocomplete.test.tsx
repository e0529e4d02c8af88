import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeApollo, renderWithApollo } from '../test';
import { useState } from 'react';
import { AddressAutocomplete, toAddressParts, type AddressParts } from './AddressAutocomplete';

const SUGGESTION = {
  __typename: 'AddressSuggestion',
  address_line1: '1200 N Clark St',
  place: 'Chicago',
  region: 'IL',
  postcode: '60610',
  full_address: '1200 N Clark St, Chicago, Illinois 60610, United States',
};

function setup(fail = false) {
  const queries: string[] = [];
  const { client } = fakeApollo((call) => {
    queries.push(String(call.variables['query']));
    return fail ? new Error('offline') : { data: { address_suggestions: [SUGGESTION] } };
  });
  const onSelect = vi.fn<(a: AddressParts) => void>();
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <AddressAutocomplete label="Street" value={value} onChange={setValue} onSelect={onSelect} />
    );
  }
  renderWithApollo(<Harness />, client);
  return { queries, onSelect, input: screen.getByRole('combobox', { name: 'Street' }) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AddressAutocomplete', () => {
  it('asks 500 ms after typing stops and fills the parts on Enter', async () => {
    vi.useFakeTimers();
    const { queries, onSelect, input } = setup();
    input.focus();
    fireEvent.change(input, { target: { value: '1200 N' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: '1200 N Clark' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(queries).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(queries).toEqual(['1200 N Clark']);
    vi.useRealTimers();
    await screen.findByText('Chicago, IL, 60610');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({
      line1: '1200 N Clark St',
      city: 'Chicago',
      state: 'IL',
      zip: '60610',
      full_address: '1200 N Clark St, Chicago, IL, 60610',
    });
    expect((input as HTMLInputElement).value).toBe('1200 N Clark St');
  });

  it('only logs a failed lookup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { input } = setup(true);
    input.focus();
    fireEvent.change(input, { target: { value: '1200 N Clark' } });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 2000 });
    expect((input as HTMLInputElement).value).toBe('1200 N Clark');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('formats the full address as street, city, region, postcode', () => {
    expect(toAddressParts(SUGGESTION).full_address).toBe('1200 N Clark St, Chicago, IL, 60610');
  });
});
