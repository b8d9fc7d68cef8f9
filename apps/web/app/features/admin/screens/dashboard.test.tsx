// @vitest-environment jsdom
import { Permissions, type AdminDashboard } from '@clearsight/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { AdminDashboardPage } from './dashboard';

const days = ['2026-03-10', '2026-03-11', '2026-03-12'];

function dashboard(points: AdminDashboard['points']): AdminDashboard {
  return {
    generatedAt: '2026-03-12T10:00:00.000Z',
    timeZone: 'Asia/Shanghai',
    days: 3,
    members: {
      total: 10,
      active: 9,
      banned: 1,
      disabled: 0,
      newInPeriod: 2,
      perDay: days.map((date, i) => ({ date, count: i })),
    },
    sessions: { active: 3, members: 2 },
    notices: { total: 0, unread: 0 },
    smsSentInPeriod: 0,
    auditInPeriod: 0,
    leads: null,
    downloads: null,
    content: null,
    forum: null,
    points,
  };
}

describe('the dashboard', () => {
  it('charts money issued and spent per day beside the registrations, with the totals', async () => {
    signIn({ roles: ['x'], permissions: [Permissions.ledgerRead] });
    mockApi({
      'GET /admin/dashboard': {
        body: dashboard({
          issuedInPeriod: 1234.5,
          spentInPeriod: 300,
          perDay: [
            { date: days[0]!, issued: 0, spent: 0 },
            { date: days[1]!, issued: 1000, spent: 250 },
            { date: days[2]!, issued: 234.5, spent: 50 },
          ],
        }),
      },
    });
    renderWithApp(<AdminDashboardPage />, { path: '/admin' });
    // The chart modules load lazily.
    const chart = await screen.findByTestId('points-chart');
    expect(await screen.findByTestId('registrations-chart')).toBeTruthy();
    expect(within(chart).getByTestId('points-total-issued').textContent).toContain('1,234.50');
    expect(within(chart).getByTestId('points-total-spent').textContent).toContain('300.00');
    expect(chart.textContent).toContain('+934.50');
    // Two bars a day, each with its exact amount.
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(6);
    expect([...bars].map((b) => b.querySelector('title')!.textContent)).toContain('2026-03-11 发放: 1,000.00');
    expect(chart.querySelector('svg')!.getAttribute('aria-label')).toBe(
      '近 3 天每日钱钱发放与消耗柱状图，共发放 1,234.50，消耗 300.00',
    );
    // A ledger reader gets the way to the ledger.
    expect(screen.getByRole('link', { name: '查看流水' }).getAttribute('href')).toBe('/admin/ledger');
  });

  it('leaves the chart out where the ledger is not in the database', async () => {
    signIn({ roles: ['x'], permissions: [Permissions.auditRead] });
    mockApi({ 'GET /admin/dashboard': { body: dashboard(null) } });
    renderWithApp(<AdminDashboardPage />, { path: '/admin' });
    await screen.findByTestId('registrations-chart');
    expect(screen.queryByTestId('points-chart')).toBeNull();
    expect(screen.queryByTestId('points-card')).toBeNull();
  });
});
