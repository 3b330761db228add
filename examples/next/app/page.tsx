// A server component: it renders on the server and hands plain data to the client wrapper
// (functions cannot cross to the client, so the callbacks live in Attachments.tsx). The package
// is a client module: here its exports, constants included, are client references, not values.
import { Attachments } from './Attachments'

// What a real page would read from the member's session and the attachments settings.
const TOKEN = 'member-token'
const SETTINGS = { maxFiles: 5, maxFileSize: 10 * 1024 * 1024 }

export default function Page() {
  return (
    <main>
      <h1>Załączniki</h1>
      <Attachments token={TOKEN} settings={SETTINGS} />
    </main>
  )
}
