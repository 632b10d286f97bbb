package undercooked.protocol;

import java.util.Optional;
import java.util.function.Function;

/** Finds the constant of a wire vocabulary by its wire name; a linear scan over a handful is faster than a map. */
final class WireNames {

    private WireNames() {
    }

    static <E> Optional<E> find(E[] values, Function<E, String> wire, String name) {
        for (E value : values) {
            if (wire.apply(value).equals(name)) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
