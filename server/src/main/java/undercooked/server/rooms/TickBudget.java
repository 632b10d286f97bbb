package undercooked.server.rooms;

import java.util.ArrayDeque;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Whether the node is over its tick budget: the rooms it holds tick late or slow, or their sockets
 * are written late, so it should take no new room (docs/ROOMS.md, "Graceful overload"; decisions
 * 0036 and 0048). Judged over a sliding window of the tick and socket-write counters, with
 * hysteresis: the node goes over when, in the window, at least {@code enterLate} of the ticks
 * started a whole period late, or {@code enterLate} of the socket writes left late (their frames
 * waited {@code Sample}'s late line in the send queue), or the recent tick cost p99 reached
 * {@code enterCost} of the period; it comes back only when both late fractions fell to
 * {@code exitLate} and the cost p99 to {@code exitCost}. A window with fewer than
 * {@code minTicks} ticks (or writes, for the write rule) is too little evidence to go over on (a
 * quiet node stays under). The rooms it holds keep ticking either way: only new rooms are refused.
 *
 * <p>The writes are there because a box saturated in its socket threads falls behind before its
 * tick loop does: at 709 rooms 0.24% of the ticks were late while the bots' echo p99 was 789 ms.
 */
public final class TickBudget {

    /**
     * The counters the budget reads: cumulative ticks and late ticks, the recent cost p99, and
     * cumulative socket writes and late ones (a write is late when its oldest frame waited
     * {@link Writes#LATE_MS} or more in the send queue).
     */
    public record Sample(long ticks, long lateTicks, double costP99Ms, long writes, long lateWrites, MachineCpu.Times cpu) {
        public Sample {
            if (ticks < 0 || lateTicks < 0 || lateTicks > ticks || !(costP99Ms >= 0)
                    || writes < 0 || lateWrites < 0 || lateWrites > writes) {
                throw new IllegalArgumentException("ticks >= lateTicks >= 0, costP99Ms >= 0 and writes >= lateWrites"
                        + " >= 0, got " + ticks + ", " + lateTicks + ", " + costP99Ms + ", " + writes + ", " + lateWrites);
            }
            Objects.requireNonNull(cpu, "cpu");
        }

        /** No machine CPU read. */
        public Sample(long ticks, long lateTicks, double costP99Ms, long writes, long lateWrites) {
            this(ticks, lateTicks, costP99Ms, writes, lateWrites, MachineCpu.Times.NONE);
        }

        /** Ticks only: no socket writes counted. */
        public Sample(long ticks, long lateTicks, double costP99Ms) {
            this(ticks, lateTicks, costP99Ms, 0, 0);
        }

        Sample withCpu(MachineCpu.Times times) {
            return new Sample(ticks, lateTicks, costP99Ms, writes, lateWrites, times);
        }
    }

    /** Cumulative socket writes and the late ones, as the sockets count them (ws/SendLag). */
    public record Writes(long writes, long late) {
        /**
         * The late line: a frame that waited this long to be written adds to an echo that a
         * player feels (the bench's echo target over capacity is 150 ms p99, a tick of it waiting
         * for the next snapshot).
         */
        public static final long LATE_MS = 100;

        public Writes {
            if (writes < 0 || late < 0 || late > writes) {
                throw new IllegalArgumentException("writes >= late >= 0, got " + writes + ", " + late);
            }
        }

        public static Writes none() {
            return new Writes(0, 0);
        }
    }

    /**
     * The node's rooms as the CPU rule's projection counts them: {@code settled} have played for a
     * whole CPU window (their load is in the reading), {@code coming} were made and not yet played,
     * are counting down, or began playing within the window (their load is not, or not all, in it).
     */
    public record Rooms(int settled, int coming) {
        public static final Rooms NONE = new Rooms(0, 0);

        public Rooms {
            if (settled < 0 || coming < 0) {
                throw new IllegalArgumentException("settled >= 0 and coming >= 0, got " + settled + ", " + coming);
            }
        }
    }

    /** The thresholds; fractions are of ticks (late) or of the tick period (cost). */
    public record Limits(double enterLate, double exitLate, double enterCost, double exitCost,
                         long windowNanos, long minTicks, double enterCpu, double exitCpu) {
        /** 1% late ticks (the rooms target) or a p99 tick costing half the period; back under 0.25% and a quarter. */
        public static final Limits DEFAULT = new Limits(0.01, 0.0025, 0.5, 0.25, 10 * Room.SECOND, 400);

        /** How far under the CPU line the machine must fall to take rooms again. */
        public static final double CPU_EXIT_MARGIN = 0.10;

        public Limits {
            if (!(exitLate >= 0 && exitLate < enterLate && enterLate <= 1)
                    || !(exitCost > 0 && exitCost < enterCost) || windowNanos <= 0 || minTicks < 1
                    || !(enterCpu == 0 || (exitCpu >= 0 && exitCpu < enterCpu && enterCpu <= 1))) {
                throw new IllegalArgumentException("need 0 <= exitLate < enterLate <= 1, 0 < exitCost < enterCost,"
                        + " a positive window, minTicks >= 1, and enterCpu 0 (off) or 0 <= exitCpu < enterCpu <= 1");
            }
        }

        /** Without the machine's CPU rule. */
        public Limits(double enterLate, double exitLate, double enterCost, double exitCost, long windowNanos,
                      long minTicks) {
            this(enterLate, exitLate, enterCost, exitCost, windowNanos, minTicks, 0, 0);
        }
    }

    /** The window the machine's CPU is judged over (the lateness is judged over {@link Limits#windowNanos}). */
    static final long CPU_WINDOW_NANOS = 2 * Room.SECOND;

    /** How often, at most, the counters are read again: create and /readyz ask often under load. */
    static final long REEVALUATE_NANOS = Room.SECOND / 4;

    /**
     * How long a room made and never played, or counting down, counts as load to come: a lobby
     * left waiting longer is not about to start (and {@code lobby_idle_s} closes it in time).
     */
    static final long COMING_NANOS = 30 * Room.SECOND;

    /**
     * The fewest settled rooms the projection takes a room's CPU from: with fewer, whatever else
     * the machine runs weighs too much in the share a room is given.
     */
    static final int MIN_SETTLED = 10;

    private record Mark(long atNanos, long ticks, long late, long writes, long lateWrites, MachineCpu.Times cpu) {
    }

    private final Limits limits;
    private final long periodNanos;
    private final Clock clock;
    private final Supplier<Sample> source;
    private final Supplier<String> cpuName;
    private final Supplier<Rooms> rooms;
    private final ArrayDeque<Mark> marks = new ArrayDeque<>();
    private long lastEvaluated;
    private boolean evaluated;
    private volatile Optional<String> over = Optional.empty();
    /** The CPU's busy share over the last {@link #CPU_WINDOW_NANOS} at the last reading; NaN when unknown or the rule is off. */
    private double busy = Double.NaN;
    /** The late ticks' share of the window at the last reading; NaN with too few ticks to judge. */
    private double lateShare = Double.NaN;

    public TickBudget(Limits limits, long periodNanos, Clock clock, Supplier<Sample> source) {
        this(limits, periodNanos, clock, source, () -> "the machine's CPU", () -> Rooms.NONE);
    }

    TickBudget(Limits limits, long periodNanos, Clock clock, Supplier<Sample> source, Supplier<String> cpuName,
               Supplier<Rooms> rooms) {
        this.cpuName = Objects.requireNonNull(cpuName, "cpuName");
        this.rooms = Objects.requireNonNull(rooms, "rooms");
        this.limits = Objects.requireNonNull(limits, "limits");
        if (periodNanos <= 0) {
            throw new IllegalArgumentException("periodNanos must be positive");
        }
        this.periodNanos = periodNanos;
        this.clock = Objects.requireNonNull(clock, "clock");
        this.source = Objects.requireNonNull(source, "source");
    }

    /** A node's budget over its supervisor's tick statistics, with the default limits. */
    static TickBudget of(TickStats stats, long periodNanos) {
        return new TickBudget(Limits.DEFAULT, periodNanos, Clock.system(), () -> stats.sample(Writes.none()));
    }

    /**
     * The {@code tick_budget_late_pct} setting's budget over {@code stats} and the sockets'
     * {@code writes}: over at {@code latePct} percent late ticks or late writes, back under a
     * quarter of it; 0 is a budget never exceeded (the check off).
     */
    public static TickBudget ofSetting(TickStats stats, Supplier<Writes> writes, long periodNanos, double latePct) {
        return ofSetting(stats, writes, periodNanos, latePct, Clock.system());
    }

    /** As above, with no socket writes counted (ticks only). */
    public static TickBudget ofSetting(TickStats stats, long periodNanos, double latePct) {
        return ofSetting(stats, Writes::none, periodNanos, latePct, Clock.system());
    }

    static TickBudget ofSetting(TickStats stats, long periodNanos, double latePct, Clock clock) {
        return ofSetting(stats, Writes::none, periodNanos, latePct, clock);
    }

    static TickBudget ofSetting(TickStats stats, Supplier<Writes> writes, long periodNanos, double latePct,
                                Clock clock) {
        return ofSettings(stats, writes, periodNanos, latePct, 0, MachineCpu.of("no CPU", () -> MachineCpu.Times.NONE),
                () -> Rooms.NONE, clock);
    }

    /**
     * The {@code tick_budget_late_pct} and {@code cpu_budget_pct} settings' budget: the lateness
     * rules as above, and the node's CPU ({@code cpu}: the machine's, or its container's quota) busy at {@code cpuPct}
     * percent or more over the window, back {@value Limits#CPU_EXIT_MARGIN} under it; and, under
     * the line, the CPU the {@code rooms} still to come will add, at the share a settled room
     * takes now (see {@link #problem()}). Each 0 is off; both 0 is a budget never exceeded.
     */
    public static TickBudget ofSettings(TickStats stats, Supplier<Writes> writes, long periodNanos, double latePct,
                                        double cpuPct, MachineCpu cpu, Supplier<Rooms> rooms, Clock clock) {
        Objects.requireNonNull(writes, "writes");
        Objects.requireNonNull(cpu, "cpu");
        Objects.requireNonNull(rooms, "rooms");
        Limits d = Limits.DEFAULT;
        double enterCpu = Math.min(1.0, Math.max(0, cpuPct) / 100);
        double exitCpu = Math.max(0, enterCpu - Limits.CPU_EXIT_MARGIN);
        if (latePct <= 0 && enterCpu == 0) {
            return new TickBudget(d, periodNanos, clock, () -> new Sample(0, 0, 0));
        }
        if (latePct <= 0) {
            // The CPU rule alone: no tick or write evidence ever reaches the lateness lines.
            return new TickBudget(new Limits(d.enterLate(), d.exitLate(), d.enterCost(), d.exitCost(), d.windowNanos(),
                    d.minTicks(), enterCpu, exitCpu), periodNanos, clock,
                    () -> new Sample(0, 0, 0).withCpu(cpu.now()), cpu::name, rooms);
        }
        double enter = Math.min(1.0, latePct / 100);
        return new TickBudget(new Limits(enter, enter / 4, d.enterCost(), d.exitCost(), d.windowNanos(), d.minTicks(),
                enterCpu, exitCpu), periodNanos, clock, () -> stats.sample(writes.get()).withCpu(cpu.now()), cpu::name,
                rooms);
    }

    /**
     * Why the node is over its budget now, if it is: reads the counters again when the last
     * reading is older than a quarter second.
     *
     * <p>Under the CPU line the rooms still to come are counted too, on every call: a room's load
     * arrives seconds after the node took it (its players join, ready up and count down), so a
     * node asked for many rooms at once saw only the ones that had started, took rooms until
     * those arrived, and ended up over the line with its rooms' echo over target. Each room to
     * come is given the share of the reading a settled room has now (the reading over the settled
     * rooms, so whatever else the machine runs is charged to the rooms: an estimate on the safe
     * side); with fewer than {@value #MIN_SETTLED} settled rooms nothing is projected. This part
     * holds no state: it lifts as soon as the rooms have started and their load is measured.
     *
     * <p>The lateness rule looks ahead the same way, without the CPU: while the window's late ticks
     * are over the line the node comes back under (a quarter of the budget) and rooms it took are
     * still starting, it takes no more. Between that line and the budget a node takes rooms one
     * batch at a time, each measured before the next.
     */
    public Optional<String> problem() {
        Optional<String> now;
        double read;
        double late;
        synchronized (this) {
            long t = clock.nanos();
            if (!evaluated || t - lastEvaluated >= REEVALUATE_NANOS) {
                evaluate(t, source.get());
            }
            now = over;
            read = busy;
            late = lateShare;
        }
        if (now.isPresent()) {
            return now;
        }
        Rooms r = rooms.get();
        if (r.coming() == 0 || r.settled() < MIN_SETTLED) {
            return now;
        }
        if (late > limits.exitLate()) {
            // Near the line, a room's load arrives seconds after the node took it: rooms taken
            // together at that point were what pushed a node past it (985 rooms at 79% late, where
            // it carries 750), so no more is taken until those have started and are measured.
            return Optional.of(String.format(Locale.ROOT, "the node is over its tick budget: %.2f%% of the last %.0f"
                    + " s's room ticks started a period late, over the %.2f%% it takes rooms again under, while %s",
                    late * 100, limits.windowNanos() / (double) Room.SECOND, limits.exitLate() * 100,
                    r.coming() == 1 ? "a room it took is still starting" : r.coming() + " rooms it took are still starting"));
        }
        if (Double.isNaN(read)) {
            return now;
        }
        double projected = read * (r.settled() + r.coming()) / r.settled();
        if (projected < limits.enterCpu()) {
            return now;
        }
        return Optional.of(String.format(Locale.ROOT, "the node is over its tick budget: %s was %.0f%% busy over the"
                + " last %.0f s with %d rooms playing, and the %d rooms starting would take it to about %.0f%%"
                + " (budget %.0f%%)", cpuName.get(), read * 100, CPU_WINDOW_NANOS / (double) Room.SECOND, r.settled(),
                r.coming(), projected * 100, limits.enterCpu() * 100));
    }

    private void evaluate(long now, Sample s) {
        evaluated = true;
        lastEvaluated = now;
        marks.addLast(new Mark(now, s.ticks(), s.lateTicks(), s.writes(), s.lateWrites(), s.cpu()));
        // The base is the newest mark at least a window old (or the oldest there is).
        while (marks.size() > 1) {
            var it = marks.iterator();
            it.next();
            if (it.next().atNanos() <= now - limits.windowNanos()) {
                marks.removeFirst();
            } else {
                break;
            }
        }
        Mark base = marks.getFirst();
        long ticks = s.ticks() - base.ticks();
        long late = s.lateTicks() - base.late();
        double lateFraction = ticks <= 0 ? 0.0 : (double) late / ticks;
        lateShare = ticks >= limits.minTicks() ? lateFraction : Double.NaN;
        double costFraction = ticks <= 0 ? 0.0 : s.costP99Ms() * 1_000_000.0 / periodNanos;
        long writes = s.writes() - base.writes();
        double lateWriteFraction = writes <= 0 ? 0.0 : (double) (s.lateWrites() - base.lateWrites()) / writes;
        double cpuBusy = s.cpu().busySince(cpuBase(now).cpu());
        boolean cpuRule = limits.enterCpu() > 0 && !Double.isNaN(cpuBusy);
        busy = cpuRule ? cpuBusy : Double.NaN;
        boolean wasOver = over.isPresent();
        boolean nowOver;
        boolean writesOver;
        boolean cpuOver;
        if (wasOver) {
            writesOver = lateWriteFraction > limits.exitLate();
            cpuOver = cpuRule && cpuBusy > limits.exitCpu();
            nowOver = lateFraction > limits.exitLate() || costFraction > limits.exitCost() || writesOver || cpuOver;
        } else {
            writesOver = writes >= limits.minTicks() && lateWriteFraction >= limits.enterLate();
            cpuOver = cpuRule && cpuBusy >= limits.enterCpu();
            nowOver = ticks >= limits.minTicks()
                    && (lateFraction >= limits.enterLate() || costFraction >= limits.enterCost()) || writesOver
                    || cpuOver;
        }
        boolean latenessOver = nowOver && (lateFraction > limits.exitLate() || costFraction > limits.exitCost()
                || writesOver);
        if (!nowOver) {
            over = Optional.empty();
        } else if (cpuOver && !latenessOver) {
            over = Optional.of(String.format(Locale.ROOT, "the node is over its tick budget: %s was"
                    + " %.0f%% busy over the last %.0f s (budget %.0f%%, rooms are taken again under %.0f%%)",
                    cpuName.get(), cpuBusy * 100, CPU_WINDOW_NANOS / (double) Room.SECOND, limits.enterCpu() * 100,
                    limits.exitCpu() * 100));
        } else if (writesOver && lateWriteFraction >= lateFraction) {
            over = Optional.of(String.format(Locale.ROOT, "the node is over its tick budget: %.2f%% of the last %.0f s's"
                    + " %d socket writes left %d ms or more after their frame was queued (budget %.2f%%)",
                    lateWriteFraction * 100, limits.windowNanos() / (double) Room.SECOND, writes, Writes.LATE_MS,
                    limits.enterLate() * 100));
        } else {
            over = Optional.of(reason(ticks, lateFraction, costFraction, s.costP99Ms()));
        }
    }

    /**
     * The newest mark at least {@link #CPU_WINDOW_NANOS} old (or the oldest there is): the CPU is
     * judged over a shorter window than the lateness, because it leads it. Over 10 s the share
     * lagged a ramp by seconds, and a node took 358 rooms where it would have stopped near 270
     * (the rooms taken in those seconds ran at a 218 ms echo p99).
     */
    private Mark cpuBase(long now) {
        Mark base = marks.getFirst();
        for (Mark m : marks) {
            if (m.atNanos() <= now - CPU_WINDOW_NANOS) {
                base = m;
            } else {
                break;
            }
        }
        return base;
    }

    private String reason(long ticks, double lateFraction, double costFraction, double p99Ms) {
        double seconds = limits.windowNanos() / (double) Room.SECOND;
        String why = lateFraction >= costFraction * limits.enterLate() / limits.enterCost()
                ? String.format(Locale.ROOT, "%.2f%% of the last %.0f s's %d room ticks started a period late"
                        + " (budget %.2f%%)", lateFraction * 100, seconds, ticks, limits.enterLate() * 100)
                : String.format(Locale.ROOT, "the recent tick cost p99 is %.1f ms, %.0f%% of the %.0f ms period"
                        + " (budget %.0f%%)", p99Ms, costFraction * 100, periodNanos / 1e6, limits.enterCost() * 100);
        return "the node is over its tick budget: " + why;
    }
}
