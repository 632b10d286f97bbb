package undercooked.server.cluster;

import java.io.IOException;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.logging.Logger;

/**
 * This server as an Agones GameServer holding many rooms (Agones' "high density" pattern). At
 * start it says {@code Ready} (retrying: the sidecar may start after us); then every
 * {@link #PERIOD_MS} ms it sends {@code Health} and keeps two labels current: {@code rooms} (how
 * many) and {@code accepting} ({@code true} while it takes new rooms), which a
 * {@code GameServerAllocation} selects on. Holding its first room it marks itself
 * {@code Allocated}, so a fleet scaling down never deletes a server with players; empty again it
 * returns to {@code Ready}. Draining sets {@code accepting=false}; the end of a stop sends
 * {@code Shutdown}.
 */
public final class AgonesLink {

    private static final Logger LOG = Logger.getLogger(AgonesLink.class.getName());
    static final long PERIOD_MS = 2000;
    static final int READY_TRIES = 20;

    private final AgonesSdk sdk;
    private ScheduledExecutorService loop;
    private IntSupplier rooms;
    private BooleanSupplier accepting;
    private boolean allocated;
    private int shownRooms = -1;
    private String shownAccepting = "";
    private volatile boolean draining;
    private Consumer<String> address = url -> { };

    private final long periodMs;

    public AgonesLink(AgonesSdk sdk) {
        this(sdk, PERIOD_MS);
    }

    /** With a shorter period: the tests against a fake sidecar. */
    AgonesLink(AgonesSdk sdk, long periodMs) {
        this.sdk = Objects.requireNonNull(sdk, "sdk");
        this.periodMs = periodMs;
    }

    /** Says Ready and starts the health and label loop. */
    public synchronized void start(IntSupplier roomCount, BooleanSupplier acceptingRooms) {
        start(roomCount, acceptingRooms, url -> { });
    }

    /**
     * As above; {@code address} hears the URL players reach this GameServer at, as Agones reports
     * it after Ready (the server advertises it in the directory unless {@code public_url} is set).
     */
    public synchronized void start(IntSupplier roomCount, BooleanSupplier acceptingRooms,
                                   Consumer<String> address) {
        this.address = Objects.requireNonNull(address, "address");
        this.rooms = Objects.requireNonNull(roomCount, "roomCount");
        this.accepting = Objects.requireNonNull(acceptingRooms, "acceptingRooms");
        loop = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "agones-sdk");
            t.setDaemon(true);
            return t;
        });
        loop.execute(this::ready);
        loop.scheduleWithFixedDelay(this::tick, periodMs, periodMs, TimeUnit.MILLISECONDS);
    }

    private void ready() {
        for (int i = 1; i <= READY_TRIES; i++) {
            try {
                sdk.ready();
                learnAddress();
                tick();
                return;
            } catch (IOException e) {
                if (i == READY_TRIES) {
                    LOG.warning("the Agones sidecar did not take Ready after " + READY_TRIES + " tries: "
                            + e.getMessage());
                }
                sleep(500);
            }
        }
    }

    private void learnAddress() {
        // Agones fills the address in once the pod is scheduled: a few tries, then carry on without.
        for (int i = 0; i < 10; i++) {
            try {
                Optional<String> url = sdk.publicUrl();
                if (url.isPresent()) {
                    address.accept(url.get());
                    return;
                }
            } catch (IOException e) {
                LOG.warning("could not read this GameServer's address: " + e.getMessage());
            }
            sleep(500);
        }
    }

    private synchronized void tick() {
        try {
            sdk.health();
            int n = rooms.getAsInt();
            String open = Boolean.toString(!draining && accepting.getAsBoolean());
            if (!open.equals(shownAccepting)) {
                sdk.label("accepting", open);
                shownAccepting = open;
            }
            if (n != shownRooms) {
                sdk.label("rooms", Integer.toString(n));
                shownRooms = n;
            }
            if (n > 0 && !allocated && !draining) {
                sdk.allocate();
                allocated = true;
            } else if (n == 0 && allocated && !draining) {
                sdk.ready();
                allocated = false;
            }
        } catch (IOException e) {
            LOG.warning("an Agones SDK call failed (retried in " + periodMs + " ms): " + e.getMessage());
        }
    }

    /** The server began to drain: the label says so now. */
    public void draining() {
        draining = true;
        if (loop != null) {
            loop.execute(this::tick);
        }
    }

    /** The server stopped: tell Agones to remove this GameServer. */
    public synchronized void shutdown() {
        if (loop != null) {
            loop.shutdownNow();
        }
        try {
            sdk.shutdown();
        } catch (IOException e) {
            LOG.warning("the Agones sidecar did not take Shutdown: " + e.getMessage());
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
