package undercooked.sim;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The blessed outcome of a script: its provenance, the final tick and hash, and every hash the run
 * recorded. A check re-runs the script and compares hashes; the provenance (which script, which
 * level layout) is there so a failed check can say whether the script or the level changed since
 * the golden was recorded, or the rules did.
 *
 * <p>A golden recorded at cadence 1 may also keep, for every tick after 0, the hashes after each
 * stage of the substep into it ({@code systems}). A divergence at a tick whose previous tick
 * matched is then attributable to one substep, and re-running that substep system by system names
 * the system after which the run first departs ({@link ReplayRun#divergentSystem}). At any other
 * cadence the tick before a divergence was never compared, so a golden there keeps none.
 *
 * @param script the script's name
 * @param scriptFingerprint {@link InputScript#fingerprint()} when recorded
 * @param layoutHash {@link Kitchen#layoutHash()} of the level when recorded
 * @param hashes in strictly increasing tick order, ending with ({@code finalTick}, {@code finalHash})
 * @param systems empty, or one entry per recorded tick after 0, same order (cadence 1 only)
 */
public record Golden(String script, String levelId, long seed, int recordEvery, long scriptFingerprint,
                     long layoutHash, long finalTick, long finalHash, List<TickHash> hashes,
                     List<SystemHashes> systems) {
    public Golden {
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(levelId, "levelId");
        hashes = List.copyOf(hashes);
        systems = List.copyOf(systems);
        if (hashes.isEmpty()) {
            throw new IllegalArgumentException("a golden records at least one hash");
        }
        for (int i = 1; i < hashes.size(); i++) {
            if (hashes.get(i).tick() <= hashes.get(i - 1).tick()) {
                throw new IllegalArgumentException("golden hashes must be in increasing tick order; tick "
                        + hashes.get(i).tick() + " follows " + hashes.get(i - 1).tick());
            }
        }
        TickHash last = hashes.getLast();
        if (last.tick() != finalTick || last.hash() != finalHash) {
            throw new IllegalArgumentException("the golden's final tick and hash (" + finalTick + ", "
                    + Hasher.hex(finalHash) + ") must be its last recorded entry (" + last.tick() + ", " + last.hex() + ")");
        }
        checkSystems(recordEvery, hashes, systems);
    }

    /** A golden without system hashes. */
    public Golden(String script, String levelId, long seed, int recordEvery, long scriptFingerprint,
                  long layoutHash, long finalTick, long finalHash, List<TickHash> hashes) {
        this(script, levelId, seed, recordEvery, scriptFingerprint, layoutHash, finalTick, finalHash, hashes, List.of());
    }

    /** The golden a run would bless, with the run's system hashes when it recorded them. */
    public static Golden of(InputScript script, Kitchen kitchen, ReplayResult result) {
        return new Golden(script.name(), script.levelId(), script.seed(), script.recordEvery(), script.fingerprint(),
                kitchen.layoutHash(), result.finalTick(), result.finalHash(), result.hashes(), result.systems());
    }

    public boolean hasSystemHashes() {
        return !systems.isEmpty();
    }

    /** The same golden without its system hashes. */
    public Golden withoutSystemHashes() {
        return new Golden(script, levelId, seed, recordEvery, scriptFingerprint, layoutHash, finalTick, finalHash, hashes);
    }

    /** The recorded hash at {@code tick}, if the golden recorded that tick. */
    public OptionalLong hashAt(long tick) {
        int i = indexOf(tick);
        return i < 0 ? OptionalLong.empty() : OptionalLong.of(hashes.get(i).hash());
    }

    /** The system hashes of the substep into {@code tick}, if the golden keeps them. */
    public Optional<SystemHashes> systemsAt(long tick) {
        if (systems.isEmpty()) {
            return Optional.empty();
        }
        int i = indexOf(tick);
        return i < 1 ? Optional.empty() : Optional.of(systems.get(i - 1));
    }

    private int indexOf(long tick) {
        return TickHash.indexOf(hashes, tick);
    }

    private static void checkSystems(int recordEvery, List<TickHash> hashes, List<SystemHashes> systems) {
        if (systems.isEmpty()) {
            return;
        }
        if (recordEvery != 1) {
            throw new IllegalArgumentException("system hashes are kept at cadence 1 only (record_every 1), this golden"
                    + " records every " + recordEvery + " ticks");
        }
        if (systems.size() != hashes.size() - 1) {
            throw new IllegalArgumentException("a golden with system hashes keeps one per recorded tick after 0: "
                    + (hashes.size() - 1) + ", got " + systems.size());
        }
        for (int i = 0; i < systems.size(); i++) {
            if (systems.get(i).tick() != hashes.get(i + 1).tick()) {
                throw new IllegalArgumentException("system hashes entry " + i + " is of tick " + systems.get(i).tick()
                        + "; the recorded tick there is " + hashes.get(i + 1).tick());
            }
        }
    }
}
