import { describe, expect, it } from 'vitest'
import { coveringView, isMediumHeader, panelPartsOver } from './coveringView'
import { pluginId } from './dashboardMarkup'

const stateWith = (dashboard: Record<string, unknown>) => ({ plugins: { [pluginId]: dashboard } })

describe('the view that covers the list', () => {
  it('is read from the Dashboard’s own state: the card first, then "add more", else none', () => {
    expect(coveringView({ plugins: {} })).toBe('none')
    expect(coveringView(stateWith({ fileCardFor: null, showAddFilesPanel: false }))).toBe('none')
    expect(coveringView(stateWith({ fileCardFor: 'uppy-a', showAddFilesPanel: false }))).toBe('fileCard')
    expect(coveringView(stateWith({ fileCardFor: null, showAddFilesPanel: true }))).toBe('addMore')
    expect(coveringView(stateWith({ fileCardFor: 'uppy-a', showAddFilesPanel: true }))).toBe('fileCard')
  })

  it('decides the panel’s own parts: no title under either view, no bar over the card', () => {
    expect(panelPartsOver('none')).toEqual({ listTitle: true, statusBar: true })
    expect(panelPartsOver('addMore')).toEqual({ listTitle: false, statusBar: true })
    expect(panelPartsOver('fileCard')).toEqual({ listTitle: false, statusBar: false })
  })

  it('tells the taller header of the medium size from 577 px on', () => {
    expect(isMediumHeader(stateWith({ containerWidth: 576 }))).toBe(false)
    expect(isMediumHeader(stateWith({ containerWidth: 577 }))).toBe(true)
    expect(isMediumHeader({ plugins: {} })).toBe(false)
  })
})
