import { pdfjs } from 'react-pdf';

/*
 * pdf.js parses documents in a web worker whose version must equal the API's. react-pdf 11 brings
 * its own pdfjs-dist (6.3.x, nested under node_modules/react-pdf) while the server's pdfjs-dist
 * (5.x) sits at the root, so the bare 'pdfjs-dist/build/pdf.worker.min.mjs' of react-pdf's docs
 * would resolve from here to the server's copy ("The API version does not match the Worker
 * version"). react-pdf's exports cannot name its nested copy and its worker entry uses top-level
 * await (refused by Vite's iife worker build), so the path goes to the file itself: Vite emits it
 * as a hashed asset, and the build fails loudly should npm ever move it.
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  '../../../../../../node_modules/react-pdf/node_modules/pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();
