// Removes the location properties from an XMP packet in place, each replaced by spaces of its own
// length: the packet, its segment and everything after them keep their size and place.

/**
 * The properties that say where a photo was taken: EXIF's GPS values as XMP carries them
 * (`exif:GPSLatitude`, `exif:GPSLongitude`, `exif:GPSAltitude`, their references, time and
 * destination), and the IPTC and Photoshop place names.
 */
const LOCATION_NAME =
  '(?:exif|exifEX):GPS[A-Za-z]*|Iptc4xmpCore:Location|Iptc4xmpExt:Location(?:Created|Shown)|photoshop:(?:City|State|Country)'

/** `<name …/>`, or `<name …>…</name>` (values, or nested structures with other names inside). */
const ELEMENT = new RegExp(`<(${LOCATION_NAME})\\b[^>]*?(?:/>|>[\\s\\S]*?</\\1\\s*>)`, 'g')
/** `name="…"` or `name='…'` as an attribute of an `rdf:Description`. */
const ATTRIBUTE = new RegExp(`\\s(?:${LOCATION_NAME})\\s*=\\s*(?:"[^"]*"|'[^']*')`, 'g')

/**
 * Blanks every location property of the packet (UTF-8 bytes, changed in place). Returns whether
 * one was found. Other properties and the packet's structure are left as they were.
 */
export function removeXmpLocation(packet: Uint8Array): boolean {
  // One character per byte, so string positions are byte positions (multi-byte UTF-8 stays intact
  // outside the blanked ranges; names and markup are ASCII).
  let text = ''
  for (let at = 0; at < packet.length; at += 0x8000)
    text += String.fromCharCode(...packet.subarray(at, Math.min(at + 0x8000, packet.length)))
  let found = false
  for (const pattern of [ELEMENT, ATTRIBUTE])
    for (const match of text.matchAll(pattern)) {
      packet.fill(0x20, match.index, match.index + match[0].length)
      found = true
    }
  return found
}
