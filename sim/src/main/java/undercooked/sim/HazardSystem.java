package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

import static undercooked.sim.SimConstants.FIRE_DELAY_TICKS;
import static undercooked.sim.SimConstants.FIRE_SPREAD_TICKS;
import static undercooked.sim.SimConstants.OBSTACLE_RADIUS;
import static undercooked.sim.SimConstants.OBSTACLE_SPEED;
import static undercooked.sim.SimConstants.RADIUS;
import static undercooked.sim.SimConstants.SPILL_ACCEL_SCALE;
import static undercooked.sim.SimConstants.SPILL_LIFE_TICKS;
import static undercooked.sim.SimConstants.SPILL_SPEED_SCALE;
import static undercooked.sim.SimConstants.STEP_DT;
import static undercooked.sim.SimConstants.STUN_S;

/**
 * Stage seven: fires, spills, the moving obstacle and the rush, each switched on by the level and
 * driven by the hazards' own random stream. Hazards touch cooks only through the seams the kernel
 * already has: a stun ({@code Player.stun}) and traction ({@link MoveModifiers} via {@link #traction}).
 */
final class HazardSystem {
    private HazardSystem() {
    }

    static void run(Substep s) {
        KitchenState st = s.state;
        RoundRules.Hazards rules = st.kitchen().rules().hazards();
        if (!active(st, rules)) {
            return;
        }
        long tick = s.tick();
        KitchenState.Draft d = st.draft();
        Rng rng = new Rng(d.hazardRngState);
        boolean changed = false;
        List<Hazard> next = new ArrayList<>(d.hazards.size());
        for (Hazard z : d.hazards) {
            if (tick >= z.until()) {
                changed = true; // a spill dried, a rush ended
            } else if (z.kind() == HazardKind.MOVING_OBSTACLE) {
                next.add(moveObstacle(z, rules.obstaclePath()));
                changed = true;
            } else {
                next.add(z);
            }
        }
        d.hazards = next;
        int before = d.hazards.size();
        if (rules.fire()) {
            burnToFire(d, s);
            spreadFires(d, s, rng);
        }
        if (rules.spillIntervalTicks() > 0 && tick > 0 && tick % rules.spillIntervalTicks() == 0) {
            spill(d, s, rng);
        }
        if (!rules.obstaclePath().isEmpty() && !has(d.hazards, HazardKind.MOVING_OBSTACLE)) {
            Cell c = rules.obstaclePath().getFirst();
            d.hazards = append(d.hazards, new Hazard(HazardKind.MOVING_OBSTACLE, c.centerX(), c.centerY(), tick,
                    Hazard.FOREVER, 1));
        }
        if (rules.rush().durationTicks() > 0 && tick == rules.rush().startTick()) {
            d.hazards = append(d.hazards, new Hazard(HazardKind.RUSH, 0.0, 0.0, tick, tick + rules.rush().durationTicks(), -1));
            s.events.add(Event.of(EventKind.RUSH, tick, 0.0, 0.0, "delta", (long) rules.rush().durationTicks()));
        }
        changed |= d.hazards.size() != before || d.stations != st.stations() || rng.state() != d.hazardRngState;
        changed |= stunUnderObstacle(d);
        if (changed) {
            d.hazardRngState = rng.state();
            s.state = d.build();
        }
    }

    private static boolean active(KitchenState st, RoundRules.Hazards rules) {
        return !st.hazards().isEmpty() || rules.fire() || rules.spillIntervalTicks() > 0
                || !rules.obstaclePath().isEmpty() || rules.rush().durationTicks() > 0;
    }

    /** The floor under a cook: a spill takes the grip away; anywhere else is plain floor. */
    static MoveModifiers traction(List<Hazard> hazards, Vec2 pos) {
        if (hazards.isEmpty()) {
            return MoveModifiers.NONE;
        }
        Cell c = Cell.containing(pos.x(), pos.y());
        for (Hazard z : hazards) {
            if (z.kind() == HazardKind.SPILL && z.cell().equals(c)) {
                return new MoveModifiers(SPILL_SPEED_SCALE, SPILL_ACCEL_SCALE, true);
            }
        }
        return MoveModifiers.NONE;
    }

    /** A burnt pot left smouldering for FIRE_DELAY_TICKS catches fire. */
    private static void burnToFire(KitchenState.Draft d, Substep s) {
        boolean[] burning = null;
        for (Station st : d.stations) {
            if (st.state() == StationState.BURNING && st.timer() >= FIRE_DELAY_TICKS) {
                if (burning == null) {
                    burning = burningStations(d.hazards, d.stations.size());
                }
                if (!burning[st.index()]) {
                    ignite(d, s, st.index());
                    burning[st.index()] = true;
                }
            }
        }
    }

    /** Which stations are on fire, by index: one pass over the hazards instead of one per station. */
    private static boolean[] burningStations(List<Hazard> hazards, int stations) {
        boolean[] out = new boolean[stations];
        for (Hazard z : hazards) {
            if (z.kind() == HazardKind.FIRE) {
                out[z.ref()] = true;
            }
        }
        return out;
    }

