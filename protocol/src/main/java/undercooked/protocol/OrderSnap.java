package undercooked.protocol;

/** An open order on a frame (wire {@code id r l pts}); {@code l} is the share of its deadline left. */
public record OrderSnap(int id, String recipe, double left, int points) {

    public OrderSnap {
        Checks.atLeast("id", id, 0);
        Checks.text("r", recipe, 1, Checks.WORD_MAX);
        left = Quantize.q2(Checks.finiteBetween("l", left, 0.0, 1.0));
        Checks.atLeast("pts", points, 0);
    }

    public Key key() {
        return new Key(id);
    }

    /** Ordered by id, which is creation order and so the order queue the HUD shows. */
    public record Key(int id) implements Comparable<Key> {
        @Override
        public int compareTo(Key other) {
            return Integer.compare(id, other.id);
        }
    }
}
