import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/ui',
  plugins: [react()],
  build: {
    outDir: '../../dist/ui',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      // Two entries: the app, and the public page a QR code opens, which must stay small.
      input: { app: 'src/ui/index.html', memory: 'src/ui/memory.html' },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/checkout': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
