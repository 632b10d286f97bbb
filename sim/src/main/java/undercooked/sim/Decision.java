package undercooked.sim;

import java.util.Objects;
import java.util.Optional;

/** The ladder's answer to a press: a verb and no denial, or {@link Verb#NONE} and the reason. */
public record Decision(Verb verb, Optional<DeniedReason> denial) {
    public Decision {
        Objects.requireNonNull(verb, "verb");
        Objects.requireNonNull(denial, "denial");
        if ((verb == Verb.NONE) == denial.isEmpty()) {
            throw new IllegalArgumentException("a decision is a verb or a denial, not both or neither: " + verb + ", " + denial);
        }
    }

    public static Decision act(Verb verb) {
        return new Decision(verb, Optional.empty());
    }

    public static Decision deny(DeniedReason reason) {
        return new Decision(Verb.NONE, Optional.of(reason));
    }

    public boolean denied() {
        return denial.isPresent();
    }
}
