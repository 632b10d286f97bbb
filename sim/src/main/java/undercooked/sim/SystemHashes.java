package undercooked.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The hashes after each stage of the substep that led into one recorded tick, as
 * {@link SystemTrace} names the stages: {@link SystemTrace#PARKS} first when cooks were parked
 * before the substep, then {@link TickOrder#substepNames()}. A golden keeps one per tick so a
 * later run that diverges at a tick can be re-run system by system and held against the golden's
 * own stage hashes, without the golden's states.
 *
 * @param tick the tick the substep led into (at least 1)
 * @param stages the stages' names, in the order they ran
 * @param hashes the state hash after each stage, same order
 */
public record SystemHashes(long tick, List<String> stages, List<Long> hashes) {
    private static final List<String> SUBSTEP = TickOrder.substepNames();
    private static final List<String> PARKED = withParks();

    public SystemHashes {
        if (tick < 1) {
            throw new IllegalArgumentException("system hashes are of the substep into a tick from 1 up, got " + tick);
        }
        stages = List.copyOf(stages);
        hashes = List.copyOf(hashes);
        if (!stages.equals(SUBSTEP) && !stages.equals(PARKED)) {
            throw new IllegalArgumentException("the stages of tick " + tick + " are " + stages + "; a substep's are "
                    + stageNames(false) + ", with \"" + SystemTrace.PARKS + "\" first when cooks were parked");
        }
        if (hashes.size() != stages.size()) {
            throw new IllegalArgumentException("tick " + tick + " has " + hashes.size() + " stage hashes for "
                    + stages.size() + " stages");
        }
    }

    /** The stage names of a substep, with or without the parks before it. */
    public static List<String> stageNames(boolean parks) {
        return parks ? PARKED : SUBSTEP;
    }

    /** The hashes of a traced substep: the tick it leads into and each stage's hash. */
    public static SystemHashes of(SystemTrace trace) {
        Objects.requireNonNull(trace, "trace");
        return new SystemHashes(trace.tick() + 1, trace.stages().stream().map(SystemTrace.Stage::system).toList(),
                trace.stages().stream().map(SystemTrace.Stage::hash).toList());
    }

    /** True when cooks were parked before this substep. */
    public boolean parked() {
        return stages.size() == PARKED.size();
    }

    /**
     * The first stage after which {@code trace} (of the substep into this tick, from a state that
     * matched) holds another state than these hashes say, or empty when every stage agrees.
     * A trace with parks where these have none (or the other way round) differs at the parks.
     */
    public Optional<String> firstDifference(SystemTrace trace) {
        Objects.requireNonNull(trace, "trace");
        if (trace.tick() + 1 != tick) {
            throw new IllegalArgumentException("a trace of the substep into tick " + (trace.tick() + 1)
                    + " is held against the hashes of tick " + tick);
        }
        List<SystemTrace.Stage> ours = trace.stages();
        if (ours.size() != stages.size()) {
            return Optional.of(SystemTrace.PARKS);
        }
        for (int i = 0; i < ours.size(); i++) {
            if (ours.get(i).hash() != hashes.get(i)) {
                return Optional.of(stages.get(i));
            }
        }
        return Optional.empty();
    }

    private static List<String> withParks() {
        List<String> out = new ArrayList<>();
        out.add(SystemTrace.PARKS);
        out.addAll(TickOrder.substepNames());
        return List.copyOf(out);
    }
}
