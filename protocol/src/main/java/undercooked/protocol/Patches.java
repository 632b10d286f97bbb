package undercooked.protocol;

import java.util.Objects;
import java.util.OptionalDouble;

/** The quantisation and bounds of optional numbers in delta entries, as the frame records apply them. */
final class Patches {

    private Patches() {
    }

    static OptionalDouble q2(OptionalDouble v) {
        Objects.requireNonNull(v);
        return v.isPresent() ? OptionalDouble.of(Quantize.q2(v.getAsDouble())) : v;
    }

    static OptionalDouble share(String field, OptionalDouble v) {
        Objects.requireNonNull(v, field);
        return v.isPresent() ? OptionalDouble.of(Quantize.q2(Checks.finiteBetween(field, v.getAsDouble(), 0.0, 1.0))) : v;
    }
}
