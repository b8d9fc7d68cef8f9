// @vitest-environment jsdom
import type { SoftwareFile, SoftwarePackageItem, SoftwareVersion } from '@clearsight/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/render';
import { SoftwareCard } from './software-card';

const file = (id: string, membersOnly: boolean): SoftwareFile => ({
  id,
  os: 'windows',
  arch: 'x64',
  fileName: `${id}.zip`,
  size: 1024,
  sha256: 'a'.repeat(64),
  membersOnly,
  downloadCount: 3,
  downloadUrl: `/prod-api/downloads/software-files/${id}/file`,
});

const version = (id: string, files: SoftwareFile[]): SoftwareVersion => ({
  id,
  version: id,
  releaseTime: '2026-01-01T00:00:00.000Z',
  releaseNotesHtml: '',
  releaseNotesHtmlEn: '',
  files,
});

const pkg: SoftwarePackageItem = {
  id: 'p1',
  name: '相机 SDK',
  nameEn: 'Camera SDK',
  category: 'sdk',
  summary: '',
  summaryEn: '',
  productType: null,
  series: null,
  latest: version('2.0', [file('public', false), file('members', true)]),
  versionCount: 2,
  totalDownloads: 10,
  lastModificationTime: '2026-01-01T00:00:00.000Z',
};

describe('SoftwareCard', () => {
  it('offers public files as plain links and members-only files to log in first', () => {
    mockApi({});
    renderWithApp(<SoftwareCard pkg={pkg} lang="zh-CN" expanded={null} />, {
      path: '/serviceSupport/softwareDownload',
    });
    const open = screen.getByRole('link', { name: '下载 public.zip' });
    expect(open.getAttribute('href')).toBe('/prod-api/downloads/software-files/public/file');
    expect(open.hasAttribute('download')).toBe(true);
    const login = screen.getByRole('link', { name: '登录后下载 members.zip' });
    expect(login.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/serviceSupport/softwareDownload')}`,
    );
    expect(screen.getAllByRole('button', { name: '复制 SHA-256 校验值' })).toHaveLength(2);
  });

  it('gives a member a button that fetches the members-only file', async () => {
    mockApi({});
    signIn();
    renderWithApp(<SoftwareCard pkg={pkg} lang="zh-CN" expanded={null} />, {
      path: '/serviceSupport/softwareDownload',
    });
    expect(await screen.findByRole('button', { name: '下载 members.zip' })).toBeTruthy();
  });

  it('fetches the earlier versions once their panel is opened', async () => {
    const calls = mockApi({
      'GET /downloads/software/p1': {
        body: {
          ...pkg,
          descriptionHtml: '',
          descriptionHtmlEn: '',
          versions: [pkg.latest, version('1.0', [file('old', false)])],
        },
      },
    });
    renderWithApp(<SoftwareCard pkg={pkg} lang="zh-CN" expanded={null} />, {
      path: '/serviceSupport/softwareDownload',
    });
    const panel = screen.getByTestId('older-versions') as HTMLDetailsElement;
    expect(calls.some((c) => c.path === '/downloads/software/p1')).toBe(false);
    panel.open = true;
    fireEvent(panel, new Event('toggle'));
    const older = await screen.findByTestId('older-version');
    expect(within(older).getByRole('link', { name: '下载 old.zip' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === '/downloads/software/p1')).toHaveLength(1));
  });
});
