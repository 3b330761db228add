// In the entry, as the chunk that would say it is the one missing; each is tried again when needed (core/onDemand.ts).

/** Restore (`restoreKey`) could not load: files chosen now are not kept for a reload. */
export const restoreUnavailable =
  'Nie udało się wczytać zachowywania plików: wybrane pliki nie zostaną przywrócone, jeśli strona zostanie odświeżona lub zamknięta.'

/** Previews could not load: files are listed with their type's icon. */
export const previewsUnavailable = 'Nie udało się wczytać podglądów: pliki są pokazane bez miniatur.'

/** Photo scaling (`resizePhotos`) could not load: photos under the size limit go as chosen. */
export const photoScalingUnavailable =
  'Nie udało się wczytać zmniejszania zdjęć: zdjęcia zostaną wysłane w pełnym rozmiarze.'

/** In the row of a photo over the size limit that cannot be scaled down now: it may be sent once it can. */
export const photoNotScaledNow =
  'Nie udało się teraz zmniejszyć tego zdjęcia, a bez tego jest za duże. Sprawdź połączenie i ponów.'
