package undercooked.protocol;

/** One seat's share of the result, for display only (never a ranking). */
public record PlayerScoreWire(String id, String name, int score, int dishesServed, int missedContrib) {

    public PlayerScoreWire {
        Checks.text("id", id, 1, Protocol.TOKEN_MAX_CHARS);
        Checks.text("name", name, 0, Protocol.NAME_MAX_CHARS);
        Checks.atLeast("dishes_served", dishesServed, 0);
        Checks.atLeast("missed_contrib", missedContrib, 0);
    }
}
