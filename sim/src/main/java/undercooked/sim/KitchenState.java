package undercooked.sim;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a round is at one instant. Immutable: {@link Sim#step} returns a new state and
 * leaves its argument exactly as it was, hash included.
 *
 * @param seed the round's seed, kept for the record (replays, the round result)
 * @param tick substeps run so far
 * @param accumulator seconds of {@code dt} credit not yet spent on a whole substep
 * @param rngState the SplitMix64 state every random draw of the round comes from
 * @param players in seat order
 * @param stations in the kitchen's canonical order
 * @param nextItemId the id the next minted item gets
 * @param ticksLeft round clock in ticks; 0 once time is up
 * @param counters named tallies ({@code served}, {@code missed}, {@code wasted})
 * @param orders the open orders and the order stream
 * @param hazards live fires, spills, the moving obstacle, a rush
 * @param hazardRngState the hazards' own random stream
 * @param plateReturns served plates on their way back
 * @param board the streak and each seat's contribution
 */
public record KitchenState(Kitchen kitchen, long seed, long tick, double accumulator, long rngState,
                           List<Player> players, List<Station> stations, int nextItemId, long ticksLeft,
                           Verdict verdict, long score, Counters counters, OrderBook orders,
                           List<Hazard> hazards, long hazardRngState, List<PendingPlate> plateReturns,
                           Scoreboard board) {
    public KitchenState {
        Objects.requireNonNull(kitchen, "kitchen");
        players = List.copyOf(players);
        stations = ChunkedList.copyOf(stations, Pipelines.MAY_CHANGE);
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(counters, "counters");
        Objects.requireNonNull(orders, "orders");
        hazards = List.copyOf(hazards);
        plateReturns = List.copyOf(plateReturns);
        Objects.requireNonNull(board, "board");
        if (stations.size() != kitchen.stations().size()) {
            throw new IllegalArgumentException("state has " + stations.size() + " stations, kitchen "
                    + kitchen.id() + " has " + kitchen.stations().size());
        }
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).seat() != i) {
                throw new IllegalArgumentException("players must be in seat order; index " + i + " has seat " + players.get(i).seat());
            }
        }
        if (board.seats().size() != players.size()) {
            throw new IllegalArgumentException("scoreboard has " + board.seats().size() + " seats for " + players.size() + " cooks");
        }
        if (score < 0) {
            throw new IllegalArgumentException("score never goes below 0, got " + score);
        }
    }

    /**
     * A mutable copy for the systems of one substep: change what changes, then {@link #build()}.
     * It keeps the record's dozen-odd components from turning every change into a wither.
     */
    static final class Draft {
        Kitchen kitchen;
        long seed;
        long tick;
        double accumulator;
        long rngState;
        List<Player> players;
        List<Station> stations;
        int nextItemId;
        long ticksLeft;
        Verdict verdict;
        long score;
        Counters counters;
        OrderBook orders;
        List<Hazard> hazards;
        long hazardRngState;
        List<PendingPlate> plateReturns;
        Scoreboard board;

        KitchenState build() {
            return new KitchenState(kitchen, seed, tick, accumulator, rngState, players, stations, nextItemId,
                    ticksLeft, verdict, score, counters, orders, hazards, hazardRngState, plateReturns, board);
        }
    }

    Draft draft() {
        Draft d = new Draft();
        d.kitchen = kitchen;
        d.seed = seed;
        d.tick = tick;
        d.accumulator = accumulator;
        d.rngState = rngState;
        d.players = players;
        d.stations = stations;
        d.nextItemId = nextItemId;
        d.ticksLeft = ticksLeft;
        d.verdict = verdict;
        d.score = score;
        d.counters = counters;
        d.orders = orders;
        d.hazards = hazards;
        d.hazardRngState = hazardRngState;
        d.plateReturns = plateReturns;
        d.board = board;
        return d;
    }

    public Optional<Player> player(String id) {
        for (Player p : players) {
            if (p.id().equals(id)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    public long counter(String name) {
        return counters.get(name);
    }

    /** Seconds left on the round clock. */
    public double timeLeftSeconds() {
        return ticksLeft * SimConstants.STEP_DT;
    }

    KitchenState withPlayers(List<Player> newPlayers) {
        Draft d = draft();
        d.players = newPlayers;
        return d.build();
    }

    KitchenState withStations(List<Station> newStations) {
        Draft d = draft();
        d.stations = newStations;
        return d.build();
    }

    KitchenState withAccumulator(double acc) {
        Draft d = draft();
        d.accumulator = acc;
        return d.build();
    }

    KitchenState withTick(long newTick) {
        Draft d = draft();
        d.tick = newTick;
        return d.build();
    }

    KitchenState withClock(long newTicksLeft, Verdict newVerdict) {
        Draft d = draft();
        d.ticksLeft = newTicksLeft;
        d.verdict = newVerdict;
        return d.build();
    }

    KitchenState withItems(List<Player> newPlayers, List<Station> newStations, int newNextItemId, Counters newCounters) {
        Draft d = draft();
        d.players = newPlayers;
        d.stations = newStations;
        d.nextItemId = newNextItemId;
        d.counters = newCounters;
        return d.build();
    }

    /**
     * A 64-bit checksum over every field of the state, in a fixed order. Two states with the same
     * hash are, for every practical purpose, the same round; a replay golden is a list of these.
     * {@code StateHashCoverageTest} mutates every field in turn to prove none is left out.
     */
    public long stateHash() {
        Hasher h = new Hasher();
        h.putLong(kitchen.layoutHash()).putLong(seed).putLong(tick).putDouble(accumulator).putLong(rngState);
        h.putInt(players.size());
        for (Player p : players) {
            h.putString(p.id()).putInt(p.seat())
                    .putDouble(p.pos().x()).putDouble(p.pos().y())
                    .putDouble(p.vel().x()).putDouble(p.vel().y())
                    .putInt(p.facing().ordinal()).putInt(p.state().ordinal()).putDouble(p.stun());
            putItem(h, p.held());
            h.putInt(p.actionHeldTicks()).putInt(p.holdStation());
        }
        h.putInt(stations.size());
        for (Station s : stations) {
            h.putInt(s.index()).putInt(s.kind().ordinal()).putInt(s.cell().x()).putInt(s.cell().y())
                    .putInt(s.stock().map(k -> k.ordinal() + 1).orElse(0));
            h.putInt(s.contents().size());
            for (Slot slot : s.contents()) {
                putItem(h, Optional.of(slot.item()));
                h.putString(slot.placedBy()).putLong(slot.placedAt());
            }
            h.putInt(s.state().ordinal()).putDouble(s.progress()).putInt(s.timer()).putString(s.worker());
        }
        h.putInt(nextItemId).putLong(ticksLeft).putInt(verdict.ordinal()).putLong(score);
        h.putInt(counters.entries().size());
        for (Counters.Entry e : counters.entries()) {
            h.putString(e.name()).putLong(e.value());
        }
        h.putInt(orders.active().size());
        for (Order o : orders.active()) {
            h.putInt(o.id()).putString(o.recipe()).putInt(o.points()).putLong(o.spawnedTick()).putLong(o.deadlineTick());
        }
        h.putInt(orders.nextId()).putLong(orders.lastSpawnTick()).putLong(orders.rngState());
        h.putInt(hazards.size());
        for (Hazard z : hazards) {
            h.putInt(z.kind().ordinal()).putDouble(z.x()).putDouble(z.y()).putLong(z.since()).putLong(z.until()).putInt(z.ref());
        }
        h.putLong(hazardRngState);
        h.putInt(plateReturns.size());
        for (PendingPlate pp : plateReturns) {
            putItem(h, Optional.of(pp.plate()));
            h.putLong(pp.dueTick()).putInt(pp.station());
        }
        h.putInt(board.streak()).putInt(board.longestStreak()).putInt(board.seats().size());
        for (Scoreboard.SeatScore ss : board.seats()) {
            h.putLong(ss.score()).putInt(ss.dishesServed()).putInt(ss.missed());
        }
        return h.value();
    }

    /** {@link #stateHash()} as sixteen hex digits. */
    public String stateHashHex() {
        return Hasher.hex(stateHash());
    }

    private static void putItem(Hasher h, Optional<Item> item) {
        if (item.isEmpty()) {
            h.putInt(-1);
            return;
        }
        Item i = item.get();
        h.putInt(i.id()).putInt(i.kind().ordinal()).putInt(i.form().ordinal()).putString(i.dish());
    }
}
