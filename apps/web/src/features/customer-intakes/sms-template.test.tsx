import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { expectToast } from '@/test/render';
import { renderPortal } from './test-render';

const saved = 'Hello [NAME], here is my intake form: [LINK]';

async function openSettings(handlers: Parameters<typeof renderPortal>[1] = {}) {
  const utils = await renderPortal([], { 'GET /api/sms-template': { body: { template: saved } }, ...handlers });
  await utils.user.click(screen.getByRole('button', { name: 'SMS Settings' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'SMS Template Settings' }));
  const template = await dialog.findByLabelText('Custom Template');
  return { ...utils, dialog, template };
}

describe('SMS Template Settings', () => {
  it('starts from the saved template and previews it with a sample name and link', async () => {
    const { dialog, template } = await openSettings();
    expect(template).toHaveValue(saved);
    expect(template).toHaveAccessibleDescription(
      expect.stringContaining("Use [NAME] for the client's name, [REALTOR] for yours and [LINK] for the form link."),
    );
    expect(
      dialog.getByText(`Hello Sarah, here is my intake form: ${window.location.origin}/intake-form`),
    ).toBeInTheDocument();
  });

  it('fills the custom template from a quick template and updates the preview as you type', async () => {
    const { dialog, template, user } = await openSettings();
    await user.click(dialog.getByRole('button', { name: 'Brief' }));
    expect(template).toHaveValue("Hi [NAME], it's [REALTOR]. Please fill out my quick intake form: [LINK]");
    expect(dialog.getByRole('button', { name: 'Brief' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(dialog.getByRole('button', { name: 'Professional' }));
    expect((template as HTMLTextAreaElement).value).toMatch(/^Hello \[NAME\], this is \[REALTOR\]\. Thank you/);
    await user.clear(template);
    await user.type(template, 'Hey [[NAME], form: [[LINK]');
    expect(dialog.getByText(`Hey Sarah, form: ${window.location.origin}/intake-form`)).toBeInTheDocument();
  });

  it('refuses a template without [LINK]', async () => {
    const { dialog, template, user, calls } = await openSettings();
    await user.clear(template);
    await user.type(template, 'Hi [[NAME], call me!');
    await user.click(dialog.getByRole('button', { name: 'Save Template' }));
    expect(template).toHaveAccessibleDescription(
      expect.stringContaining('The template must contain [LINK] so the client gets the form.'),
    );
    expect(template).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('previews [NAME] as the client and [REALTOR] as the signed-in realtor', async () => {
    const { dialog, template, user } = await openSettings({
      'GET /api/auth/user': { body: makeUser({ firstName: 'Maria', lastName: 'Gonzalez' }) },
    });
    await user.clear(template);
    await user.type(template, "Hi [[NAME]! It's [[REALTOR]: [[LINK]");
    expect(
      await dialog.findByText(`Hi Sarah! It's Maria Gonzalez: ${window.location.origin}/intake-form`),
    ).toBeInTheDocument();
  });

  it('refuses a placeholder it cannot fill', async () => {
    const { dialog, template, user, calls } = await openSettings();
    await user.clear(template);
    await user.type(template, 'Hi [[CLIENT NAME], start here: [[LINK]');
    await user.click(dialog.getByRole('button', { name: 'Save Template' }));
    expect(template).toHaveAccessibleDescription(
      expect.stringContaining("[CLIENT NAME] is not a placeholder we fill in: use [NAME] for the client's name"),
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves the template to the server and closes', async () => {
    const friendly =
      "Hi [NAME]! It's [REALTOR]. I'm excited to help with your home search. Tell me a little about what you're looking for here: [LINK]";
    const { dialog, user, calls } = await openSettings({ 'PUT /api/sms-template': { body: { template: friendly } } });
    await user.click(dialog.getByRole('button', { name: 'Friendly' }));
    await user.click(dialog.getByRole('button', { name: 'Save Template' }));
    await expectToast('SMS Template Saved', 'New form links will use this template.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ template: friendly });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
