package undercooked.protocol;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * A station's entry in a delta: its identity (kind and tile) and the fields that changed; an
 * absent component is "unchanged". {@code content} is doubly optional as {@link PlayerPatch#held}.
 * Every field of a station has a default, so a patch with no base still makes a station.
 */
public record StationPatch(String kind, double x, double y, Optional<Optional<String>> content,
                           OptionalInt count, OptionalDouble quality, OptionalDouble progress, Optional<String> state) {

    public StationPatch {
        Checks.text("k", kind, 1, Checks.WORD_MAX);
        x = Quantize.q2(x);
        y = Quantize.q2(y);
        Objects.requireNonNull(content, "g");
        content.ifPresent(g -> g.ifPresent(item -> Checks.text("g", item, 1, Checks.WORD_MAX)));
        Objects.requireNonNull(count, "n");
        count.ifPresent(n -> Checks.between("n", n, 0, StationSnap.MAX_COUNT));
        quality = Patches.share("q", quality);
        progress = Patches.share("p", progress);
        Objects.requireNonNull(state, "s");
        state.ifPresent(s -> Checks.text("s", s, 1, Checks.WORD_MAX));
    }

    public static StationPatch whole(StationSnap s) {
        return new StationPatch(s.kind(), s.x(), s.y(), Optional.of(s.content()), OptionalInt.of(s.count()),
                OptionalDouble.of(s.quality()),
                OptionalDouble.of(s.progress()), Optional.of(s.state()));
    }

    public static StationPatch between(StationSnap before, StationSnap after) {
        return new StationPatch(after.kind(), after.x(), after.y(),
                before.content().equals(after.content()) ? Optional.empty() : Optional.of(after.content()),
                before.count() == after.count() ? OptionalInt.empty() : OptionalInt.of(after.count()),
                before.quality() == after.quality() ? OptionalDouble.empty() : OptionalDouble.of(after.quality()),
                before.progress() == after.progress() ? OptionalDouble.empty() : OptionalDouble.of(after.progress()),
                before.state().equals(after.state()) ? Optional.empty() : Optional.of(after.state()));
    }

    public PlaceKey key() {
        return new PlaceKey(kind, x, y);
    }

    public StationSnap applyTo(StationSnap base) {
        return new StationSnap(kind, x, y, content.orElse(base.content()), count.orElse(base.count()),
                quality.orElse(base.quality()),
                progress.orElse(base.progress()), state.orElse(base.state()));
    }

    public Optional<StationSnap> create() {
        return Optional.of(applyTo(StationSnap.atDefaults(kind, x, y)));
    }
}
