/** Where a photo was taken: EXIF's GPS values in XMP (their references, time, destination), IPTC, Photoshop places. */
const LOCATION_NAME =
  '(?:exif|exifEX):GPS[A-Za-z]*|Iptc4xmpCore:Location|Iptc4xmpExt:Location(?:Created|Shown)|photoshop:(?:City|State|Country)'

/** `<name …/>`, or `<name …>…</name>` (values, or nested structures with other names inside). */
const ELEMENT = new RegExp(`<(${LOCATION_NAME})\\b[^>]*?(?:/>|>[\\s\\S]*?</\\1\\s*>)`, 'g')
/** `name="…"` or `name='…'` as an attribute of an `rdf:Description`. */
const ATTRIBUTE = new RegExp(`\\s(?:${LOCATION_NAME})\\s*=\\s*(?:"[^"]*"|'[^']*')`, 'g')

/** Blanks every location property of the XMP packet (UTF-8) in place with spaces, so it and all after it keep their
 * size and place. Whether one was found. */
export function removeXmpLocation(packet: Uint8Array): boolean {
  // One character per byte: string positions are byte positions (UTF-8 outside blanked ranges is kept; ASCII names).
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
