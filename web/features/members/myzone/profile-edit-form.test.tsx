// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useActionData } from 'react-router';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '../../../../common/contracts/members.ts';
import { ToastHost } from '../../../components/ui/toasts.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfileImageUpload } from './profile-image-upload.tsx';
import type { ProfileEditResult } from './profile-edit-result.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PROFILE: MemberProfile = {
  user: {
    id: 7,
    nickName: 'baker',
    admin: false,
    deprecated: false,
    jobKey: 'JOB_ANALYST',
    mbtiId: null,
    characterKey: 'muffin',
    level: 1,
    temperature: 0,
    profileImagePath: null,
    profileBaseImageIndex: null,
    badge: null,
  },
  jobKey: 'JOB_ANALYST',
  introduce: 'Hello',
  counts: { posts: 0, replies: 0, followers: 0, following: 0 },
  isFollowing: false,
  followId: null,
  can: { follow: false, edit: true },
  mbti: null,
  mainCharacter: 'muffin',
  characters: ['dough', 'muffin'],
  snsLinks: [{ type: 'SNS_LINKEDIN', url: 'https://linkedin.com/in/baker' }],
  createdAt: '2026-01-01T00:00:00.000Z',
};

const OPTIONS = {
  jobs: [
    { id: 1, key: 'JOB_ANALYST', name: 'Analyst' },
    { id: 2, key: 'JOB_DEVELOPER', name: 'Developer' },
  ],
  types: [{ id: 3, type: 'intj' }],
};

function renderForm(answer: ProfileEditResult) {
  const received: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/en/myzone/profileedit',
      action: async ({ request }) => {
        received.push(await request.formData());
        return answer;
      },
      Component: function Page() {
        const result = useActionData() as ProfileEditResult | undefined;
        return (
          <ToastHost>
            <ProfileEditForm lang="en" profile={PROFILE} options={OPTIONS} result={result} />
          </ToastHost>
        );
      },
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/myzone/profileedit']} />
    </I18nextProvider>,
  );
  return { received };
}

