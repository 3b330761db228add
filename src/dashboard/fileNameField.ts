import type { DashboardOptions } from '@uppy/dashboard'
import type { PanelBody, PanelMeta } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import * as markup from './dashboardMarkup'

/** A field of the Dashboard's file card (Uppy does not export the type by name). */
type MetaField = Extract<NonNullable<DashboardOptions<PanelMeta, PanelBody>['metaFields']>, unknown[]>[number]

/** Anything but blank: a multipart part with `filename=""` is not a file to most servers. */
const NOT_BLANK = '.*\\S.*'

/** The card's name field, not blank: the save button submits a real form, whose constraint validation stops a blank
 * name before the Dashboard saves it. Its id is the one the card's label points at; focused on opening, as Uppy's. */
export const fileNameField: MetaField = {
  id: 'name',
  name: messages.fileNameField,
  placeholder: messages.fileNamePlaceholder,
  render: ({ value, onChange, fieldCSSClasses, form }, h) =>
    h('input', {
      className: fieldCSSClasses.text,
      id: markup.fileNameInputId,
      form,
      type: 'text',
      required: true,
      pattern: NOT_BLANK,
      value,
      placeholder: messages.fileNamePlaceholder,
      [markup.superFocusable]: true,
      onInput: (event: Event) => {
        const input = event.target as HTMLInputElement
        input.setCustomValidity('')
        onChange(input.value)
      },
      onInvalid: (event: Event) => {
        ;(event.target as HTMLInputElement).setCustomValidity(messages.fileNameRequired)
      },
    }),
}
