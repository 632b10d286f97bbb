package undercooked.sim;

import java.util.List;

/**
 * The canonical order of the kernel, as data. Order is gameplay: the action gate reads positions
 * before movement changes them, the clock ends a round after everything else has had its say.
 * This table, {@code TickOrderTest}'s expected list and the table in docs/SIMULATION.md are three
 * deliberate copies: change one without the others and a test fails.
 */
public final class TickOrder {
    private TickOrder() {
    }

    /** Stages run once per {@link Sim#step} call, before any substep. */
    public static final List<String> PER_CALL = List.of("clamp_and_accumulate", "resolve_inputs");

    /** Systems run on every substep, in this order. */
    static final List<TickSystem> PER_SUBSTEP = List.of(
            new TickSystem("action_gate", ActionGate::run),
            new TickSystem("movement", Movement::run),
            new TickSystem("stations", Pipelines::run),
            new TickSystem("orders", Orders::run),
            new TickSystem("hazards", HazardSystem::run),
            new TickSystem("round_timer", RoundClock::run),
            new TickSystem("advance_tick", s -> s.state = s.state.withTick(s.state.tick() + 1)));

    /** The substep systems' names, in order. */
    public static List<String> substepNames() {
        return PER_SUBSTEP.stream().map(TickSystem::name).toList();
    }
}
