import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MenuItem } from '@app/shared';
import { NavMenu } from './NavMenu';

afterEach(cleanup);

function renderMenu(items: MenuItem[], path: string) {
  const router = createMemoryRouter([{ path: '*', element: <NavMenu items={items} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('NavMenu', () => {
  it('marks the item of the current page and reports unknown item types', () => {
    renderMenu(
      [
        {
          id: 'main',
          type: 'group',
          title: 'Referrals',
          children: [
            {
              id: 'active',
              type: 'item',
              title: 'Active',
              url: '/referrals/active',
              icon: 'referrals',
            },
            { id: 'declined', type: 'item', title: 'Declined', url: '/referrals/declined' },
          ],
        },
        { id: 'odd', type: 'collapse', title: 'Something new' },
      ],
      '/referrals/active',
    );

    expect(screen.getByRole('link', { name: 'Active' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Declined' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Menu Items Error')).toBeTruthy();
    expect(screen.queryByText('Something new')).toBeNull();
  });
});