const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the profile edit form (issue 14 myzone/profileedit)', () => {
  it('starts with the saved profile and a blank link row', async () => {
    renderForm({ intent: 'save', ok: true });
    expect(await screen.findByLabelText('Nickname')).toHaveProperty('value', 'baker');
    expect(screen.getByLabelText('Job')).toHaveProperty('value', '1');
    expect(screen.getByLabelText('Bio')).toHaveProperty('value', 'Hello');
    expect(screen.getByLabelText('Link 1 address')).toHaveProperty('value', 'https://linkedin.com/in/baker');
    expect(screen.getByLabelText('Link 2 address')).toHaveProperty('value', '');
    // Only the characters the member owns can be the main one.
    const main = screen.getByRole('group', { name: 'Main character' });
    expect(within(main).getAllByRole('radio')).toHaveLength(2);
  });

  it('checks the shared rules at each field before anything is sent', async () => {
    const user = userEvent.setup();
    const { received } = renderForm({ intent: 'save', ok: true });
    const nickname = await screen.findByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(screen.getByLabelText('Link 2 address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(description(nickname)).toContain('Enter a nickname.');
    expect(description(screen.getByLabelText('Link 2 address'))).toContain('starts with http:// or https://');
    expect(description(screen.getByLabelText('Link 2 type'))).toContain('Choose the type of the SNS link.');
    expect(document.activeElement).toBe(nickname);
    expect(received).toHaveLength(0);
  });

  it('adds and removes link rows and sends every field in one form', async () => {
    const user = userEvent.setup();
    const { received } = renderForm({ intent: 'save', ok: true });
    await user.click(await screen.findByRole('button', { name: 'Remove link 1' }));
    await user.selectOptions(screen.getByLabelText('Link 1 type'), 'SNS_HOMEPAGE');
    await user.type(screen.getByLabelText('Link 1 address'), 'https://baker.example');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(screen.queryByRole('button', { name: 'Add a link' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Personality type'), '3');
    await user.click(screen.getByRole('radio', { name: 'Dough' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received).toHaveLength(1));
    const form = received[0]!;
    expect(form.getAll('snsType')).toEqual(['SNS_HOMEPAGE', '', '']);
    expect(form.getAll('snsUrl')).toEqual(['https://baker.example', '', '']);
    expect(form.get('mbtiId')).toBe('3');
    expect(form.get('mainCharacter')).toBe('dough');
    expect(form.get('profileBaseImageIndex')).toBe('keep');
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
  });

  it("shows the server's refusals next to their fields", async () => {
    const user = userEvent.setup();
    renderForm({
      intent: 'save',
      ok: false,
      message: 'Check the fields.',
      fields: { nickName: 'This nickname is already in use.' },
      snsRows: { 0: { url: 'Enter an address that starts with http:// or https://.' } },
      sent: {
        nickName: 'baker',
        jobCodeId: '1',
        introduce: 'Hello',
        mbtiId: 'none',
        mainCharacter: 'muffin',
        snsLinks: [],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(description(screen.getByLabelText('Nickname'))).toContain('This nickname is already in use.'),
    );
    expect(description(screen.getByLabelText('Link 1 address'))).toContain('starts with http://');
  });
});

describe('the profile image of the profile edit (issue 35 item 6)', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
  const t = i18nFor('en').getFixedT('en', 'member');

  /** The browser's calls to the API, answered as the API answers a taken image. */
  function recordUploads() {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ success: true, data: {} }), { status: 200 });
    });
    return calls;
  }

  it('shows a chosen picture as a preview, says Save applies it, and sends nothing yet', async () => {
    const user = userEvent.setup();
    const calls = recordUploads();
    const { received } = renderForm({ intent: 'save', ok: true });
    await user.upload(await screen.findByLabelText('Upload an image'), png());
    const preview = await screen.findByRole('img', { name: t('myzone.edit.imagePreview') });
    expect(preview.getAttribute('src')).toBe('data:image/png;base64,iVBORw==');
    expect(screen.getByText(t('myzone.edit.imagePending'))).toBeTruthy();
    expect(calls).toEqual([]);
    expect(received).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: t('myzone.edit.discardImage') }));
    expect(screen.queryByRole('img', { name: t('myzone.edit.imagePreview') })).toBeNull();
    expect(screen.queryByText(t('myzone.edit.imagePending'))).toBeNull();
    expect(calls).toEqual([]);
  });

  it('on Save uploads the picture first, then sends the fields', async () => {
    const user = userEvent.setup();
    const calls = recordUploads();
    const { received } = renderForm({ intent: 'save', ok: true });
    await user.upload(await screen.findByLabelText('Upload an image'), png());
    await screen.findByRole('img', { name: t('myzone.edit.imagePreview') });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^\/api\/user\/myprofile_image_upload\?lang=en$/);
    expect(received[0]!.get('nickName')).toBe('baker');
    expect(received[0]!.get('file')).toBeNull();
    await waitFor(() => expect(screen.queryByText(t('myzone.edit.imagePending'))).toBeNull());
  });

  it('says it needs JavaScript only when the page runs without it', async () => {
    const props = {
      user: PROFILE.user,
      pending: null,
      busy: false,
      error: undefined,
      onPick: () => {},
      onDiscard: () => {},
    };
    const needsScript = t('myzone.edit.uploadNeedsScript');
    // The server's render is what a browser without script keeps.
    const server = renderToString(
      <I18nextProvider i18n={i18nFor('en')}>
        <ProfileImageUpload {...props} />
      </I18nextProvider>,
    );
    expect(server).toContain(needsScript);
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <ProfileImageUpload {...props} />
      </I18nextProvider>,
    );
    await waitFor(() =>
      expect(document.getElementById('profile-image-hint')?.textContent).toBe(t('myzone.edit.uploadHint')),
    );
    expect(document.body.textContent).not.toContain(needsScript);
  });
});
