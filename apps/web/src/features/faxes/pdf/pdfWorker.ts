import { pdfjs } from 'react-pdf';

/*
 * pdf.js parses documents in a web worker whose version must equal the API's. react-pdf pins its
 * own pdfjs-dist (5.4.x, installed beside it under apps/web/node_modules) while the server's
 * pdfjs-dist (5.6.x) sits at the root, so the bare 'pdfjs-dist/build/pdf.worker.min.mjs' of
 * react-pdf's docs could resolve to the server's copy ("The API version does not match the Worker
 * version"). react-pdf's exports cannot name its copy and its worker entry uses top-level await
 * (refused by Vite's iife worker build), so the path goes to the file itself: Vite emits it as a
 * hashed asset, and the build fails loudly should npm ever move it.
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  '../../../../node_modules/pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();
