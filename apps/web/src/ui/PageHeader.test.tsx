import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { HomeCrumbContext, PageHeader, type Crumb } from './PageHeader';

afterEach(cleanup);

const STAFF_HOME = { label: 'Active Referrals', path: '/referrals/active' };

function crumbsOf(title: string, crumbs: Crumb[], home?: typeof STAFF_HOME) {
  const header = <PageHeader title={title} crumbs={crumbs} />;
  render(
    <MemoryRouter>
      {home ? <HomeCrumbContext.Provider value={home}>{header}</HomeCrumbContext.Provider> : header}
    </MemoryRouter>,
  );
  const trail = within(screen.getByRole('navigation', { name: 'breadcrumb' }));
  return trail.getAllByRole('listitem').map((li) => li.textContent);
}

describe('PageHeader breadcrumbs', () => {
  it("start at the user's home, which a crumb to the same place does not repeat", () => {
    const referrals = { label: 'Referrals', to: '/referrals/active' };
    expect(crumbsOf('Referral: Ada Byron', [referrals], STAFF_HOME)).toEqual([
      'Active Referrals',
      'Referral: Ada Byron',
    ]);
    expect(screen.getByRole('link', { name: 'Active Referrals' }).getAttribute('href')).toBe(
      '/referrals/active',
    );
  });

  it('show only the title on the home page itself', () => {
    expect(crumbsOf('Active Referrals', [], STAFF_HOME)).toEqual(['Active Referrals']);
  });

  it("start at the spec's Dashboard outside the signed-in shell", () => {
    expect(crumbsOf('Clinics', [{ label: 'Manage' }])).toEqual(['Dashboard', 'Manage', 'Clinics']);
  });
});
