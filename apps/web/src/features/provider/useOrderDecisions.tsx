import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useSnackbar, type ProviderContext, type SnackbarKey } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { ORDER_MSG } from '@app/shared';
import { holdUntilLeaving } from '../../app/heldWrites';
import { errorMessage } from '../../app/http';
import { DeclineOrderDialog } from './DeclineOrderDialog';
import { UPDATE_ORDER_STATUS, type OrderDecision, type OrderRef } from './graphql';

/** How long a decision waits for an Undo before it is sent (issue 20). */
export const UNDO_WINDOW_MS = 10_000;
/** How long the approve / decline snackbars stay (spec 3 section 9). */
const ORDER_SNACKBAR_MS = 2000;

interface Outcome {
  /** While held: what the Undo snackbar says. */
  holding: (patient: string) => string;
  /** The success wording and snackbar style (spec 3 section 8). */
  text: string;
  variant: 'success' | 'warning';
}

const OUTCOMES: Record<OrderDecision, Outcome> = {
  order_approved: {
    holding: (patient) => `Approving the order for ${patient}…`,
    text: ORDER_MSG.approved,
    variant: 'success',
  },
  not_approved: {
    holding: (patient) => `Declining the order for ${patient}…`,
    text: ORDER_MSG.notApproved,
    variant: 'warning',
  },
};

export const stillPending = (patient: string) => `The order for ${patient} is still pending.`;

interface Held {
  order: OrderRef;
  status: OrderDecision;
  reason: string;
  timer: ReturnType<typeof setTimeout>;
  snackbar: SnackbarKey;
  release: () => void;
}

/** What the held decisions reach through: the latest of each, read when a timer fires. */
interface Io {
  client: ApolloClient;
  snackbars: ProviderContext;
  afterSend: () => Promise<unknown>;
  mounted: boolean;
}

/** The Undo snackbar's buttons: Undo, and the close button, which sends at once. */
function UndoActions({ onUndo, onSendNow }: { onUndo: () => void; onSendNow: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Button color="inherit" size="small" onClick={onUndo} sx={{ fontWeight: 700 }}>
        Undo
      </Button>
      <IconButton aria-label="Dismiss" size="small" color="inherit" onClick={onSendNow}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The decisions of one screen, held for their Undo window. Built once per screen: the timers
 * and the unmount outlive renders, so they read the screen's current helpers through `io`.
 */
function createDecisionQueue(
  io: RefObject<Io>,
  setHidden: (update: (hidden: ReadonlySet<string>) => ReadonlySet<string>) => void,
  setSending: (update: (n: number) => number) => void,
) {
  const held = new Map<string, Held>();
  const show = (uuid: string, shown: boolean) =>
    setHidden((hidden) => {
      const next = new Set(hidden);
      if (shown) next.delete(uuid);
      else next.add(uuid);
      return next;
    });

  /** Ends a decision's window: no timer, no Undo snackbar, nothing left to send on leaving. */
  const take = (uuid: string): Held | undefined => {
    const h = held.get(uuid);
    if (!h) return undefined;
    held.delete(uuid);
    clearTimeout(h.timer);
    h.release();
    io.current.snackbars.closeSnackbar(h.snackbar);
    return h;
  };

  const send = async (uuid: string) => {
    const h = take(uuid);
    if (!h) return;
    const { client, snackbars } = io.current;
    const outcome = OUTCOMES[h.status];
    setSending((n) => n + 1);
    try {
      const { data } = await client.mutate({
        mutation: UPDATE_ORDER_STATUS,
        variables: { uuid, status: h.status, ...(h.reason ? { reason: h.reason } : {}) },
        // Started at once and carried to the server even if the page is closing.
        context: { fetchOptions: { keepalive: true } },
      });
      snackbars.enqueueSnackbar(data?.update_order_status || outcome.text, {
        variant: outcome.variant,
        autoHideDuration: ORDER_SNACKBAR_MS,
      });
    } catch (error) {
      snackbars.enqueueSnackbar(errorMessage(error), {
        variant: 'error',
        autoHideDuration: ORDER_SNACKBAR_MS,
      });
    } finally {
      // A refused decision may mean the order moved on elsewhere: read it again either way.
      if (io.current.mounted) await io.current.afterSend().catch(() => undefined);
      show(uuid, true);
      setSending((n) => n - 1);
    }
  };

  const undo = (uuid: string) => {
    const h = take(uuid);
    if (!h) return;
    show(uuid, true);
    io.current.snackbars.enqueueSnackbar(stillPending(h.order.patientName), {
      variant: 'info',
      autoHideDuration: ORDER_SNACKBAR_MS,
    });
  };

  const hold = (order: OrderRef, status: OrderDecision, reason = '') => {
    if (held.has(order.uuid)) return;
    const snackbar = io.current.snackbars.enqueueSnackbar(
      OUTCOMES[status].holding(order.patientName),
      {
        persist: true,
        action: () => (
          <UndoActions onUndo={() => undo(order.uuid)} onSendNow={() => void send(order.uuid)} />
        ),
      },
    );
    held.set(order.uuid, {
      order,
      status,
      reason,
      snackbar,
      timer: setTimeout(() => void send(order.uuid), UNDO_WINDOW_MS),
      release: holdUntilLeaving(() => send(order.uuid)),
    });
    show(order.uuid, false);
  };

  const sendAll = () => Promise.all([...held.keys()].map(send));
  return { hold, sendAll };
}

export interface OrderDecisions {
  /** Approve: held for UNDO_WINDOW_MS with an Undo snackbar, then sent. */
  approve: (order: OrderRef) => void;
  /** Decline: asks first (with an optional reason), then held like an approval. */
  decline: (order: OrderRef) => void;
  /** Orders decided and not yet read back: the screen stops offering them. */
  hidden: ReadonlySet<string>;
  /** A decision is being sent: the spec disables every button meanwhile. */
  sending: boolean;
  /** The decline confirmation; render it once. */
  dialog: ReactNode;
}

/**
 * Approve and Decline with an Undo (issue 20). A decision waits 10 s on the client, with an Undo
 * snackbar, before update_order_status is sent: nothing reaches the server, the senders or the
 * receiving clinic until then, so an Undo needs no server support. Leaving the screen sends what
 * is held at once; closing the tab or signing out too (app/heldWrites.ts). `afterSend` reads
 * the screen's data again once a decision is answered (the spec refetches the list).
 */
export function useOrderDecisions(afterSend: () => Promise<unknown>): OrderDecisions {
  const client = useApolloClient();
  const snackbars = useSnackbar();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [sending, setSending] = useState(0);
  const [declining, setDeclining] = useState<OrderRef | null>(null);
  const io = useRef<Io>({ client, snackbars, afterSend, mounted: true });
  useEffect(() => {
    // Mutated, not replaced: the unmount below holds this same object.
    Object.assign(io.current, { client, snackbars, afterSend });
  });
  const [queue] = useState(() => createDecisionQueue(io, setHidden, setSending));
  useEffect(() => {
    const current = io.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
      void queue.sendAll();
    };
  }, [queue]);

  return {
    approve: (order) => queue.hold(order, 'order_approved'),
    decline: setDeclining,
    hidden,
    sending: sending > 0,
    dialog: (
      <DeclineOrderDialog
        order={declining}
        onClose={() => setDeclining(null)}
        onDecline={(order, reason) => queue.hold(order, 'not_approved', reason)}
      />
    ),
  };
}