    /** Every FIRE_SPREAD_TICKS a fire jumps to one neighbouring station (of the eight around it) not yet burning. */
    private static void spreadFires(KitchenState.Draft d, Substep s, Rng rng) {
        List<Hazard> fires = new ArrayList<>();
        for (Hazard z : d.hazards) {
            long age = s.tick() - z.since();
            if (z.kind() == HazardKind.FIRE && age > 0 && age % FIRE_SPREAD_TICKS == 0) {
                fires.add(z);
            }
        }
        for (Hazard f : fires) {
            List<Integer> around = new ArrayList<>();
            Cell c = f.cell();
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int idx = d.kitchen.stationIndex(c.x() + dx, c.y() + dy);
                    if ((dx != 0 || dy != 0) && idx >= 0 && !onFire(d.hazards, idx)) {
                        around.add(idx);
                    }
                }
            }
            if (!around.isEmpty()) {
                ignite(d, s, around.get(rng.nextInt(around.size())));
            }
        }
    }

    private static void ignite(KitchenState.Draft d, Substep s, int index) {
        Station st = d.stations.get(index);
        d.stations = ChunkedList.copyOf(d.stations).with(index, st.withContents(Pipelines.burnAll(st.contents()))
                .withWorker(Station.NO_WORKER).withState(StationState.BLOCKED, 0.0));
        Cell c = st.cell();
        d.hazards = append(d.hazards, new Hazard(HazardKind.FIRE, c.centerX(), c.centerY(), s.tick(), Hazard.FOREVER, index));
        s.events.add(Event.of(EventKind.FIRE, s.tick(), c.centerX(), c.centerY(), "item", st.kind().wireName()));
    }

    private static void spill(KitchenState.Draft d, Substep s, Rng rng) {
        List<Cell> free = new ArrayList<>();
        for (Cell c : d.kitchen.floorCells()) {
            boolean taken = false;
            for (Hazard z : d.hazards) {
                taken |= z.kind() == HazardKind.SPILL && z.cell().equals(c);
            }
            if (!taken) {
                free.add(c);
            }
        }
        if (free.isEmpty()) {
            return;
        }
        Cell c = free.get(rng.nextInt(free.size()));
        d.hazards = append(d.hazards, new Hazard(HazardKind.SPILL, c.centerX(), c.centerY(), s.tick(),
                s.tick() + SPILL_LIFE_TICKS, -1));
        s.events.add(Event.of(EventKind.SPILL, s.tick(), c.centerX(), c.centerY()));
    }

    /** The obstacle walks its waypoint loop at OBSTACLE_SPEED, through anything: it is the level's to route. */
    private static Hazard moveObstacle(Hazard z, List<Cell> path) {
        Cell target = path.get(z.ref());
        double dx = target.centerX() - z.x();
        double dy = target.centerY() - z.y();
        double dist = Math.sqrt(dx * dx + dy * dy);
        double step = OBSTACLE_SPEED * STEP_DT;
        if (dist <= step) {
            return new Hazard(z.kind(), target.centerX(), target.centerY(), z.since(), z.until(), (z.ref() + 1) % path.size());
        }
        return new Hazard(z.kind(), z.x() + dx / dist * step, z.y() + dy / dist * step, z.since(), z.until(), z.ref());
    }

    /** A cook the obstacle touches is stunned for STUN_S; movement spends the stun and reports it. */
    private static boolean stunUnderObstacle(KitchenState.Draft d) {
        List<Player> players = null;
        for (Hazard z : d.hazards) {
            if (z.kind() != HazardKind.MOVING_OBSTACLE) {
                continue;
            }
            for (Player p : d.players) {
                boolean touching = Math.abs(p.pos().x() - z.x()) < RADIUS + OBSTACLE_RADIUS
                        && Math.abs(p.pos().y() - z.y()) < RADIUS + OBSTACLE_RADIUS;
                if (touching && p.stun() <= 0.0 && p.state() != PlayerState.STUNNED) {
                    if (players == null) {
                        players = new ArrayList<>(d.players);
                    }
                    players.set(p.seat(), p.withStun(STUN_S));
                }
            }
        }
        if (players != null) {
            d.players = players;
        }
        return players != null;
    }

    static boolean onFire(List<Hazard> hazards, int station) {
        for (Hazard z : hazards) {
            if (z.kind() == HazardKind.FIRE && z.ref() == station) {
                return true;
            }
        }
        return false;
    }

    private static boolean has(List<Hazard> hazards, HazardKind kind) {
        for (Hazard z : hazards) {
            if (z.kind() == kind) {
                return true;
            }
        }
        return false;
    }

    private static List<Hazard> append(List<Hazard> hazards, Hazard z) {
        List<Hazard> out = new ArrayList<>(hazards);
        out.add(z);
        return out;
    }
}
