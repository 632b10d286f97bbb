package undercooked.bots;

import java.util.List;
import java.util.Optional;

import undercooked.sim.Facing;
import undercooked.sim.Item;
import undercooked.sim.PlayerInput;
import undercooked.sim.Rng;
import undercooked.sim.StationKind;
import undercooked.sim.StationState;
import undercooked.sim.Vec2;

/**
 * The planning bot. Every time it finishes (or fails) a step it asks {@link Decide} for the next
 * one, given what it holds and what the kitchen needs; then it walks there ({@link Walker}),
 * faces the station and presses, or holds the button for work. A press that changes nothing in
 * the hand, a hold that stops making progress, or a step that takes too long is dropped and
 * planned again: the bot never waits on a plan the kitchen has moved past.
 */
final class Planner implements Bot {
    enum Act { PICK, PUT, CHOP, WASH, EXTINGUISH, TRASH }

    /** One thing to do at one station. */
    record Step(Act act, int station) {
    }

    private static final int WALK_LIMIT = 260;
    private static final int NO_PROGRESS_LIMIT = 700;
    private static final int IDLE_LOOK_TICKS = 4;

    private final String id;
    private final Persona persona;
    private final Team team;
    private final Rng rng;
    private KitchenMap map;
    private Walker walker;
    private Decide decide;
    private Optional<String> idle = Optional.empty();

    private Step step;
    private int detourStation = -1;
    private long stepSince;
    private int delay;
    private int turnLeft;
    private boolean lastAction;
    private boolean pressed;
    private Optional<Item> heldBefore = Optional.empty();
    private boolean holding;
    private long holdSince;
    private double holdProgress;
    private long lastHoldGain;
    private long lastSuccess;
    private long seq;
    private long nextLook;
    private long[] avoid = new long[0];

