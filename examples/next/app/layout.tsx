import type { Metadata } from 'next'
import type { ReactNode } from 'react'
// The panel's stylesheet, once for the whole app.
import 'attachment-upload-panel/styles.css'

// No favicon file: an empty one, so the browser asks for nothing that is not there.
export const metadata: Metadata = { title: 'Załączniki — Next.js', icons: { icon: 'data:,' } }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pl">
      <body>{children}</body>
    </html>
  )
}
