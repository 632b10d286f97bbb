package undercooked.protocol;

import java.util.List;

/** The {@code takeover} part of a takeover room's answer: its tick, its cooks, how long the prefix ran. */
public record TakeoverAnswer(long tick, List<String> seats, double prefixMs) {
    public TakeoverAnswer {
        seats = List.copyOf(seats);
    }
}
