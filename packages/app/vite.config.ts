import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Made once at build time at the highest levels, so the server sends them without compressing per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // Mock mode serves MSW's worker, kept with Storybook's static files; production builds never ship it.
  publicDir: mode === 'mock' ? '../../.storybook/public' : 'public',
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      // The app (index.html), and the scripts of the pages sent drawn (src/prerendered-pages/, see prerender/).
      input: {
        index: 'index.html',
        landing: 'src/prerendered-pages/landing.ts',
        'sign-in': 'src/prerendered-pages/sign-in.tsx',
        contact: 'src/prerendered-pages/contact.ts',
      },
      // The domain package is pure (schemas, validators, constants): a page keeps only the parts it uses, so the
      // sign-in form does not carry the whole contract.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') },
    },
  },
}));
