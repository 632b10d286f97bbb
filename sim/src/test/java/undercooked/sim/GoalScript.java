package undercooked.sim;

import java.util.List;
import java.util.Optional;

/**
 * Cooks working through lists of goals (walk to a cell and face a way, push the stick for a
 * while, press for n ticks, wait for a tick, for an item on a cell or for a fixture to finish),
 * deciding each frame from the live state. The intents depend only on the states seen, so a
 * deterministic kernel gets the same intents every run, and the recorded frames then replay
 * open-loop. The sim's whole-round tests ({@link Choreography}) and the levels module's script
 * maker both drive cooks with it; it is shared through the sim's test jar.
 */
public final class GoalScript {

    public sealed interface Goal {
    }

    public record MoveTo(int x, int y, Facing face) implements Goal {
    }

    /** Hold the stick at (mx, my) for n ticks, whatever is in the way. */
    public record Push(double mx, double my, int ticks) implements Goal {
    }

    public record Press(int ticks) implements Goal {
    }

    public record WaitTick(long tick) implements Goal {
    }

    public record WaitItemOn(int x, int y) implements Goal {
    }

    /** Wait until the fixture at (x, y) has finished its work (chopped, cooked, plated). */
    public record WaitReady(int x, int y) implements Goal {
    }

    /** One cook's frame of intent. */
    public record Intent(double mx, double my, boolean act, Optional<Facing> face) {
    }

    private final List<String> ids;
    private final List<List<Goal>> goals;
    private final int[] next;
    private final int[] count;

    public GoalScript(List<String> ids, List<List<Goal>> goals) {
        if (ids.size() != goals.size()) {
            throw new IllegalArgumentException(ids.size() + " cooks but " + goals.size() + " goal lists");
        }
        this.ids = List.copyOf(ids);
        this.goals = List.copyOf(goals);
        this.next = new int[ids.size()];
        this.count = new int[ids.size()];
    }

    public List<String> ids() {
        return ids;
    }

    public boolean done() {
        for (int i = 0; i < ids.size(); i++) {
            if (next[i] < goals.get(i).size()) {
                return false;
            }
        }
        return true;
    }

    /** Where each cook is in its goal list, for failure messages. */
    public String progress(KitchenState s) {
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

    /** Cook {@code i}'s intent for the substep that advances {@code s}. */
    public Intent intent(KitchenState s, int i) {
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
            } else if (g instanceof Push push) {
                if (count[i] < push.ticks()) {
                    count[i]++;
                    mx = push.mx();
                    my = push.my();
                    break;
                }
                count[i] = 0;
                next[i]++;
            } else if (g instanceof Press pr) {
                if (count[i] < pr.ticks()) {
                    count[i]++;
                    act = true;
                    break;
                }
                count[i] = 0;
                next[i]++;
                break; // one released frame between presses
            } else if (g instanceof WaitTick w) {
                if (s.tick() < w.tick()) {
                    break;
                }
                next[i]++;
            } else if (g instanceof WaitItemOn w) {
                if (s.stations().get(stationAt(s, w.x(), w.y())).contents().isEmpty()) {
                    break;
                }
                next[i]++;
            } else if (g instanceof WaitReady w) {
                if (s.stations().get(stationAt(s, w.x(), w.y())).state() != StationState.READY) {
                    break;
                }
                next[i]++;
            }
        }
        return new Intent(mx, my, act, face);
    }

    private static int stationAt(KitchenState s, int x, int y) {
        return s.kitchen().stationIndexAt(x, y).orElseThrow(
                () -> new IllegalStateException("a goal waits on (" + x + ", " + y + "), which has no fixture"));
    }
}
