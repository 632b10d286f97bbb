package undercooked.server.rooms;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import java.util.logging.Level;
import java.util.logging.Logger;

import undercooked.levels.Campaign;
import undercooked.protocol.Stats;
import undercooked.protocol.WireCodec;
import undercooked.server.archive.RoundArchive;
import undercooked.server.logs.LogField;
import undercooked.server.meters.Refusals;
import undercooked.server.session.Session;
import undercooked.server.session.SessionStore;

/**
 * Owns the rooms: creates them under the room limit, ticks each on a shared pool of platform
 * threads at {@code tick_hz}, aborts a room whose tick throws (only that room), and collects
 * rooms that stayed empty past their grace. Rooms are independent: one room's lock or failure
 * never touches another; a slow tick delays only the rooms after it in its slot (a tenth of
 * them), while another ticker thread runs the other slots.
 */
public final class RoomSupervisor implements AutoCloseable {

    /** Unambiguous letters only (no B/8, G/6, I/1, L, O/0, Q, S/5, Z/2): codes are read aloud. */
    public static final String CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY";
    public static final int CODE_LENGTH = 5;

    private static final Logger LOG = Logger.getLogger(RoomSupervisor.class.getName());

    private final RoomSettings settings;
    private final int maxRooms;
    private final long emptyGraceNanos;
    private final Campaign campaign;
    private final SessionStore sessions;
    private final Clock clock;
    private final WireCodec codec;
    private final Stepper stepper;
    private final RoundArchive archive;
    private final ScheduledExecutorService ticker;
    /** Where finished rounds become records and reach the archive, at its pace (decision 0048). */
    private final HandOff handOff;
    private final Map<String, Live> rooms = new ConcurrentHashMap<>();
    private final RoomCounters retired = new RoomCounters();
    private final TickStats tickStats = new TickStats();
    private final Refusals refusals = new Refusals();
    /** Whether the rooms held tick late or slow, so no new room is taken (decision 0036). */
    private volatile TickBudget budget;
    private final AtomicLong aborted = new AtomicLong();
    private final AtomicLong idleClosed = new AtomicLong();
    /** A lobby nobody acts in for this long closes ({@code lobby_idle_s}); set once before serving. */
    private volatile long lobbyIdleNanos = Long.MAX_VALUE;
    private final SecureRandom random = new SecureRandom();

    private record Live(Room room, Slot slot, String owner) {
    }

    /**
     * The phases a period is cut into: a room ticks in the slot its code falls in, and a slot's
     * rooms tick one after another on one wake-up of a ticker thread. With a phase a room, the
     * ticker threads slept and woke between nearly every two room ticks (10,000 times a second at
     * 500 rooms); ten phases still spread the rooms' frames over the period.
     */
    static final int SLOTS = 10;
    private final List<Slot> slots = new ArrayList<>();

    /** One phase of the period and the rooms that tick in it. */
    private final class Slot implements Runnable {
        private final List<Room> members = new CopyOnWriteArrayList<>();
        private final long firstDue;
        private final long period;
        /** Runs of this slot so far: a periodic task never runs twice at once, so one thread at a time. */
        private long runs;

        Slot(long firstDue, long period) {
            this.firstDue = firstDue;
            this.period = period;
        }

        @Override
        public void run() {
            long due = firstDue + runs++ * period;
            for (Room room : members) {
                runTick(room, due, period);
            }
        }
    }

    /** Who a room is counted against for {@code max_rooms_per_address}: none for rooms made by code. */
    public static final String NO_OWNER = "";

    /** Codes drawn before giving up: only a directory that refuses every code gets this far. */
    private static final int MAX_CODE_TRIES = 64;
    /** Among many nodes a code must also be free in the shared directory (docs/DEPLOY.md). */
    private volatile Predicate<String> codeClaim = code -> true;

    public RoomSupervisor(RoomSettings settings, int maxRooms, double emptyRoomGraceS, int tickThreads,
                          Campaign campaign, SessionStore sessions, Clock clock, WireCodec codec,
                          Stepper stepper) {
        this(settings, maxRooms, emptyRoomGraceS, tickThreads, campaign, sessions, clock, codec, stepper,
                RoundArchive.none());
    }