    Planner(String id, Persona persona, long seed, Team team) {
        this.id = id;
        this.persona = persona;
        this.team = team;
        this.rng = new Rng(seed);
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

    /** Where the bot is in its work, for a test's failure message or a trace. */
    String describe() {
        return id + (step == null ? " deciding" : " " + step.act() + "@" + step.station()) + (holding ? " holding" : "")
                + (delay > 0 ? " delay " + delay : "") + idle.map(w -> " idle: " + w).orElse("");
    }

    @Override
    public PlayerInput next(BotView v) {
        Optional<BotView.Cook> found = v.cook(id);
        if (found.isEmpty()) {
            return frame(v, Vec2.ZERO, false, Optional.empty());
        }
        BotView.Cook me = found.get();
        if (map == null || map.kitchen != v.kitchen()) {
            map = team.map(v.kitchen());
            walker = new Walker(map);
            decide = new Decide(id, map, team);
            avoid = new long[v.stations().size()];
            lastSuccess = v.tick();
        }
        if (pressed) {
            pressed = false;
            if (!me.held().equals(heldBefore)) {
                succeed(v);
            } else {
                fail(v);
            }
        }
        if (holding) {
            if (holdDone(v, me)) {
                holding = false;
                succeed(v);
                return frame(v, Vec2.ZERO, false, Optional.empty());
            }
            if (v.tick() - lastHoldGain > 25 || v.tick() - holdSince > 200) {
                holding = false;
                fail(v);
                return frame(v, Vec2.ZERO, false, Optional.empty());
            }
            return frame(v, Vec2.ZERO, true, Optional.of(me.facing()));
        }
        if (v.tick() - lastSuccess > NO_PROGRESS_LIMIT) {
            // Nothing has worked for a long while: drop every promise and start afresh.
            team.releaseAll(id);
            step = null;
            lastSuccess = v.tick();
        }
        if (step == null) {
            if (delay > 0) {
                delay--;
                return frame(v, Vec2.ZERO, false, Optional.empty());
            }
            if (v.tick() < nextLook) {
                return frame(v, walker.park(v, me, persona.speed()).move(), false, Optional.empty());
            }
            Optional<Step> s = decide.next(v, me, avoid);
            idle = decide.idleReason();
            if (s.isEmpty()) {
                // Nothing to do: look again in a few ticks, not every tick (a decision counts the whole kitchen).
                nextLook = v.tick() + IDLE_LOOK_TICKS;
                lastSuccess = Math.max(lastSuccess, v.tick() - NO_PROGRESS_LIMIT / 2);
                Walker.Stride away = walker.park(v, me, persona.speed());
                return frame(v, away.move(), false, Optional.empty());
            }
            start(s.get(), v);
            if (delay > 0) {
                return frame(v, Vec2.ZERO, false, Optional.empty());
            }
        }
        return act(v, me);
    }

    private void start(Step s, BotView v) {
        step = s;
        stepSince = v.tick();
        walker.reset();
        int lo = persona.reactionMinTicks();
        int hi = persona.reactionMaxTicks();
        delay = hi > lo ? lo + rng.nextInt(hi - lo + 1) : lo;
        turnLeft = persona.turnTicks();
        detourStation = -1;
        if (persona.wrongStationChance() > 0 && rng.nextDouble() < persona.wrongStationChance()) {
            detourStation = wrongStation(v, s.station());
        }
    }

    /** Another station of the same kind, for a persona that sometimes walks to the wrong one first. */
    private int wrongStation(BotView v, int right) {
        StationKind k = v.stations().get(right).kind();
        List<BotView.Fixture> all = v.stations();
        int count = 0;
        for (BotView.Fixture f : all) {
            if (f.kind() == k && f.index() != right) {
                count++;
            }
        }
        if (count == 0) {
            return -1;
        }
        int pick = rng.nextInt(count);
        for (BotView.Fixture f : all) {
            if (f.kind() == k && f.index() != right && pick-- == 0) {
                return f.index();
            }
        }
        return -1;
    }

    private PlayerInput act(BotView v, BotView.Cook me) {
        if (v.tick() - stepSince > WALK_LIMIT) {
            fail(v);
            return frame(v, Vec2.ZERO, false, Optional.empty());
        }
        double speed = persona.speed();
        if (detourStation >= 0) {
            Walker.Stride wrong = walker.toward(v, me, detourStation, speed);
            if (!wrong.arrived()) {
                return frame(v, wrong.move(), false, Optional.empty());
            }
            detourStation = -1;
            walker.reset();
        }
        Walker.Stride s = walker.toward(v, me, step.station(), speed);
        if (!s.arrived()) {
            return frame(v, s.move(), false, s.face());
        }
        Facing face = s.face().orElse(me.facing());
        if (me.facing() != face) {
            return frame(v, Vec2.ZERO, false, Optional.of(face));
        }
        if (turnLeft > 0) {
            turnLeft--;
            return frame(v, Vec2.ZERO, false, Optional.of(face));
        }
        if (!decide.stillValid(v, me, step)) {
            fail(v);
            return frame(v, Vec2.ZERO, false, Optional.of(face));
        }
        if (lastAction) {
            return frame(v, Vec2.ZERO, false, Optional.of(face)); // a press needs the button up first
        }
        if (step.act() == Act.PICK || step.act() == Act.PUT) {
            pressed = true;
            heldBefore = me.held();
        } else {
            holding = true;
            holdSince = v.tick();
            lastHoldGain = v.tick();
            holdProgress = v.stations().get(step.station()).progress();
        }
        return frame(v, Vec2.ZERO, true, Optional.of(face));
    }

    private boolean holdDone(BotView v, BotView.Cook me) {
        BotView.Fixture f = v.stations().get(step.station());
        if (f.progress() > holdProgress + 1e-9 || me.held().isEmpty() && step.act() == Act.TRASH) {
            lastHoldGain = v.tick();
        }
        holdProgress = f.progress();
        if (step.act() == Act.TRASH) {
            lastHoldGain = Math.max(lastHoldGain, holdSince + 10);
        }
        return switch (step.act()) {
            case CHOP -> f.state() == StationState.READY || f.contents().isEmpty();
            case WASH -> f.contents().stream().anyMatch(Census::cleanPlate) || f.contents().isEmpty();
            case EXTINGUISH -> f.state() != StationState.BLOCKED;
            case TRASH -> me.held().isEmpty();
            default -> true;
        };
    }

    private void succeed(BotView v) {
        step = null;
        lastSuccess = v.tick();
    }

    private void fail(BotView v) {
        if (step != null) {
            avoid[step.station()] = v.tick() + 30;
        }
        step = null;
        holding = false;
        pressed = false;
        team.releaseClaims(id);
    }

    private PlayerInput frame(BotView v, Vec2 move, boolean act, Optional<Facing> face) {
        lastAction = act;
        return new PlayerInput(id, move, act, face, v.tick(), ++seq);
    }
}
