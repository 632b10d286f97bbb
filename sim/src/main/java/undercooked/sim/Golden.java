package undercooked.sim;

import java.util.List;
import java.util.Objects;

/**
 * The blessed outcome of a script: its provenance, the final tick and hash, and every hash the run
 * recorded. A check re-runs the script and compares hashes; the provenance (which script, which
 * level layout) is there so a failed check can say whether the script or the level changed since
 * the golden was recorded, or the rules did.
 *
 * @param script the script's name
 * @param scriptFingerprint {@link InputScript#fingerprint()} when recorded
 * @param layoutHash {@link Kitchen#layoutHash()} of the level when recorded
 * @param hashes in strictly increasing tick order, ending with ({@code finalTick}, {@code finalHash})
 */
public record Golden(String script, String levelId, long seed, int recordEvery, long scriptFingerprint,
                     long layoutHash, long finalTick, long finalHash, List<TickHash> hashes) {
    public Golden {
        Objects.requireNonNull(script, "script");
        Objects.requireNonNull(levelId, "levelId");
        hashes = List.copyOf(hashes);
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
    }

    /** The golden a run would bless. */
    public static Golden of(InputScript script, Kitchen kitchen, ReplayResult result) {
        return new Golden(script.name(), script.levelId(), script.seed(), script.recordEvery(), script.fingerprint(),
                kitchen.layoutHash(), result.finalTick(), result.finalHash(), result.hashes());
    }
}
