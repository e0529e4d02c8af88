import { saveSignature } from '../modules/orders/save-signature.js';
import { oncePerProcess } from './once-per-process.js';
import { playDemoReferrals, type DemoReferral, type Player } from './play-demo-referrals.js';

const DAY = 24 * 60 * 60 * 1000;
const CHEN = 'dr.chen@riverside.demo.test';
/** When Dr. Chen drew the signature he decides with. */
const SIGNED_DAYS_AGO = 30;

/**
 * Orders Dr. Chen has already decided, sent through the wizard and decided by him the next day
 * (the pending ones are in demo-referrals.ts).
 */
const DEMO_DECIDED_ORDERS: DemoReferral[] = [
  {
    from: 'NORTHSIDE',
    to: 'RIVERSIDE',
    provider: 'Chen',
    status: 'order_approved',
    patient: ['Maurice', 'Wilkes', '1953-06-26', '123-45-6761', '3125550201'],
    diagnosis: 'M25.561 Pain in right knee',
    documents: ['Imaging Order'],
    sentDaysAgo: 5,
    via: 'wizard',
    steps: [{ day: 1, event: 'approve_order' }],
  },
  {
    from: 'LAKESIDE',
    to: 'RIVERSIDE',
    provider: 'Chen',
    status: 'not_approved',
    patient: ['Alan', 'Perlis', '1962-04-01', '123-45-6762', '3125550202'],
    diagnosis: 'R51.9 Headache, unspecified',
    documents: ['Imaging Order'],
    sentDaysAgo: 4,
    via: 'wizard',
    steps: [{ day: 1, event: 'decline_order' }],
  },
];

/** A handwritten-looking scribble, drawn as SVG strokes and rendered to PNG (as the portal saves one). */
const demoSignaturePng = oncePerProcess(async (): Promise<Buffer> => {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <path d="M20 80 C 40 20, 60 20, 70 70 S 100 110, 120 60 C 130 35, 150 35, 150 70
             C 150 95, 175 95, 185 60 L 200 45 C 205 80, 220 90, 235 60 C 245 40, 260 40, 262 65
             C 265 90, 290 90, 300 55 C 310 30, 330 40, 340 50"
          fill="none" stroke="#1a237e" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M40 95 L 320 92" stroke="#1a237e" stroke-width="1.5" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
});

/**
 * Dr. Chen's signature, saved as the provider portal saves it, and the orders he decided with it
 * (one approved, one declined) through update_order_status, so the portal, the order's detail view
 * and the senders' notifications have something to show. Runs after demo-referrals.ts (which
 * sends his pending orders, left undecided: he had no signature yet).
 */
export async function seedDemoOrders(p: Player): Promise<void> {
  const chen = await p.actingAs(
    CHEN,
    'RIVERSIDE',
    new Date(p.now.getTime() - SIGNED_DAYS_AGO * DAY),
  );
  const provider = await chen.data.orders.myProvider();
  if (!provider) throw new Error('demo provider Wei Chen has no user');
  const png = await demoSignaturePng();
  await saveSignature(chen, provider, {
    signature: `data:image/png;base64,${png.toString('base64')}`,
    name: 'Signature',
  });
  await playDemoReferrals(p, DEMO_DECIDED_ORDERS, { conversation: false });
}
