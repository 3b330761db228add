// Stylesheets are bundled by tsup (one dist/index.css) and by Vite in Storybook.
declare module '*.css'
