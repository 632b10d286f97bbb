package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * A cook's entry in a delta: its identity and the fields that changed since the stream's previous
 * frame; an absent component is "unchanged". {@code held} is doubly optional because "the cook now
 * holds nothing" (present, empty) is a change and "no change" (absent) is another. A cook new to
 * the stream travels with every field ({@link #whole}).
 */
public record PlayerPatch(String id, OptionalDouble x, OptionalDouble y, Optional<Face> facing,
                          Optional<Optional<String>> held, Optional<String> state, OptionalInt seat,
                          OptionalLong inputSeq) {

    /** A patch that leaves the input seq ({@code sq}) unchanged. */
    public PlayerPatch(String id, OptionalDouble x, OptionalDouble y, Optional<Face> facing,
                       Optional<Optional<String>> held, Optional<String> state, OptionalInt seat) {
        this(id, x, y, facing, held, state, seat, OptionalLong.empty());
    }

    public PlayerPatch {
        Checks.text("i", id, 1, Protocol.TOKEN_MAX_CHARS);
        x = Patches.q2(x);
        y = Patches.q2(y);
        Objects.requireNonNull(facing, "f");
        Objects.requireNonNull(held, "h");
        held.ifPresent(h -> h.ifPresent(item -> Checks.text("h", item, 1, Checks.WORD_MAX)));
        Objects.requireNonNull(state, "s");
        state.ifPresent(s -> Checks.text("s", s, 1, Checks.WORD_MAX));
        Objects.requireNonNull(seat, "pi");
        seat.ifPresent(pi -> Checks.atLeast("pi", pi, 0));
        Objects.requireNonNull(inputSeq, "sq");
        inputSeq.ifPresent(sq -> Checks.between("sq", sq, 0, PlayerSnap.MAX_INPUT_SEQ));
    }

    /** Every field: a cook new to the stream, or the explicit shape of protocol 1 and 2. */
    public static PlayerPatch whole(PlayerSnap p) {
        return new PlayerPatch(p.id(), OptionalDouble.of(p.x()), OptionalDouble.of(p.y()), Optional.of(p.facing()),
                Optional.of(p.held()), Optional.of(p.state()), OptionalInt.of(p.seat()), OptionalLong.of(p.inputSeq()));
    }

    /** The fields in which {@code after} differs from {@code before} (the same cook). */
    public static PlayerPatch between(PlayerSnap before, PlayerSnap after) {
        return new PlayerPatch(after.id(),
                before.x() == after.x() ? OptionalDouble.empty() : OptionalDouble.of(after.x()),
                before.y() == after.y() ? OptionalDouble.empty() : OptionalDouble.of(after.y()),
                before.facing() == after.facing() ? Optional.empty() : Optional.of(after.facing()),
                before.held().equals(after.held()) ? Optional.empty() : Optional.of(after.held()),
                before.state().equals(after.state()) ? Optional.empty() : Optional.of(after.state()),
                before.seat() == after.seat() ? OptionalInt.empty() : OptionalInt.of(after.seat()),
                before.inputSeq() == after.inputSeq() ? OptionalLong.empty() : OptionalLong.of(after.inputSeq()));
    }

    public PlayerSnap.Key key() {
        return new PlayerSnap.Key(id);
    }

    /** {@code base} with this patch's fields. */
    public PlayerSnap applyTo(PlayerSnap base) {
        return new PlayerSnap(id, x.orElse(base.x()), y.orElse(base.y()), facing.orElse(base.facing()),
                held.orElse(base.held()), state.orElse(base.state()), seat.orElse(base.seat()),
                inputSeq.orElse(base.inputSeq()));
    }

    /**
     * The cook this patch describes with nothing to patch: the defaults where it is silent, empty
     * when it lacks a field that has no default (position, facing, seat).
     */
    public Optional<PlayerSnap> create() {
        if (x.isEmpty() || y.isEmpty() || facing.isEmpty() || seat.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new PlayerSnap(id, x.getAsDouble(), y.getAsDouble(), facing.get(),
                held.orElse(Optional.empty()), state.orElse(PlayerSnap.DEFAULT_STATE), seat.getAsInt(),
                inputSeq.orElse(PlayerSnap.DEFAULT_INPUT_SEQ)));
    }
}
