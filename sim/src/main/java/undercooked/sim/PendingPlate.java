package undercooked.sim;

import java.util.Objects;

/** A served dish's plate on its way back, dirty, to the serve window ({@code station}) it was served at. */
public record PendingPlate(Item plate, long dueTick, int station) {
    public PendingPlate {
        Objects.requireNonNull(plate, "plate");
        if (station < 0) {
            throw new IllegalArgumentException("station index must be >= 0, got " + station);
        }
    }
}
