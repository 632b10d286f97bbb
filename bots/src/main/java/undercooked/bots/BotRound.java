package undercooked.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;

import undercooked.sim.InputScript;
import undercooked.sim.Kitchen;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;
import undercooked.sim.Rng;
import undercooked.sim.RoundResult;
import undercooked.sim.SimConstants;
import undercooked.sim.Sim;
import undercooked.sim.StepResult;
import undercooked.sim.Vec2;
import undercooked.sim.Verdict;

/**
 * A whole round of bots, in-process: the kernel stepped one {@code STEP_DT} a tick, each bot fed
 * the view of the state before the step. What the bots sent is kept as an ordinary input script,
 * so the round replays clean with {@code replay check} and opens in the studio.
 */
public final class BotRound {
    /** Salt for the bots' seeds, so a bot's choices never share a stream with the round's. */
    private static final long BOT_SALT = 0x626f7473L; // "bots"

    /**
     * One round's outcome.
     *
     * @param result the kernel's result screen
     * @param script every input the bots sent (centred, button-up frames left out: the kernel reads a missing frame so)
     * @param finalState the last state
     * @param illegalInputs inputs that broke the contract (a move longer than 1 or not finite, another cook's id); 0 for a sound bot
     * @param idleReasons each bot's idle reasons, in the order they were first said, prefixed with its id
     * @param botNanos time spent in the bots (views and decisions) by the clock passed in; 0 without one
     * @param botTicks decisions asked for: ticks times bots
     */
    public record Result(RoundResult result, InputScript script, KitchenState finalState, long illegalInputs,
                         List<String> idleReasons, long botNanos, long botTicks) {
        public Result {
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(script, "script");
            Objects.requireNonNull(finalState, "finalState");
            idleReasons = List.copyOf(idleReasons);
        }
    }

    private BotRound() {
    }

    /** The player ids a bot round seats: {@code bot1}, {@code bot2}, ... */
    public static List<String> ids(int cooks) {
        List<String> ids = new ArrayList<>(cooks);
        for (int i = 1; i <= cooks; i++) {
            ids.add("bot" + i);
        }
        return ids;
    }

    /** {@code cooks} bots of one persona. */
    public static Result play(Kitchen kitchen, int cooks, Persona persona, long seed) {
        List<Persona> all = new ArrayList<>();
        for (int i = 0; i < cooks; i++) {
            all.add(persona);
        }
        return play(kitchen, all, seed);
    }

    /** One bot per persona, seated in that order; the round and every bot seeded from {@code seed}. */
    public static Result play(Kitchen kitchen, List<Persona> personas, long seed) {
        return play(kitchen, personas, seed, () -> 0L);
    }

    /**
     * As {@link #play(Kitchen, List, long)}, timing the bots with {@code clock} (nanoseconds; the
     * benchmark passes {@code System::nanoTime}, which this module may not read itself).
     */
    public static Result play(Kitchen kitchen, List<Persona> personas, long seed, LongSupplier clock) {
        Objects.requireNonNull(kitchen, "kitchen");
        if (personas.isEmpty()) {
            throw new IllegalArgumentException("a bot round needs at least one cook");
        }
        List<String> ids = ids(personas.size());
        Team team = new Team();
        List<Bot> bots = new ArrayList<>();
        Rng seeds = new Rng(seed).fork(BOT_SALT);
        for (int i = 0; i < personas.size(); i++) {
            bots.add(Bots.create(personas.get(i), ids.get(i), seeds.nextLong(), team));
        }
        KitchenState state = Sim.newRound(kitchen, ids, seed);
        List<InputScript.Frame> frames = new ArrayList<>();
        List<String> reasons = new ArrayList<>();
        List<Optional<String>> said = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            said.add(Optional.empty());
        }
        long illegal = 0;
        long limit = kitchen.timeLimitTicks() + 1;
        List<PlayerInput> inputs = new ArrayList<>(bots.size());
        long botNanos = 0;
        long botTicks = 0;
        while (state.verdict() == Verdict.PLAYING && state.tick() < limit) {
            long t0 = clock.getAsLong();
            BotView view = BotView.of(state);
            inputs.clear();
            for (int i = 0; i < bots.size(); i++) {
                Bot b = bots.get(i);
                PlayerInput in = b.next(view);
                if (!legal(in, b.playerId())) {
                    illegal++;
                }
                inputs.add(in);
                if (!in.move().equals(Vec2.ZERO) || in.action() || in.face().isPresent()) {
                    frames.add(new InputScript.Frame(state.tick(), in.playerId(), in.move(), in.action(), in.face()));
                }
                Optional<String> why = b.idleReason();
                if (why.isPresent() && !why.equals(said.get(i))) {
                    reasons.add(b.playerId() + ": " + why.get());
                }
                said.set(i, why);
            }
            botNanos += clock.getAsLong() - t0;
            botTicks += bots.size();
            StepResult r = Sim.step(state, SimConstants.STEP_DT, inputs);
            state = r.state();
        }
        InputScript script = new InputScript("bots_" + kitchen.id() + "_" + personas.size() + "_" + Long.toUnsignedString(seed),
                seed, kitchen.id(), SimConstants.TICK_HZ, InputScript.DEFAULT_RECORD_EVERY, frames, List.of(), ids,
                List.of(), Optional.empty());
        return new Result(RoundResult.of(state), script, state, illegal, reasons, botNanos, botTicks);
    }

    /** The contract an input must keep: this cook's id, a finite move no longer than 1. */
    static boolean legal(PlayerInput in, String playerId) {
        return in.playerId().equals(playerId) && in.move().isFinite() && in.move().length() <= 1.0;
    }
}
