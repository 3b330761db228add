/** A preparation note's class, apart from ./preparationNotes.ts: ../test/selectors.ts finds it without the repair. */
export const PREPARATION_NOTE_CLASS = 'aup-filePreparation'

/** A photo's preparation note, as written in its row. */
export const preparationNote = `.${PREPARATION_NOTE_CLASS}`