    /** Rooms whose rounds go to {@code archive}. */
    public RoomSupervisor(RoomSettings settings, int maxRooms, double emptyRoomGraceS, int tickThreads,
                          Campaign campaign, SessionStore sessions, Clock clock, WireCodec codec,
                          Stepper stepper, RoundArchive archive) {
        this.archive = Objects.requireNonNull(archive, "archive");
        this.handOff = new HandOff(archive::backlog);
        this.settings = Objects.requireNonNull(settings, "settings");
        if (maxRooms < 1 || tickThreads < 1 || !(emptyRoomGraceS >= 0)) {
            throw new IllegalArgumentException("maxRooms and tickThreads must be >= 1, grace >= 0");
        }
        this.maxRooms = maxRooms;
        this.budget = TickBudget.of(tickStats, settings.tickNanos());
        this.emptyGraceNanos = (long) (emptyRoomGraceS * Room.SECOND);
        this.campaign = Objects.requireNonNull(campaign, "campaign");
        this.sessions = Objects.requireNonNull(sessions, "sessions");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.codec = Objects.requireNonNull(codec, "codec");
        this.stepper = Objects.requireNonNull(stepper, "stepper");
        AtomicInteger n = new AtomicInteger();
        this.ticker = Executors.newScheduledThreadPool(tickThreads, r -> {
            Thread t = new Thread(r, "room-ticker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        long period = settings.tickNanos();
        long start = System.nanoTime();
        for (int i = 0; i < SLOTS; i++) {
            long phase = i * period / SLOTS;
            Slot slot = new Slot(start + phase, period);
            slots.add(slot);
            ticker.scheduleAtFixedRate(slot, phase, period, TimeUnit.NANOSECONDS);
        }
    }

    /** A new room with the host's seat reserved, or empty at the room limit. */
    public Optional<Room> create(Session host) {
        return create(host, code -> campaign);
    }

    /**
     * As {@link #create(Session)}, the room playing the levels {@code levelsFor} gives for its code
     * rather than the server's campaign: a play-tested level served for that room only.
     */
    public Optional<Room> create(Session host, java.util.function.Function<String, Campaign> levelsFor) {
        return create(host, levelsFor, Optional.empty());
    }

    /** As above, the room's first round resuming {@code takeover} when given (a replay takeover). */
    public Optional<Room> create(Session host, java.util.function.Function<String, Campaign> levelsFor,
                                 Optional<Takeover> takeover) {
        return create(host, levelsFor, takeover, NO_OWNER);
    }

    /**
     * As above, the room counted against {@code owner}, the client address that asked for it
     * ({@link #roomsOf}); check and create under this supervisor's lock to keep a per-address cap exact.
     */
    public synchronized Optional<Room> create(Session host, java.util.function.Function<String, Campaign> levelsFor,
                                              Optional<Takeover> takeover, String owner) {
        if (rooms.size() >= maxRooms || overBudget().isPresent()) {
            return Optional.empty();
        }
        String code;
        int tries = 0;
        do {
            if (++tries > MAX_CODE_TRIES) {
                return Optional.empty();
            }
            code = newCode();
        } while (rooms.containsKey(code) || !codeClaim.test(code));
        // Seeds are 53-bit and non-negative: the round frame shows them, a script's seed is a u64,
        // and a browser reads JSON numbers exactly only up to 2^53.
        RoomParts parts = new RoomParts(levelsFor.apply(code), sessions, clock, codec,
                () -> ThreadLocalRandom.current().nextLong() >>> 11, stepper, archive).withRefusals(refusals)
                .withHandOff(handOff);
        Room room = new Room(code, settings, takeover.map(parts::withTakeover).orElse(parts));
        room.reserveHost(host);
        // Each room ticks in one of the period's slots, so 250 rooms do not all tick at once.
        Slot slot = slots.get(Math.floorMod(code.hashCode(), SLOTS));
        rooms.put(code, new Live(room, slot, owner));
        slot.members.add(room);
        return Optional.of(room);
    }

    /**
     * Why this node takes no new room though under its room limit, if it does not: the rooms it
     * holds tick late or slow ({@link TickBudget}); it recovers on its own when the load falls.
     */
    public Optional<String> overBudget() {
        return budget.problem();
    }

    /**
     * The rooms as the CPU rule's projection counts them now: playing for a whole CPU window, and
     * load to come (made and not yet played, counting down, or playing for less than the window).
     */
    public TickBudget.Rooms roomLoad() {
        long now = clock.nanos();
        int settled = 0;
        int coming = 0;
        for (Live live : rooms.values()) {
            switch (live.room().load(now)) {
                case SETTLED -> settled++;
                case COMING -> coming++;
                case NONE -> { }
            }
        }
        return new TickBudget.Rooms(settled, coming);
    }

    /**
     * Judges the load by {@code replacement} from now on: a test seam (a fake clock and counters
     * drive the state a real overload would), and where a node's ticks are measured elsewhere.
     */
    public void judgeLoadBy(TickBudget replacement) {
        this.budget = Objects.requireNonNull(replacement, "replacement");
    }

    /**
     * Every new code must also pass {@code claim}, which takes it in a directory many nodes share;
     * set once, before the server serves.
     */
    public void claimCodesWith(Predicate<String> claim) {
        this.codeClaim = Objects.requireNonNull(claim, "claim");
    }

    public Optional<Room> find(String code) {
        Live live = rooms.get(code);
        return live == null ? Optional.empty() : Optional.of(live.room());
    }

    /** Live rooms in code order. */
    public List<RoomInfo> list() {
        List<RoomInfo> out = new ArrayList<>();
        for (Live live : rooms.values()) {
            out.add(live.room().info());
        }
        out.sort(Comparator.comparing(RoomInfo::code));
        return out;
    }

    /** The live rooms by state with their seats and watchers: a scrape's view (no rows, no sort). */
    public RoomTally tally() {
        RoomTally.Counter tally = new RoomTally.Counter();
        for (Live live : rooms.values()) {
            live.room().countInto(tally);
        }
        return tally.done();
    }

    public int size() {
        return rooms.size();
    }

    /** Rooms whose round has yet to reach its result screens ({@link Room#roundUnderWay}). */
    public int roundsUnderWay() {
        int n = 0;
        for (Live live : rooms.values()) {
            n += live.room().roundUnderWay() ? 1 : 0;
        }
        return n;
    }

    /** Live rooms created from {@code owner} (a client address). */
    public int roomsOf(String owner) {
        int n = 0;
        for (Live live : rooms.values()) {
            if (live.owner().equals(owner)) {
                n++;
            }
        }
        return n;
    }

    /** Lobbies closed because nobody acted in them for {@code lobby_idle_s}, since start. */
    public long idleClosed() {
        return idleClosed.get();
    }

    /** The err frames every room and socket of this node has sent, by code. */
    public Refusals refusals() {
        return refusals;
    }

    public TickStats tickStats() {
        return tickStats;
    }

    public long abortedRooms() {
        return aborted.get();
    }

    /** The input and event counters summed over live and retired rooms. */
    public Stats.InputCensus counters() {
        Stats.InputCensus sum = retired.census();
        for (Live live : rooms.values()) {
            sum = sum.plus(live.room().counters().census());
        }
        return sum;
    }

    /** A room failed outside its tick (in a socket thread's call): end it like a failed tick. */
    public void abort(Room room, Throwable cause) {
        LogField.log(LOG, Level.SEVERE, "room " + room.code() + " failed and was aborted", cause,
                LogField.room(room.code()));
        aborted.incrementAndGet();
        try {
            room.abort();
        } finally {
            retire(room);
        }
    }

    /** Closes lobbies in which nobody acted for {@code seconds} (no round began either). */
    public void closeIdleLobbiesAfter(double seconds) {
        this.lobbyIdleNanos = (long) (seconds * Room.SECOND);
    }

    /**
     * Closes rooms that have been empty past the grace, and lobbies nobody acted in past
     * {@code lobby_idle_s}; run by the server's housekeeping task.
     */
    public void collectEmpty() {
        for (Live live : List.copyOf(rooms.values())) {
            if (live.room().closeIfEmptyFor(emptyGraceNanos)) {
                retire(live.room());
            } else if (live.room().closeIfIdleFor(lobbyIdleNanos)) {
                idleClosed.incrementAndGet();
                retire(live.room());
            }
        }
    }

    private void runTick(Room room, long due, long period) {
        long start = System.nanoTime();
        try {
            room.tick();
        } catch (OutOfMemoryError e) {
            throw e;
        } catch (Throwable e) {
            // Anything else that escapes a tick is this room's bug. Catching it here also keeps
            // the executor from silently cancelling the schedule, which is what it does with a
            // task that throws.
            abort(room, e);
            return;
        }
        long end = System.nanoTime();
        tickStats.record(end - start, start - due, period);
        tickStats.offerSlow(end - start, room.code(), room::where);
    }

    private void retire(Room room) {
        Live live = rooms.remove(room.code());
        if (live != null) {
            live.slot().members.remove(room);
            retired.add(room.counters().census());
        }
    }

    private String newCode() {
        StringBuilder sb = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            sb.append(CODE_ALPHABET.charAt(random.nextInt(CODE_ALPHABET.length())));
        }
        return sb.toString();
    }

    @Override
    public void close() {
        for (Live live : List.copyOf(rooms.values())) {
            live.room().closeForStop();
            retire(live.room());
        }
        ticker.shutdownNow();
        // The aborted rounds reach the archive before it closes (the server closes it after this).
        handOff.close();
    }
}
