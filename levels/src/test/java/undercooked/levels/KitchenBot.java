package undercooked.levels;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import undercooked.sim.Cell;
import undercooked.sim.Facing;
import undercooked.sim.Item;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.Order;
import undercooked.sim.Player;
import undercooked.sim.PlayerInput;
import undercooked.sim.Recipe;
import undercooked.sim.Station;
import undercooked.sim.StationKind;
import undercooked.sim.StationState;
import undercooked.sim.Vec2;

/**
 * A cook that plays a level through the kernel's public API only: it takes the oldest order no
 * other bot has taken, fetches, chops, cooks, plates and serves it, washing plates when the shelf
 * is empty and trashing what nobody wants. It walks by breadth-first search over the floor and
 * presses only when standing next to the station and facing it. Deterministic: what it does
 * depends only on the states it sees, so a deterministic kernel gives the same inputs every run.
 */
final class KitchenBot {
    /** Orders taken by some bot, shared by the bots of one round. */
    static final class Team {
        final Set<Integer> taken = new HashSet<>();
    }

    private sealed interface Step permits Use, Wait, FetchPlate {
    }

    /** Walk to the station, face it, press once (or hold until {@code until} holds). */
    private record Use(int station, boolean hold, Predicate<KitchenState> until) implements Step {
    }

    private record Wait(Predicate<KitchenState> until) implements Step {
    }

    /** A clean plate into the hand: from a shelf, or washed from the serve window's returns. */
    private record FetchPlate() implements Step {
    }

    private final String id;
    private final int seat;
    private final Team team;
    private final int chop;
    private final int stove;
    private final int prep;
    private final ArrayDeque<Step> plan = new ArrayDeque<>();
    private List<Cell> path = List.of();
    private int pathAt;
    private int pressedFor;
    private Optional<Item> heldAtPress = Optional.empty();
    private int waited;
    private int currentOrder = -1;
    private int stuck;
    private int sidestep;
    private Vec2 lastPos = Vec2.ZERO;
    private long seq;

    KitchenBot(String id, int seat, Team team, Kitchen k) {
        this.id = id;
        this.seat = seat;
        this.team = team;
        this.chop = nth(k, StationKind.CHOP_BOARD, seat);
        this.stove = nth(k, StationKind.STOVE, seat);
        this.prep = nth(k, StationKind.PREP, seat);
    }

