package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A closed-loop script for whole-round tests: each cook works through a list of goals (walk to a
 * cell and face a way, press for n ticks, wait for a tick, wait for an item to appear on a cell).
 * The inputs it produces depend only on the states it sees, so a deterministic kernel gives the
 * same inputs every run; the recorded inputs then replay open-loop.
 */
final class Choreography {
    sealed interface Goal {
    }

    record MoveTo(int x, int y, Facing face) implements Goal {
    }

    record Press(int ticks) implements Goal {
    }

    record WaitTick(long tick) implements Goal {
    }

    record WaitItemOn(int x, int y) implements Goal {
    }

    private final List<String> ids;
    private final List<List<Goal>> goals;
    private final int[] next;
    private final int[] pressed;
    private final long[] seq;

    Choreography(List<String> ids, List<List<Goal>> goals) {
        this.ids = List.copyOf(ids);
        this.goals = goals;
        this.next = new int[ids.size()];
        this.pressed = new int[ids.size()];
        this.seq = new long[ids.size()];
    }

    boolean done() {
        for (int i = 0; i < ids.size(); i++) {
            if (next[i] < goals.get(i).size()) {
                return false;
            }
        }
        return true;
    }

    /** Where each cook is in its goal list, for failure messages. */
    String progress(KitchenState s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ids.size(); i++) {
            Player p = s.players().get(i);
            b.append(ids.get(i)).append(" at goal ").append(next[i]).append('/').append(goals.get(i).size())
                    .append(next[i] < goals.get(i).size() ? " " + goals.get(i).get(next[i]) : "")
                    .append(" pos ").append(p.pos()).append(" held ").append(p.held().map(Item::wireName).orElse("-"))
                    .append("; ");
        }
        return b.toString();
    }

    List<PlayerInput> inputs(KitchenState s) {
        List<PlayerInput> out = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            out.add(input(s, i));
        }
        return out;
    }

    private PlayerInput input(KitchenState s, int i) {
        Player p = s.players().get(i);
        List<Goal> mine = goals.get(i);
        double mx = 0;
        double my = 0;
        boolean act = false;
        Optional<Facing> face = Optional.empty();
        while (next[i] < mine.size()) {
            Goal g = mine.get(next[i]);
            if (g instanceof MoveTo m) {
                double dx = m.x() + 0.5 - p.pos().x();
                double dy = m.y() + 0.5 - p.pos().y();
                if (Math.abs(dx) < 0.06 && Math.abs(dy) < 0.06 && p.vel().length() < 0.2) {
                    // Turn on this frame, act from the next: the gate reads the facing before movement.
                    face = Optional.of(m.face());
                    next[i]++;
                    break;
                }
                mx = Math.max(-1, Math.min(1, dx * 3));
                my = Math.max(-1, Math.min(1, dy * 3));
                break;
            } else if (g instanceof Press pr) {
                if (pressed[i] < pr.ticks()) {
                    pressed[i]++;
                    act = true;
                    break;
                }
                pressed[i] = 0;
                next[i]++;
                break; // one released frame between presses
            } else if (g instanceof WaitTick w) {
                if (s.tick() < w.tick()) {
                    break;
                }
                next[i]++;
            } else if (g instanceof WaitItemOn w) {
                int st = s.kitchen().stationIndexAt(w.x(), w.y()).orElseThrow();
                if (s.stations().get(st).contents().isEmpty()) {
                    break;
                }
                next[i]++;
            }
        }
        return new PlayerInput(ids.get(i), new Vec2(mx, my), act, face, s.tick(), ++seq[i]);
    }

    /** Two cooks: a fetches a tomato and passes it over the middle counter; b takes it (a hand-off),
     *  puts it back; both grab for it on the same tick (contested); the winner trashes it. */
    static Choreography twoCooks() {
        return new Choreography(List.of("a", "b"), List.of(
                List.of(new MoveTo(1, 2, Facing.UP), new Press(1), new MoveTo(5, 4, Facing.RIGHT), new Press(1),
                        new WaitTick(260), new Press(1), new MoveTo(7, 6, Facing.DOWN), new Press(10),
                        new MoveTo(7, 6, Facing.DOWN), new Press(10)),
                List.of(new MoveTo(7, 4, Facing.LEFT), new WaitItemOn(6, 4), new Press(1), new Press(1),
                        new WaitTick(260), new Press(1), new MoveTo(7, 6, Facing.DOWN), new Press(10))));
    }

    /** Four cooks: the two-cook pass on the top half, and a contested grab on the lower counter. */
    static Choreography fourCooks() {
        return new Choreography(List.of("a", "b", "c", "d"), List.of(
                List.of(new MoveTo(1, 2, Facing.UP), new Press(1), new MoveTo(5, 4, Facing.RIGHT), new Press(1)),
                List.of(new MoveTo(7, 4, Facing.LEFT), new WaitItemOn(6, 4), new Press(1),
                        new MoveTo(7, 6, Facing.DOWN), new Press(10)),
                List.of(new MoveTo(1, 6, Facing.DOWN), new Press(1), new MoveTo(5, 5, Facing.RIGHT), new Press(1),
                        new WaitTick(300), new Press(1)),
                List.of(new WaitTick(150), new MoveTo(7, 5, Facing.LEFT), new WaitTick(300), new Press(1),
                        new MoveTo(8, 6, Facing.DOWN), new Press(10))));
    }
}
