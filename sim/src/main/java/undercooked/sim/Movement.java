package undercooked.sim;

import java.util.ArrayList;
import java.util.List;

import static undercooked.sim.SimConstants.ACCEL;
import static undercooked.sim.SimConstants.CONTACT_EPS;
import static undercooked.sim.SimConstants.DECEL;
import static undercooked.sim.SimConstants.MAX_SPEED;
import static undercooked.sim.SimConstants.MOVE_EPS;
import static undercooked.sim.SimConstants.PUSH_ITERATIONS;
import static undercooked.sim.SimConstants.PUSH_SLOP;
import static undercooked.sim.SimConstants.RADIUS;
import static undercooked.sim.SimConstants.STEP_DT;
import static undercooked.sim.SimConstants.STUN_EPS;

/**
 * Stage three: intent becomes velocity, velocity becomes position. Terrain is resolved first, per
 * cook and per axis; cooks push each other afterwards, and a push is swept against terrain too,
 * so being bumped can never put anybody inside a wall.
 */
final class Movement {
    private Movement() {
    }

    static void run(Substep s) {
        KitchenState st = s.state;
        Kitchen k = st.kitchen();
        int n = st.players().size();
        List<Player> stunned = new ArrayList<>(n);
        for (Player p : st.players()) {
            stunned.add(applyStun(p, s));
        }
        s.moveStart = stunned;
        double[] px = new double[n];
        double[] py = new double[n];
        Player[] out = new Player[n];
        for (int i = 0; i < n; i++) {
            Player p = stunned.get(i);
            PlayerInput f = s.frames[i];
            if (st.players().get(i).stun() > 0.0) {
                // Held for the whole substep the stun is spent on, including the last one.
                out[i] = p;
                px[i] = p.pos().x();
                py[i] = p.pos().y();
                continue;
            }
            out[i] = move(k, p, f == null ? Vec2.ZERO : f.move(), f == null ? null : f.face().orElse(null),
                    HazardSystem.traction(st.hazards(), p.pos()));
            px[i] = out[i].pos().x();
            py[i] = out[i].pos().y();
        }
        if (n > 1) {
            separate(k, px, py, stunned, s.frames);
        }
        List<Player> result = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Player p = out[i];
            if (px[i] != p.pos().x() || py[i] != p.pos().y()) {
                p = p.withPos(new Vec2(px[i], py[i]));
            }
            result.add(p);
        }
        s.state = st.withPlayers(result);
    }

    /** Ticks a stun down; a cook entering a stun is reported once, not every substep. */
    static Player applyStun(Player p, Substep s) {
        if (p.stun() <= 0.0) {
            if (p.state() == PlayerState.STUNNED) {
                return p.withBody(p.pos(), Vec2.ZERO, p.facing(), PlayerState.IDLE, 0.0);
            }
            return p;
        }
        if (p.state() != PlayerState.STUNNED) {
            s.events.add(Event.of(EventKind.STUNNED, s.tick(), p.pos().x(), p.pos().y(),
                    "player_id", p.id(), "stun", p.stun()));
        }
        double left = p.stun() - STEP_DT;
        if (left <= STUN_EPS) {
            return p.withBody(p.pos(), Vec2.ZERO, p.facing(), PlayerState.IDLE, 0.0);
        }
        return p.withBody(p.pos(), Vec2.ZERO, p.facing(), PlayerState.STUNNED, left);
    }

    /** Clamps a requested move to a direction: length at most 1; non-finite input is no input. */
    static Vec2 intentDirection(Vec2 move) {
        if (!move.isFinite()) {
            return Vec2.ZERO;
        }
        double len = move.length();
        if (len <= 1.0) {
            return move;
        }
        return new Vec2(move.x() / len, move.y() / len);
    }

    /** One cook's velocity, facing and terrain-swept position for this substep. */
    static Player move(Kitchen k, Player p, Vec2 requested, Facing face, MoveModifiers mods) {
        if (p.state() == PlayerState.STUNNED) {
            return p;
        }
        Vec2 intent = intentDirection(requested);
        boolean pushing = intent.x() != 0.0 || intent.y() != 0.0;
        double vx = p.vel().x();
        double vy = p.vel().y();
        double tx = intent.x() * MAX_SPEED * mods.speedScale();
        double ty = intent.y() * MAX_SPEED * mods.speedScale();
        if (pushing || !mods.slide()) {
            double rate = (pushing ? ACCEL : DECEL) * mods.accelScale() * STEP_DT;
            double dx = tx - vx;
            double dy = ty - vy;
            double dist = Math.sqrt(dx * dx + dy * dy);
            if (dist <= rate) {
                vx = tx;
                vy = ty;
            } else {
                vx += dx / dist * rate;
                vy += dy / dist * rate;
            }
        }
        double x = p.pos().x();
        double y = p.pos().y();
        double nx = sweep(k, x, y, vx * STEP_DT, true);
        if (nx != x + vx * STEP_DT) {
            vx = 0.0;
        }
        double ny = sweep(k, nx, y, vy * STEP_DT, false);
        if (ny != y + vy * STEP_DT) {
            vy = 0.0;
        }
        Facing facing = face != null ? face : facingFor(intent, p.facing());
        double speed = Math.sqrt(vx * vx + vy * vy);
        PlayerState state = speed > MOVE_EPS ? PlayerState.MOVING : PlayerState.IDLE;
        return p.withBody(new Vec2(nx, ny), new Vec2(vx, vy), facing, state, p.stun());
    }

    /** Facing follows intent: the dominant axis, ties horizontal; no intent keeps the facing. */
    static Facing facingFor(Vec2 intent, Facing current) {
        double ax = Math.abs(intent.x());
        double ay = Math.abs(intent.y());
        if (ax == 0.0 && ay == 0.0) {
            return current;
        }
        if (ax >= ay) {
            return intent.x() > 0 ? Facing.RIGHT : Facing.LEFT;
        }
        return intent.y() > 0 ? Facing.DOWN : Facing.UP;
    }

    /** The first and last cell a body centred at {@code c} covers on one axis (inset by CONTACT_EPS). */
    static int lowCell(double c) {
        return (int) Math.floor(c - RADIUS + CONTACT_EPS);
    }

    static int highCell(double c) {
        return (int) Math.floor(c + RADIUS - CONTACT_EPS);
    }

    /**
     * Moves a body along one axis by {@code delta}, stopping short of the first blocked cell it
     * would newly overlap across its whole cross-axis span. Cells the body already covers are not
     * re-tested, so a body that starts somewhere impossible is not wedged by it. Never moves
     * backward. Works for any delta: there is no speed at which a wall can be tunnelled.
     */
    static double sweep(Kitchen k, double x, double y, double delta, boolean alongX) {
        if (delta == 0.0) {
            return alongX ? x : y;
        }
        double c = alongX ? x : y;
        double cross = alongX ? y : x;
        int crossLo = lowCell(cross);
        int crossHi = highCell(cross);
        double target = c + delta;
        if (delta > 0) {
            int from = highCell(c) + 1;
            int to = highCell(target);
            for (int cell = from; cell <= to; cell++) {
                if (spanBlocked(k, cell, crossLo, crossHi, alongX)) {
                    return Math.max(c, cell - RADIUS - CONTACT_EPS);
                }
            }
        } else {
            int from = lowCell(c) - 1;
            int to = lowCell(target);
            for (int cell = from; cell >= to; cell--) {
                if (spanBlocked(k, cell, crossLo, crossHi, alongX)) {
                    return Math.min(c, cell + 1 + RADIUS + CONTACT_EPS);
                }
            }
        }
        return target;
    }

    /** Whether a body centred at {@code p} overlaps no blocked cell. */
    static boolean bodyClear(Kitchen k, Vec2 p) {
        for (int x = lowCell(p.x()); x <= highCell(p.x()); x++) {
            for (int y = lowCell(p.y()); y <= highCell(p.y()); y++) {
                if (k.blocks(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean spanBlocked(Kitchen k, int cell, int crossLo, int crossHi, boolean alongX) {
        for (int o = crossLo; o <= crossHi; o++) {
            if (alongX ? k.blocks(cell, o) : k.blocks(o, cell)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Soft push: overlapping cooks are moved apart along the axis of least overlap, each giving
     * half; what one cannot take (a wall behind it) the other takes. Positions only, never
     * velocities. When terrain leaves a pair stuck together after every pass, the cook whose frame
     * ranks later is put back where the substep started; a cook who sent nothing never loses.
     */
    static void separate(Kitchen k, double[] px, double[] py, List<Player> start, PlayerInput[] frames) {
        int n = px.length;
        boolean anyStuck = false;
        for (int iter = 0; iter < PUSH_ITERATIONS; iter++) {
            anyStuck = false;
            boolean anyOverlap = false;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (overlapX(px, i, j) > PUSH_SLOP && overlapY(py, i, j) > PUSH_SLOP) {
                        anyOverlap = true;
                        if (pushPair(k, px, py, i, j)) {
                            anyStuck = true;
                        }
                    }
                }
            }
            if (!anyOverlap) {
                break;
            }
        }
        if (!anyStuck) {
            return;
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (overlapX(px, i, j) > PUSH_SLOP && overlapY(py, i, j) > PUSH_SLOP && !canSeparate(k, px, py, i, j)) {
                    int loser = deadlockLoser(frames, i, j);
                    if (loser >= 0) {
                        px[loser] = start.get(loser).pos().x();
                        py[loser] = start.get(loser).pos().y();
                    }
                }
            }
        }
    }

    private static double overlapX(double[] px, int i, int j) {
        return 2 * RADIUS - Math.abs(px[j] - px[i]);
    }

    private static double overlapY(double[] py, int i, int j) {
        return 2 * RADIUS - Math.abs(py[j] - py[i]);
    }

    /**
     * Pushes one pair apart along the axis of least overlap, falling back to the other axis when
     * terrain leaves no room on the first; true when they still overlap after this pass.
     */
    private static boolean pushPair(Kitchen k, double[] px, double[] py, int i, int j) {
        double ox = overlapX(px, i, j);
        double oy = overlapY(py, i, j);
        if (ox <= PUSH_SLOP || oy <= PUSH_SLOP) {
            return false;
        }
        boolean alongX = ox <= oy;
        if (pushAlong(k, px, py, i, j, alongX ? ox : oy, alongX) <= PUSH_SLOP) {
            return false;
        }
        ox = overlapX(px, i, j);
        oy = overlapY(py, i, j);
        if (ox <= PUSH_SLOP || oy <= PUSH_SLOP) {
            return false;
        }
        return pushAlong(k, px, py, i, j, alongX ? oy : ox, !alongX) > PUSH_SLOP;
    }

    /** Separates a pair by {@code need} on one axis, half each; returns what could not be taken. */
    private static double pushAlong(Kitchen k, double[] px, double[] py, int i, int j, double need, boolean alongX) {
        double[] a = alongX ? px : py;
        double d = a[j] - a[i];
        double sign = d > 0 ? 1 : d < 0 ? -1 : 1; // exactly level: the lower seat gives way to the negative side
        double movedI = shove(k, px, py, i, -sign * need / 2, alongX);
        double movedJ = shove(k, px, py, j, sign * (need - movedI), alongX);
        double rest = need - movedI - movedJ;
        if (rest > PUSH_SLOP) {
            rest -= shove(k, px, py, i, -sign * rest, alongX);
        }
        return rest;
    }

    /** Moves cook {@code i} by up to {@code delta} along one axis, swept; returns the distance covered. */
    private static double shove(Kitchen k, double[] px, double[] py, int i, double delta, boolean alongX) {
        double before = alongX ? px[i] : py[i];
        double after = sweep(k, px[i], py[i], delta, alongX);
        if (alongX) {
            px[i] = after;
        } else {
            py[i] = after;
        }
        return Math.abs(after - before);
    }

    /**
     * Whether terrain leaves the pair room to come apart on some axis: the room one cook has on
     * its side plus the room the other has on its side covers the overlap. A queue drains; a
     * deadlock does not.
     */
    private static boolean canSeparate(Kitchen k, double[] px, double[] py, int i, int j) {
        for (boolean alongX : new boolean[] {true, false}) {
            double[] a = alongX ? px : py;
            double need = 2 * RADIUS - Math.abs(a[j] - a[i]);
            // Each cook can only give way on its own side: i below j moves down, j up; level, either.
            double[] sides = a[i] < a[j] ? new double[] {-1} : a[i] > a[j] ? new double[] {1} : new double[] {-1, 1};
            for (double side : sides) {
                double roomI = Math.abs(sweep(k, px[i], py[i], side * 2 * RADIUS, alongX) - a[i]);
                double roomJ = Math.abs(sweep(k, px[j], py[j], -side * 2 * RADIUS, alongX) - a[j]);
                if (roomI + roomJ + Math.abs(a[j] - a[i]) >= 2 * RADIUS - PUSH_SLOP && need > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The later-ranked frame of the two; -1 when neither cook sent one (nobody is reverted). */
    private static int deadlockLoser(PlayerInput[] frames, int i, int j) {
        PlayerInput fi = frames[i];
        PlayerInput fj = frames[j];
        if (fi == null && fj == null) {
            return -1;
        }
        if (fi == null) {
            return j;
        }
        if (fj == null) {
            return i;
        }
        return Inputs.ranksBefore(fj, fi) ? i : j;
    }
}