    /** The seat-th station of a kind (wrapping), so cooks spread over the kitchen's stations. */
    private static int nth(Kitchen k, StationKind kind, int seat) {
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < k.stations().size(); i++) {
            if (k.stations().get(i).kind() == kind) {
                all.add(i);
            }
        }
        return all.isEmpty() ? -1 : all.get(seat % all.size());
    }

    /** Where the bot is in its plan, for failure messages. */
    String describe(KitchenState s) {
        Player me = s.players().get(seat);
        return id + " at " + me.pos() + " facing " + me.facing() + " holding "
                + me.held().map(Item::wireName).orElse("-") + ", next " + (plan.isEmpty() ? "nothing" : plan.peek())
                + " (" + plan.size() + " steps)";
    }

    PlayerInput input(KitchenState s) {
        Player me = s.players().get(seat);
        if (plan.isEmpty()) {
            planNext(s, me);
        }
        while (!plan.isEmpty()) {
            Step step = plan.peek();
            if (step instanceof Wait w) {
                if (!w.until().test(s)) {
                    if (++waited > 900) {
                        waited = 0;
                        abandon();
                    }
                    return frame(s, Vec2.ZERO, false, Optional.empty());
                }
                waited = 0;
                plan.pop();
            } else if (step instanceof FetchPlate) {
                plan.pop();
                expandPlate(s);
            } else if (step instanceof Use u) {
                return use(s, me, u);
            }
        }
        return frame(s, Vec2.ZERO, false, Optional.empty());
    }

    private PlayerInput use(KitchenState s, Player me, Use u) {
        Station st = s.stations().get(u.station());
        Optional<Facing> facing = Optional.empty();
        Cell here = Cell.containing(me.pos().x(), me.pos().y());
        if (path.isEmpty() || !path.getLast().equals(standCell(s, st, here))) {
            path = route(s.kitchen(), here, st.cell(), othersCells(s));
            if (path.isEmpty()) {
                path = route(s.kitchen(), here, st.cell(), Set.of());
            }
            pathAt = 0;
        }
        if (path.isEmpty()) {
            plan.clear(); // nowhere to stand: drop the plan and think again next tick
            return frame(s, Vec2.ZERO, false, Optional.empty());
        }
        while (pathAt < path.size() - 1 && near(me.pos(), path.get(pathAt), 0.2)) {
            pathAt++;
        }
        Cell goal = path.get(pathAt);
        boolean arrived = pathAt == path.size() - 1 && near(me.pos(), goal, 0.12) && me.vel().length() < 0.3;
        if (!arrived) {
            Vec2 want = toward(me.pos(), goal);
            // Two cooks walking into each other push forever; both step aside for a moment.
            boolean moved = me.pos().minus(lastPos).length() > 0.01;
            lastPos = me.pos();
            stuck = moved ? 0 : stuck + 1;
            if (stuck > 10) {
                sidestep = 12;
                stuck = 0;
                path = List.of();
            }
            if (sidestep > 0) {
                // Keep to the right (of the way you were going): two cooks meeting head-on part.
                sidestep--;
                return frame(s, new Vec2(-want.y(), want.x()), false, Optional.empty());
            }
            return frame(s, want, false, Optional.empty());
        }
        Facing face = faceOf(goal, st.cell());
        if (me.facing() != face) {
            return frame(s, Vec2.ZERO, false, Optional.of(face));
        }
        if (!u.hold()) {
            if (pressedFor == 0) {
                pressedFor = 1;
                heldAtPress = me.held();
                return frame(s, Vec2.ZERO, true, Optional.of(face));
            }
            pressedFor = 0;
            if (me.held().equals(heldAtPress)) {
                abandon(); // the press changed nothing in the hand: the plan no longer fits the kitchen
            } else {
                plan.pop();
            }
            return frame(s, Vec2.ZERO, false, Optional.of(face));
        }
        if (u.until().test(s)) {
            pressedFor = 0;
            plan.pop();
            return frame(s, Vec2.ZERO, false, Optional.of(face));
        }
        if (++pressedFor > 300) {
            pressedFor = 0;
            abandon();
            return frame(s, Vec2.ZERO, false, Optional.of(face));
        }
        return frame(s, Vec2.ZERO, true, Optional.of(face));
    }

    private PlayerInput frame(KitchenState s, Vec2 move, boolean act, Optional<Facing> face) {
        return new PlayerInput(id, move, act, face, s.tick(), ++seq);
    }

    /** Gives up the current plan (and its order, for another bot to take); the next plan starts by emptying the hand. */
    private void abandon() {
        plan.clear();
        path = List.of();
        team.taken.remove(currentOrder);
        currentOrder = -1;
    }

    /** What to do next: clear a full hand, else the oldest order nobody has taken. */
    private void planNext(KitchenState s, Player me) {
        Optional<Item> held = me.held();
        if (held.isPresent()) {
            int trash = nearest(s, st -> st.kind() == StationKind.TRASH, me);
            if (trash >= 0) {
                plan.add(new Use(trash, true, x -> x.players().get(seat).held().isEmpty()));
            }
            return;
        }
        for (Order o : s.orders().active()) {
            if (team.taken.contains(o.id())) {
                continue;
            }
            Optional<Recipe> r = s.kitchen().rules().recipe(o.recipe());
            if (r.isPresent() && canMake(s, r.get())) {
                team.taken.add(o.id());
                currentOrder = o.id();
                planRecipe(s, me, r.get());
                return;
            }
        }
    }

    private boolean canMake(KitchenState s, Recipe r) {
        if (chop < 0 || prep < 0 || (r.cooked() && stove < 0)) {
            return false;
        }
        for (Recipe.Ingredient i : r.ingredients()) {
            if (shelf(s, i.kind()) < 0) {
                return false;
            }
        }
        return true;
    }

    private void planRecipe(KitchenState s, Player me, Recipe r) {
        int target = r.cooked() ? stove : prep;
        if (!r.cooked()) {
            plan.add(new FetchPlate());
            plan.add(new Use(prep, false, x -> true));
        }
        for (Recipe.Ingredient i : r.ingredients()) {
            int shelf = shelf(s, i.kind());
            plan.add(new Use(shelf, false, x -> true));
            plan.add(new Use(chop, false, x -> true));
            plan.add(new Use(chop, true, x -> x.stations().get(chop).state() == StationState.READY));
            plan.add(new Use(chop, false, x -> true));
            plan.add(new Use(target, false, x -> true));
        }
        if (r.cooked()) {
            plan.add(new FetchPlate());
            plan.add(new Use(prep, false, x -> true));
            plan.add(new Wait(x -> x.stations().get(stove).state() == StationState.READY));
            plan.add(new Use(stove, false, x -> true));
            plan.add(new Use(prep, false, x -> true));
        }
        plan.add(new Wait(x -> x.stations().get(prep).state() == StationState.READY));
        plan.add(new Use(prep, false, x -> true));
        int serve = nearest(s, st -> st.kind() == StationKind.SERVE, me);
        plan.add(new Use(serve, false, x -> true));
    }

    /** A plate from a shelf that has one; otherwise a dirty one back from the window, washed. */
    private void expandPlate(KitchenState s) {
        Player me = s.players().get(seat);
        int shelf = nearest(s, st -> st.stock().equals(Optional.of(ItemKind.PLATE))
                && (s.kitchen().mints(ItemKind.PLATE) || !st.contents().isEmpty()), me);
        List<Step> steps = new ArrayList<>();
        if (shelf >= 0) {
            steps.add(new Use(shelf, false, x -> true));
        } else {
            int window = nearest(s, st -> st.kind() == StationKind.SERVE, me);
            int sink = nearest(s, st -> st.kind() == StationKind.SINK, me);
            steps.add(new Wait(x -> !x.stations().get(window).contents().isEmpty()));
            steps.add(new Use(window, false, x -> true));
            steps.add(new Use(sink, false, x -> true));
            steps.add(new Use(sink, true, x -> x.stations().get(sink).contents().stream()
                    .anyMatch(sl -> sl.item().form() == ItemForm.CLEAN)));
            steps.add(new Use(sink, false, x -> true));
        }
        for (int i = steps.size() - 1; i >= 0; i--) {
            plan.push(steps.get(i));
        }
    }

    private static int shelf(KitchenState s, ItemKind kind) {
        for (Station st : s.stations()) {
            if (st.stock().equals(Optional.of(kind))) {
                return st.index();
            }
        }
        return -1;
    }

    private static int nearest(KitchenState s, Predicate<Station> p, Player me) {
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (Station st : s.stations()) {
            if (p.test(st)) {
                double d = Math.abs(st.cell().centerX() - me.pos().x()) + Math.abs(st.cell().centerY() - me.pos().y());
                if (d < bestD) {
                    bestD = d;
                    best = st.index();
                }
            }
        }
        return best;
    }

    private Set<Cell> othersCells(KitchenState s) {
        Set<Cell> out = new HashSet<>();
        for (Player p : s.players()) {
            if (p.seat() != seat) {
                out.add(Cell.containing(p.pos().x(), p.pos().y()));
            }
        }
        return out;
    }

    private static Cell standCell(KitchenState s, Station st, Cell from) {
        List<Cell> r = route(s.kitchen(), from, st.cell(), Set.of());
        return r.isEmpty() ? st.cell() : r.getLast();
    }

    /** Shortest walk over open cells (not through {@code avoid}) to an orthogonal neighbour of {@code target}, or empty. */
    static List<Cell> route(Kitchen k, Cell from, Cell target, Set<Cell> avoid) {
        int w = k.width();
        int[] prev = new int[w * k.height()];
        java.util.Arrays.fill(prev, -2);
        ArrayDeque<Cell> q = new ArrayDeque<>();
        q.add(from);
        prev[from.y() * w + from.x()] = -1;
        int[][] dirs = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        while (!q.isEmpty()) {
            Cell c = q.poll();
            if (Math.abs(c.x() - target.x()) + Math.abs(c.y() - target.y()) == 1 && !k.blocks(c.x(), c.y())) {
                List<Cell> out = new ArrayList<>();
                for (int i = c.y() * w + c.x(); i >= 0; i = prev[i]) {
                    out.addFirst(new Cell(i % w, i / w));
                }
                return out;
            }
            for (int[] d : dirs) {
                int nx = c.x() + d[0];
                int ny = c.y() + d[1];
                if (k.inBounds(nx, ny) && !k.blocks(nx, ny) && prev[ny * w + nx] == -2 && !avoid.contains(new Cell(nx, ny))) {
                    prev[ny * w + nx] = c.y() * w + c.x();
                    q.add(new Cell(nx, ny));
                }
            }
        }
        return List.of();
    }

    private static boolean near(Vec2 p, Cell c, double tol) {
        return Math.abs(p.x() - c.centerX()) < tol && Math.abs(p.y() - c.centerY()) < tol;
    }

    private static Vec2 toward(Vec2 p, Cell c) {
        double dx = c.centerX() - p.x();
        double dy = c.centerY() - p.y();
        return new Vec2(Math.max(-1, Math.min(1, dx * 4)), Math.max(-1, Math.min(1, dy * 4)));
    }

    private static Facing faceOf(Cell from, Cell to) {
        int dx = to.x() - from.x();
        int dy = to.y() - from.y();
        if (dx > 0) {
            return Facing.RIGHT;
        }
        if (dx < 0) {
            return Facing.LEFT;
        }
        return dy > 0 ? Facing.DOWN : Facing.UP;
    }
}
