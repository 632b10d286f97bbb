package undercooked.sim;

import java.util.List;

/**
 * The order stream: the open orders, oldest first, the id the next one gets, the tick the last
 * one came in (-1 before the first), and the state of the stream's own random generator (forked
 * from the round's seed, so orders are reproducible and independent of every other draw).
 */
public record OrderBook(List<Order> active, int nextId, long lastSpawnTick, long rngState) {
    public OrderBook {
        active = List.copyOf(active);
    }

    public static OrderBook start(long seed) {
        return new OrderBook(List.of(), 1, -1, new Rng(seed).fork(Salts.ORDERS).state());
    }
}
