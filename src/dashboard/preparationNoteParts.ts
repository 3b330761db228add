// The panel's own part in the row of a photo being prepared before it is sent, apart from the repair that writes
// it (./preparationNotes.ts): the tests, stories and bench find it through ../test/selectors.ts without loading it.

/** The class of the note the panel writes into the row of a photo being prepared or waiting for its turn. */
export const PREPARATION_NOTE_CLASS = 'aup-filePreparation'

/** A photo's preparation note, as written in its row. */
export const preparationNote = `.${PREPARATION_NOTE_CLASS}`
