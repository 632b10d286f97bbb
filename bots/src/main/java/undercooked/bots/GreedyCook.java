package undercooked.bots;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import undercooked.sim.Cell;
import undercooked.sim.Facing;
import undercooked.sim.Item;
import undercooked.sim.ItemForm;
import undercooked.sim.ItemKind;
import undercooked.sim.Kitchen;
import undercooked.sim.PlayerInput;
import undercooked.sim.Recipe;
import undercooked.sim.StationKind;
import undercooked.sim.StationState;
import undercooked.sim.Vec2;

/**
 * The first bot: one order at a time, start to finish, through a fixed list of steps (a port of
 * the levels tests' KitchenBot onto {@link BotView}). It takes the oldest order no teammate has
 * taken, fetches, chops, cooks, plates and serves it, washing plates when the shelf is empty.
 */
final class GreedyCook implements Bot {
    private sealed interface Step permits Use, Wait, FetchPlate {
    }

    /** Walk to the station, face it, press once (or hold until {@code until} holds). */
    private record Use(int station, boolean hold, Predicate<BotView> until) implements Step {
    }

    private record Wait(Predicate<BotView> until) implements Step {
    }

    private record FetchPlate() implements Step {
    }

    private final String id;
    private final Persona persona;
    private final Team team;
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
    private int chop = -2;
    private int stove;
    private int prep;
    private Optional<String> idle = Optional.empty();

    GreedyCook(String id, Persona persona, long seed, Team team) {
        this.id = id;
        this.persona = persona;
        this.team = team;
    }

    @Override
    public String playerId() {
        return id;
    }

    @Override
    public Persona persona() {
        return persona;
    }

    @Override
    public Optional<String> idleReason() {
        return idle;
    }

    @Override
    public PlayerInput next(BotView v) {
        Optional<BotView.Cook> found = v.cook(id);
        if (found.isEmpty()) {
            return frame(v, Vec2.ZERO, false, Optional.empty());
        }
        BotView.Cook me = found.get();
        if (chop == -2) {
            chop = nth(v.kitchen(), StationKind.CHOP_BOARD, me.seat());
            stove = nth(v.kitchen(), StationKind.STOVE, me.seat());
            prep = nth(v.kitchen(), StationKind.PREP, me.seat());
        }
        if (plan.isEmpty()) {
            planNext(v, me);
        }
        while (!plan.isEmpty()) {
            Step step = plan.peek();
            if (step instanceof Wait w) {
                if (!w.until().test(v)) {
                    if (++waited > 900) {
                        waited = 0;
                        abandon();
                    }
                    return frame(v, Vec2.ZERO, false, Optional.empty());
                }
                waited = 0;
                plan.pop();
            } else if (step instanceof FetchPlate) {
                plan.pop();
                expandPlate(v, me);
            } else if (step instanceof Use u) {
                return use(v, me, u);
            }
        }
        return frame(v, Vec2.ZERO, false, Optional.empty());
    }

