import type { NextConfig } from 'next'

// The panel posts to /api/member/v1/attachments/upload on its own origin; this app passes /api
// to the upload API named by UPLOAD_SERVER_URL when it is built (the contract server in the smoke test).
const uploadServer = process.env.UPLOAD_SERVER_URL ?? 'http://127.0.0.1:8787'

const nextConfig: NextConfig = {
  // This folder is the app, not the package repository around it (which has its own lockfile).
  outputFileTracingRoot: __dirname,
  turbopack: { root: __dirname },
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${uploadServer}/api/:path*` }]
  },
}

export default nextConfig
