// The contract with the installed Dashboard (see ./dashboardContract.browser.test.tsx): the views that cover the
// list (the file card, "add more"), the private plugin state that says which is open (./coveringView.ts), their
// titles, and the file card's form.
import { describe, expect, it, vi } from 'vitest'
import { clickElement } from '../test/clickElement'
import { pdfFile } from '../test/files'
import { eventually } from '../test/waits'
import { type Mounted, mountDashboard } from './dashboardContract.testSupport'
import * as markup from './dashboardMarkup'

async function withFile(mounted?: Mounted): Promise<Mounted & { fileId: string }> {
  const dashboard = mounted ?? (await mountDashboard())
  const fileId = dashboard.uppy.addFile({ name: 'umowa.pdf', type: 'application/pdf', data: pdfFile('umowa.pdf') })
  await eventually(() => expect(dashboard.container.querySelector(markup.fileItem)).not.toBeNull())
  return { ...dashboard, fileId }
}

const pluginState = (uppy: Mounted['uppy']) => markup.dashboardPluginState(uppy.getState())

async function openCard({ container, find }: Mounted) {
  await clickElement(find(markup.fileEditButton))
  await eventually(() => expect(container.querySelector(markup.fileNameInput)).not.toBeNull())
  return find(markup.fileNameInput) as HTMLInputElement
}

describe('Dashboard panels over the list', () => {
  it('dashboardPluginState, fileCardFor, fileNameInput, fileNameInputId, superFocusable: the open card is the plugin state’s fileCardFor; its label points at the name field’s id, and the field it marks is focused', async () => {
    const mounted = await withFile()
    expect(pluginState(mounted.uppy).fileCardFor).toBeNull()
    const field = await openCard(mounted)
    expect(pluginState(mounted.uppy).fileCardFor).toBe(mounted.fileId)
    expect(field.id).toBe(markup.fileNameInputId)
    expect(mounted.find(markup.fileCard).querySelector('label')?.htmlFor).toBe(markup.fileNameInputId)
    expect(field.hasAttribute(markup.superFocusable)).toBe(true)
    await eventually(() => expect(document.activeElement).toBe(field))

    await clickElement(mounted.find(`${markup.fileCard} ${markup.fileCardCancel}`))
    await eventually(() => expect(pluginState(mounted.uppy).fileCardFor).toBeNull())
  })

  it('primaryButton, fileCardActions: the card’s save button is Uppy’s primary button, filled with --uppy-color-primary, the first of its actions under the form; the second cancels', async () => {
    const mounted = await withFile()
    await openCard(mounted)
    const save = mounted.find(`${markup.fileCard} ${markup.primaryButton}`)
    const actions = [...mounted.find(`${markup.fileCard} ${markup.fileCardActions}`).querySelectorAll('button')]
    expect(actions.map((button) => [button.type, button.textContent])).toEqual([
      ['submit', 'Save changes'],
      ['button', 'Cancel'],
    ])
    expect(actions[0]).toBe(save)
    expect(save.getAttribute('type')).toBe('submit')
    save.style.transition = 'none' // Uppy eases its buttons' colours over 0.3 s
    expect(getComputedStyle(save).backgroundColor).toBe('rgb(18, 105, 207)')
    mounted.container.style.setProperty('--uppy-color-primary', 'rgb(10, 125, 71)')
    expect(getComputedStyle(save).backgroundColor).toBe('rgb(10, 125, 71)')
  })

  it('fileNameInput (fileCardNameAtSave.ts): the card’s form is submitted through a submit event on the field’s form, and saves the name its last render knew: a name typed and saved at once loses what was typed', async () => {
    const mounted = await withFile()
    const field = await openCard(mounted)
    // The card puts its form into the page after its first frame.
    const form = await eventually(() => {
      if (!field.form) throw new Error('The name field has no form yet')
      return field.form
    })
    const submitted = vi.fn((event: Event) => event.target)
    document.addEventListener('submit', submitted, true)
    try {
      field.value = 'aneks.pdf'
      field.dispatchEvent(new Event('input', { bubbles: true }))
      form.requestSubmit()
      expect(submitted.mock.results.map(({ value }) => value)).toEqual([form])
      await eventually(() => expect(mounted.container.querySelector(markup.fileCard)).toBeNull())
      expect(mounted.uppy.getFile(mounted.fileId).meta.name).toBe('umowa.pdf')
    } finally {
      document.removeEventListener('submit', submitted, true)
    }
  })

  it('showAddFilesPanel, addFilesPanel, viewHeading, listHeader: "add more" opens its panel over the list, titled by a level-1 heading of its own outside the list header, and the state says so until it is closed', async () => {
    const { uppy, container, find } = await withFile()
    expect(pluginState(uppy).showAddFilesPanel).toBe(false)
    await clickElement(find(markup.addMore))
    await eventually(() => expect(container.querySelector(markup.addFilesPanel)).not.toBeNull())
    expect(pluginState(uppy).showAddFilesPanel).toBe(true)
    const heading = find(`${markup.addFilesPanel} ${markup.viewHeading}`)
    // The Dashboard's own English here: the panel's Polish is tested with the panel.
    expect(heading.textContent).toBe('Adding more files')
    expect(heading.getAttribute('aria-level')).toBe('1')
    expect(heading.closest(markup.listHeader)).toBeNull()
    await clickElement(find(`${markup.addFilesPanel} ${markup.fileCardCancel}`))
    await eventually(() => expect(pluginState(uppy).showAddFilesPanel).toBe(false))
  })
})