    private static int nth(Kitchen k, StationKind kind, int seat) {
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < k.stations().size(); i++) {
            if (k.stations().get(i).kind() == kind) {
                all.add(i);
            }
        }
        return all.isEmpty() ? -1 : all.get(seat % all.size());
    }

    private PlayerInput use(BotView v, BotView.Cook me, Use u) {
        BotView.Fixture st = v.stations().get(u.station());
        Cell here = me.cell();
        if (path.isEmpty() || pathAt >= path.size() || !adjacent(path.getLast(), st.cell())) {
            path = route(v.kitchen(), here, st.cell(), others(v));
            if (path.isEmpty()) {
                path = route(v.kitchen(), here, st.cell(), List.of());
            }
            pathAt = 0;
        }
        if (path.isEmpty()) {
            abandon();
            return frame(v, Vec2.ZERO, false, Optional.empty());
        }
        while (pathAt < path.size() - 1 && near(me.pos(), path.get(pathAt), 0.2)) {
            pathAt++;
        }
        Cell goal = path.get(pathAt);
        boolean arrived = pathAt == path.size() - 1 && near(me.pos(), goal, 0.12);
        if (!arrived) {
            Vec2 want = toward(me.pos(), goal);
            boolean moved = me.pos().minus(lastPos).length() > 0.01;
            lastPos = me.pos();
            stuck = moved ? 0 : stuck + 1;
            if (stuck > 10) {
                sidestep = 12;
                stuck = 0;
                path = List.of();
            }
            if (sidestep > 0) {
                sidestep--;
                return frame(v, new Vec2(-want.y(), want.x()), false, Optional.empty());
            }
            return frame(v, want, false, Optional.empty());
        }
        Facing face = faceOf(goal, st.cell());
        if (me.facing() != face) {
            return frame(v, Vec2.ZERO, false, Optional.of(face));
        }
        if (!u.hold()) {
            if (pressedFor == 0) {
                pressedFor = 1;
                heldAtPress = me.held();
                return frame(v, Vec2.ZERO, true, Optional.of(face));
            }
            pressedFor = 0;
            if (me.held().equals(heldAtPress)) {
                abandon();
            } else {
                plan.pop();
            }
            return frame(v, Vec2.ZERO, false, Optional.of(face));
        }
        if (u.until().test(v)) {
            pressedFor = 0;
            plan.pop();
            return frame(v, Vec2.ZERO, false, Optional.of(face));
        }
        if (++pressedFor > 300) {
            pressedFor = 0;
            abandon();
            return frame(v, Vec2.ZERO, false, Optional.of(face));
        }
        return frame(v, Vec2.ZERO, true, Optional.of(face));
    }

    private PlayerInput frame(BotView v, Vec2 move, boolean act, Optional<Facing> face) {
        return new PlayerInput(id, move, act, face, v.tick(), ++seq);
    }

    private void abandon() {
        plan.clear();
        path = List.of();
        pressedFor = 0;
        team.release(new Team.Claim(Team.Kind.ORDER, currentOrder), id);
        currentOrder = -1;
    }

    private void planNext(BotView v, BotView.Cook me) {
        if (me.held().isPresent()) {
            int trash = nearest(v, st -> st.kind() == StationKind.TRASH, me);
            if (trash >= 0) {
                plan.add(new Use(trash, true, x -> x.cook(id).map(c -> c.held().isEmpty()).orElse(true)));
            }
            return;
        }
        List<String> missing = new ArrayList<>();
        for (BotView.Ticket o : v.orders()) {
            Team.Claim c = new Team.Claim(Team.Kind.ORDER, o.id());
            if (team.takenByOther(c, id)) {
                continue;
            }
            Optional<Recipe> r = v.kitchen().rules().recipe(o.recipe());
            if (r.isEmpty()) {
                missing.add(o.recipe() + " is not in this kitchen's recipe book");
                continue;
            }
            Optional<String> why = cannotMake(v, r.get());
            if (why.isPresent()) {
                missing.add(why.get());
                continue;
            }
            team.claim(c, id);
            currentOrder = o.id();
            idle = Optional.empty();
            planRecipe(v, me, r.get());
            return;
        }
        if (!missing.isEmpty() && idle.isEmpty()) {
            idle = Optional.of(String.join("; ", missing));
        }
    }

    private Optional<String> cannotMake(BotView v, Recipe r) {
        if (prep < 0) {
            return Optional.of(r.id() + " needs a prep counter to plate on and the kitchen has none");
        }
        if (chop < 0) {
            return Optional.of(r.id() + " needs a chop board and the kitchen has none");
        }
        if (r.cooked() && stove < 0) {
            return Optional.of(r.id() + " needs a stove to cook on and the kitchen has none");
        }
        for (Recipe.Ingredient i : r.ingredients()) {
            if (shelf(v, i.kind()) < 0) {
                return Optional.of(r.id() + " needs " + i.kind().wireName() + " and no shelf gives it");
            }
        }
        return Optional.empty();
    }

    private void planRecipe(BotView v, BotView.Cook me, Recipe r) {
        int target = r.cooked() ? stove : prep;
        if (!r.cooked()) {
            plan.add(new FetchPlate());
            plan.add(new Use(prep, false, x -> true));
        }
        for (Recipe.Ingredient i : r.ingredients()) {
            int shelf = shelf(v, i.kind());
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
        int serve = nearest(v, st -> st.kind() == StationKind.SERVE, me);
        plan.add(new Use(serve, false, x -> true));
    }

    private void expandPlate(BotView v, BotView.Cook me) {
        int shelf = nearest(v, st -> v.kitchen().stations().get(st.index()).stock().equals(Optional.of(ItemKind.PLATE))
                && (v.kitchen().mints(ItemKind.PLATE) || !st.contents().isEmpty()), me);
        List<Step> steps = new ArrayList<>();
        if (shelf >= 0) {
            steps.add(new Use(shelf, false, x -> true));
        } else {
            int window = nearest(v, st -> st.kind() == StationKind.SERVE, me);
            int sink = nearest(v, st -> st.kind() == StationKind.SINK, me);
            if (window < 0 || sink < 0) {
                abandon();
                return;
            }
            steps.add(new Wait(x -> !x.stations().get(window).contents().isEmpty()));
            steps.add(new Use(window, false, x -> true));
            steps.add(new Use(sink, false, x -> true));
            steps.add(new Use(sink, true, x -> x.stations().get(sink).contents().stream()
                    .anyMatch(it -> it.form() == ItemForm.CLEAN)));
            steps.add(new Use(sink, false, x -> true));
        }
        for (int i = steps.size() - 1; i >= 0; i--) {
            plan.push(steps.get(i));
        }
    }

    private static int shelf(BotView v, ItemKind kind) {
        for (int i = 0; i < v.kitchen().stations().size(); i++) {
            if (v.kitchen().stations().get(i).stock().equals(Optional.of(kind))) {
                return i;
            }
        }
        return -1;
    }

    private static int nearest(BotView v, Predicate<BotView.Fixture> p, BotView.Cook me) {
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (BotView.Fixture st : v.stations()) {
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

    private List<Cell> others(BotView v) {
        List<Cell> out = new ArrayList<>();
        for (BotView.Cook c : v.cooks()) {
            if (!c.id().equals(id)) {
                out.add(c.cell());
            }
        }
        return out;
    }

    private static boolean adjacent(Cell a, Cell b) {
        return Math.abs(a.x() - b.x()) + Math.abs(a.y() - b.y()) == 1;
    }

    /** Shortest walk over open cells (not through {@code avoid}) to an orthogonal neighbour of {@code target}, or empty. */
    static List<Cell> route(Kitchen k, Cell from, Cell target, List<Cell> avoid) {
        int w = k.width();
        int[] prev = new int[w * k.height()];
        Arrays.fill(prev, -2);
        ArrayDeque<Cell> q = new ArrayDeque<>();
        if (!k.inBounds(from.x(), from.y())) {
            return List.of();
        }
        q.add(from);
        prev[from.y() * w + from.x()] = -1;
        int[][] dirs = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        while (!q.isEmpty()) {
            Cell c = q.poll();
            if (adjacent(c, target) && !k.blocks(c.x(), c.y())) {
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
