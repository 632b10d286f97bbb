package undercooked.bots;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Optional;

import undercooked.sim.Cell;
import undercooked.sim.Facing;
import undercooked.sim.HazardKind;
import undercooked.sim.Vec2;

/**
 * One bot's legs: downhill on a station's cost field, one cell at a time, to a cell from which the
 * station is used, turning to face it on the last step so the press can follow at once. It steps
 * round cooks standing in the way, waits for the moving obstacle to pass, and when it has not
 * moved for a while walks a detour that avoids every other cook.
 */
final class Walker {
    /** What to send this tick: a stick and maybe a facing, or that the cook stands where it should. */
    record Stride(Vec2 move, Optional<Facing> face, boolean arrived) {
    }

    private static final int STUCK_TICKS = 14;
    private static final double OBSTACLE_CLEARANCE = 1.45;

    private final KitchenMap map;
    private int best = KitchenMap.FAR;
    private int bestFor = -2;
    private int still;
    private int[] detour = new int[0];
    private int detourAt;
    private int detourFor = -1;
    private Vec2 obstacleLast = new Vec2(-100, -100);
    private int waitedForObstacle;
    private int flip;

    Walker(KitchenMap map) {
        this.map = map;
    }

    /** Forget a detour (a new target). */
    void reset() {
        detour = new int[0];
        detourFor = -1;
        still = 0;
        best = KitchenMap.FAR;
    }

    Stride toward(BotView v, BotView.Cook me, int station, double speed) {
        return walk(v, me, map.field(station), station, speed);
    }

    /** Out of the way: to the nearest floor cell with no station beside it (there, it stands still). */
    Stride park(BotView v, BotView.Cook me, double speed) {
        return walk(v, me, map.parkField(), -1, speed);
    }

    private Stride walk(BotView v, BotView.Cook me, int[] field, int station, double speed) {
        Cell here = me.cell();
        if (!v.kitchen().inBounds(here.x(), here.y())) {
            return new Stride(Vec2.ZERO, Optional.empty(), false);
        }
        int at = map.index(here);
        if (field[at] == 0) {
            still = 0;
            best = KitchenMap.FAR;
            return new Stride(Vec2.ZERO, station < 0 ? Optional.empty() : Optional.of(map.facingTo(at, station)), true);
        }
        // Progress is the cost still to walk going down; pushing against another cook on the spot is not progress.
        if (field[at] < best || station != bestFor) {
            best = field[at];
            bestFor = station;
            still = 0;
        } else {
            still++;
        }
        int next = -1;
        if (detourFor == station && detourAt < detour.length) {
            while (detourAt < detour.length && detour[detourAt] == at) {
                detourAt++;
            }
            if (detourAt < detour.length && adjacent(at, detour[detourAt])) {
                next = detour[detourAt];
            } else {
                detour = new int[0];
            }
        }
        if (next < 0) {
            next = downhill(v, me, at, field);
        }
        if (next < 0 || still > STUCK_TICKS) {
            if (planDetour(v, me, at, station, field)) {
                next = detour[detourAt];
            }
            still = 0;
            if (next < 0) {
                // Boxed in: a short step aside, alternating sides, lets a jam drain.
                flip++;
                Facing f = Facing.values()[flip % 4];
                return new Stride(new Vec2(f.dx() * speed, f.dy() * speed), Optional.empty(), false);
            }
        }
        Cell to = map.cell(next);
        if (obstacleInTheWay(v, me, to)) {
            return new Stride(Vec2.ZERO, Optional.empty(), false);
        }
        double dx = to.centerX() - me.pos().x();
        double dy = to.centerY() - me.pos().y();
        double gain = field[next] == 0 ? 5.0 : 3.0;
        double mx = clamp(dx * gain);
        double my = clamp(dy * gain);
        // Keep to the right of a cook just ahead: two cooks meeting head-on pass instead of pushing.
        for (BotView.Cook c : v.cooks()) {
            if (c.id().equals(me.id())) {
                continue;
            }
            double rx = c.pos().x() - me.pos().x();
            double ry = c.pos().y() - me.pos().y();
            double d = Math.sqrt(rx * rx + ry * ry);
            double m = Math.sqrt(mx * mx + my * my);
            if (d < 1.05 && m > 1e-6 && (rx * mx + ry * my) > 0.5 * d * m) {
                double px = -my / m;
                double py = mx / m;
                mx = mx / m * 0.6 + px * 0.8;
                my = my / m * 0.6 + py * 0.8;
            }
        }
        double len = Math.sqrt(mx * mx + my * my);
        if (len > 1.0) {
            mx /= len;
            my /= len;
        }
        Optional<Facing> face = field[next] == 0 && station >= 0 ? Optional.of(map.facingTo(next, station)) : Optional.empty();
        return new Stride(new Vec2(mx * speed, my * speed), face, false);
    }

