package undercooked.sim;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static undercooked.sim.SimConstants.TRASH_HOLD_TICKS;

/**
 * Stage 2b: the button. Each frame's action flag becomes the cook's hold counters; the rising
 * edge is the press, decided by {@link Reach} and {@link VerbLadder} against the kitchen as it
 * was before anybody acted this substep, so every cook is judged on the same kitchen. Presses that
 * take something only one cook can have are arbitrated ({@link #arbitrate}); then the plans are
 * carried out by {@link Hands} in seat order.
 */
final class ActionGate {
    private ActionGate() {
    }

    /** What one cook does this substep. */
    record Plan(Type type, Optional<Target> target, Decision decision, int station) {
        enum Type { PRESS, HOLD_LOST, TRASH_DUE, PAUSE }

        static Plan press(Optional<Target> target, Decision d) {
            return new Plan(Type.PRESS, target, d, target.map(Target::station).orElse(Player.NO_STATION));
        }

        Plan lost() {
            return new Plan(type, target, Decision.deny(DeniedReason.CONTESTED_LOST), station);
        }
    }

    static void run(Substep s) {
        KitchenState pre = s.state;
        List<Player> players = pre.players();
        int n = players.size();
        Player[] next = players.toArray(new Player[0]);
        Plan[] plans = new Plan[n];
        boolean changed = false;
        for (int i = 0; i < n; i++) {
            Player p = next[i];
            PlayerInput f = s.frames[i];
            if (f == null || !f.action()) {
                if (p.actionHeldTicks() != 0 || p.holdStation() != Player.NO_STATION) {
                    if (p.holdStation() != Player.NO_STATION && pre.stations().get(p.holdStation()).worker().equals(p.id())) {
                        plans[i] = new Plan(Plan.Type.PAUSE, Optional.empty(), Decision.act(Verb.HOLD_WORK), p.holdStation());
                    }
                    next[i] = p.withHold(0, Player.NO_STATION);
                    changed = true;
                }
                continue;
            }
            changed = true;
            if (p.actionHeldTicks() == 0) {
                Optional<Target> target = Reach.select(pre, p);
                Decision d = VerbLadder.decide(pre, p, target);
                plans[i] = Plan.press(target, d);
                boolean holds = !d.denied() && (d.verb() == Verb.TRASH || d.verb() == Verb.START_WORK);
                int hold = holds ? plans[i].station() : Player.NO_STATION;
                next[i] = p.withHold(1, hold);
                continue;
            }
            int ticks = Math.min(p.actionHeldTicks() + 1, Integer.MAX_VALUE - 1);
            int hold = p.holdStation();
            Station held = hold == Player.NO_STATION ? null : pre.stations().get(hold);
            boolean trashHold = held != null && held.kind() == StationKind.TRASH;
            boolean working = held != null && held.worker().equals(p.id());
            if (trashHold || working) {
                Optional<DeniedReason> lost = holdLost(pre, p, hold);
                if (lost.isPresent()) {
                    plans[i] = new Plan(Plan.Type.HOLD_LOST, Optional.empty(), Decision.deny(lost.get()), hold);
                    hold = Player.NO_STATION;
                } else if (trashHold && ticks >= TRASH_HOLD_TICKS) {
                    plans[i] = new Plan(Plan.Type.TRASH_DUE, Optional.empty(), Decision.act(Verb.TRASH), hold);
                    hold = Player.NO_STATION;
                }
            }
            next[i] = p.withHold(ticks, hold);
        }
        if (!changed) {
            return;
        }
        arbitrate(plans, s.frames, next);
        Hands hands = new Hands(pre, next, s);
        for (int i = 0; i < n; i++) {
            if (plans[i] != null) {
                hands.carryOut(i, plans[i]);
            }
        }
        s.state = hands.result();
    }

    /**
     * A long press re-checks its fixture every substep; walking off, turning away or being
     * stunned voids it with the one reason why. The press is not remembered beyond the counters.
     */
    static Optional<DeniedReason> holdLost(KitchenState st, Player p, int station) {
        Cell c = st.stations().get(station).cell();
        if (p.stun() > 0.0 || p.state() == PlayerState.STUNNED) {
            return Optional.of(DeniedReason.STUNNED);
        }
        if (!Reach.inReach(p.pos(), c)) {
            return Optional.of(DeniedReason.OUT_OF_REACH);
        }
        if (!Reach.facing(p.pos(), p.facing(), c)) {
            return Optional.of(DeniedReason.NOT_FACING);
        }
        return Optional.empty();
    }

    /**
     * Contested claims: presses that take a fixture's item, its worker slot, its one set-down place
     * this substep, or a serve at a window. One winner per (fixture, take / put / serve): earliest received frame, then
     * lowest seq, then seat. Every other claimant is told CONTESTED_LOST. Taking a shelf's stock is
     * no claim: the shelf never runs out, so nobody was in anybody's way.
     */
    static void arbitrate(Plan[] plans, PlayerInput[] frames, Player[] players) {
        int n = plans.length;
        int[] key = new int[n];
        Arrays.fill(key, -1);
        for (int i = 0; i < n; i++) {
            Plan pl = plans[i];
            if (pl == null || pl.type() != Plan.Type.PRESS || pl.decision().denied()) {
                continue;
            }
            int category = switch (pl.decision().verb()) {
                case PICK_ITEM -> pl.target().orElseThrow().slot() >= 0 ? 0 : -1;
                case PICK_FROM_STATION, START_WORK -> 0;
                case RELEASE, PLACE_ON_STATION, PLATE_DISH, WASH -> 1;
                case SERVE -> 2;
                default -> -1;
            };
            if (category >= 0) {
                key[i] = pl.station() * 3 + category;
            }
        }
        for (int i = 0; i < n; i++) {
            if (key[i] < 0) {
                continue;
            }
            for (int j = 0; j < n; j++) {
                if (j != i && key[j] == key[i] && outranks(frames, players, j, i)) {
                    plans[i] = plans[i].lost();
                    break;
                }
            }
        }
    }

    private static boolean outranks(PlayerInput[] frames, Player[] players, int a, int b) {
        PlayerInput fa = frames[a];
        PlayerInput fb = frames[b];
        if (fa.receivedAtTick() != fb.receivedAtTick()) {
            return fa.receivedAtTick() < fb.receivedAtTick();
        }
        if (fa.seq() != fb.seq()) {
            return fa.seq() < fb.seq();
        }
        return players[a].seat() < players[b].seat();
    }
}
