package undercooked.sim;

/**
 * A 64-bit streaming hash for state checksums: each word is mixed with the SplitMix64 finaliser
 * and folded in. Not cryptographic; chosen because it is a few multiplies per field, defined
 * entirely here (no JDK hashCode whose value could change between releases) and order-sensitive.
 */
public final class Hasher {
    private long h = 0x243F6A8885A308D3L;

    public Hasher putLong(long v) {
        h = Rng.mix(h ^ Rng.mix(v + 0x9E3779B97F4A7C15L)) + 0x632BE59BD9B4E019L;
        return this;
    }

    public Hasher putInt(int v) {
        return putLong(v);
    }

    public Hasher putBoolean(boolean v) {
        return putLong(v ? 1 : 2);
    }

    /** Bit-exact: 0.0 and -0.0 hash differently, as they may steer the rules differently. */
    public Hasher putDouble(double v) {
        return putLong(Double.doubleToRawLongBits(v));
    }

    public Hasher putString(String s) {
        putLong(s.length());
        for (int i = 0; i < s.length(); i++) {
            putLong(s.charAt(i));
        }
        return this;
    }

    public long value() {
        return Rng.mix(h);
    }

    /** Sixteen lower-case hex digits, zero-padded. */
    public static String hex(long v) {
        return String.format("%016x", v);
    }
}