    /** The cheapest neighbour that goes downhill, not one another cook stands in if there is another way. */
    private int downhill(BotView v, BotView.Cook me, int at, int[] field) {
        int best = -1;
        int bestCost = field[at];
        int blocked = -1;
        for (int d = 0; d < 4; d++) {
            int nb = map.neighbour(at, d);
            if (!map.open(nb) || field[nb] >= bestCost) {
                continue;
            }
            if (occupied(v, me, nb)) {
                blocked = nb;
                continue;
            }
            best = nb;
            bestCost = field[nb];
        }
        return best >= 0 ? best : blocked;
    }

    private static boolean occupied(BotView v, BotView.Cook me, int cell) {
        for (BotView.Cook c : v.cooks()) {
            if (!c.id().equals(me.id())) {
                Cell cc = c.cell();
                if (cc.y() * v.kitchen().width() + cc.x() == cell) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A breadth-first path round every other cook to a free cell that uses the station. */
    private boolean planDetour(BotView v, BotView.Cook me, int at, int station, int[] field) {
        int n = map.width * map.height;
        int[] prev = new int[n];
        Arrays.fill(prev, -2);
        boolean[] busy = new boolean[n];
        for (BotView.Cook c : v.cooks()) {
            if (!c.id().equals(me.id()) && v.kitchen().inBounds(c.cell().x(), c.cell().y())) {
                busy[map.index(c.cell())] = true;
            }
        }
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(at);
        prev[at] = -1;
        int goal = -1;
        while (!q.isEmpty()) {
            int c = q.poll();
            if (field[c] == 0 && c != at) {
                goal = c;
                break;
            }
            for (int d = 0; d < 4; d++) {
                int nb = map.neighbour(c, (d + flip) % 4);
                if (map.open(nb) && prev[nb] == -2 && !busy[nb]) {
                    prev[nb] = c;
                    q.add(nb);
                }
            }
        }
        flip++;
        if (goal < 0) {
            detour = new int[0];
            return false;
        }
        int len = 0;
        for (int c = goal; c != at; c = prev[c]) {
            len++;
        }
        detour = new int[len];
        int i = len - 1;
        for (int c = goal; c != at; c = prev[c]) {
            detour[i--] = c;
        }
        detourAt = 0;
        detourFor = station;
        return true;
    }

    /** Whether the obstacle is near the next cell and coming closer: then wait for it to pass. */
    private boolean obstacleInTheWay(BotView v, BotView.Cook me, Cell to) {
        for (BotView.Danger d : v.hazards()) {
            if (d.kind() != HazardKind.MOVING_OBSTACLE) {
                continue;
            }
            Vec2 o = d.pos();
            double nowTo = dist(o, to.centerX(), to.centerY());
            double before = dist(obstacleLast, to.centerX(), to.centerY());
            obstacleLast = o;
            boolean closing = nowTo < before - 1e-9;
            double fromMe = dist(o, me.pos().x(), me.pos().y());
            if (nowTo < OBSTACLE_CLEARANCE && (closing || nowTo < 0.9) && fromMe > 0.9 && waitedForObstacle < 60) {
                waitedForObstacle++;
                return true;
            }
            waitedForObstacle = 0;
        }
        return false;
    }

    private static double dist(Vec2 a, double x, double y) {
        double dx = a.x() - x;
        double dy = a.y() - y;
        return Math.sqrt(dx * dx + dy * dy);
    }

    private boolean adjacent(int a, int b) {
        int ax = a % map.width;
        int ay = a / map.width;
        int bx = b % map.width;
        int by = b / map.width;
        return Math.abs(ax - bx) + Math.abs(ay - by) == 1;
    }

    private static double clamp(double d) {
        return Math.max(-1.0, Math.min(1.0, d));
    }
}
