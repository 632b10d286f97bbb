package undercooked.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

import undercooked.sim.Kitchen;

/**
 * What the bots of one room agree on: who has taken which order, which station is whose for the
 * moment, which item is promised to which slot. A claim is a promise, not a lock the kernel knows:
 * humans in the room never claim, so a bot still checks the kitchen before it acts.
 *
 * <p>One per room (or per {@link BotRound}), shared by its bots, driven on that room's tick thread;
 * not thread-safe. Iteration is in key order, so two runs agree.
 */
public final class Team {

    /** What a claim is on. */
    public enum Kind {
        /** An open order, by order id. */
        ORDER,
        /** A station, by its index in the kitchen: its worker slot, its pot, its surface. */
        STATION,
        /** A counter cell used to hand an item over, by station index. */
        HANDOFF,
        /** One ingredient place of a pot or a prep counter: {@code station * 4 + place}. */
        SLOT,
        /** A clean plate promised to a prep counter, by station index (negative: a plate being fetched for no counter yet). */
        PLATE,
        /** An ingredient being fetched from a shelf: {@code seat * 8 + item kind ordinal}. */
        FETCH
    }

    /** One claimable thing. */
    public record Claim(Kind kind, int ref) implements Comparable<Claim> {
        public Claim {
            Objects.requireNonNull(kind, "kind");
        }

        @Override
        public int compareTo(Claim o) {
            int c = kind.compareTo(o.kind);
            return c != 0 ? c : Integer.compare(ref, o.ref);
        }
    }

    private final Map<Claim, String> holders = new TreeMap<>();
    /** The dish each prep counter is being filled for (an uncooked recipe's ingredients go on it one by one). */
    private final Map<Integer, String> dishes = new TreeMap<>();
    /** Dishes begun for an open order before any of them is in a vessel: by the bot fetching for it. */
    private final Map<String, Start> starts = new TreeMap<>();
    private KitchenMap map;

    /** A dish a bot has begun (it fetches the first ingredient) but not yet put in a pot or on a prep counter. */
    record Start(String recipe, long tick) {
    }

    /** The kitchen's map, worked out once for every bot of the team. */
    KitchenMap map(Kitchen kitchen) {
        if (map == null || map.kitchen != kitchen && !map.kitchen.equals(kitchen)) {
            map = new KitchenMap(kitchen);
        }
        return map;
    }

    /** The recipe a prep counter is being filled for, if a bot started one there. */
    Optional<String> dish(int station) {
        return Optional.ofNullable(dishes.get(station));
    }

    void setDish(int station, String recipe) {
        dishes.put(station, recipe);
    }

    void clearDish(int station) {
        dishes.remove(station);
    }

    /** Marks {@code owner} as making {@code recipe} from {@code tick}: the order it is for counts as covered for the others. */
    void start(String owner, String recipe, long tick) {
        starts.put(owner, new Start(recipe, tick));
    }

    /** The dish is in a vessel now (which covers its order), or given up. */
    void clearStart(String owner) {
        starts.remove(owner);
    }

    /** Every begun dish, by bot id, in key order. */
    List<Map.Entry<String, Start>> starts() {
        return List.copyOf(starts.entrySet());
    }

    /** Every claim on a kind, in key order, with its holder. */
    List<Map.Entry<Claim, String>> claims(Kind kind) {
        List<Map.Entry<Claim, String>> out = new ArrayList<>();
        for (Map.Entry<Claim, String> e : holders.entrySet()) {
            if (e.getKey().kind() == kind) {
                out.add(Map.entry(e.getKey(), e.getValue()));
            }
        }
        return out;
    }

    /** Takes the claim for {@code owner}: true when it was free or already theirs. */
    public boolean claim(Claim what, String owner) {
        Objects.requireNonNull(owner, "owner");
        String h = holders.get(what);
        if (h == null) {
            holders.put(what, owner);
            return true;
        }
        return h.equals(owner);
    }

    /** Gives the claim back if {@code owner} holds it. */
    public void release(Claim what, String owner) {
        holders.remove(what, owner);
    }

    /** Gives back every claim of {@code owner} and forgets the dish it began (a bot that leaves or gives its seat to a human). */
    public void releaseAll(String owner) {
        releaseClaims(owner);
        starts.remove(owner);
    }

    /** Gives back the claims of {@code owner}, keeping the dish it began: a bot re-planning its next step. */
    void releaseClaims(String owner) {
        holders.values().removeIf(owner::equals);
    }

    /** Who holds the claim, if anyone. */
    public Optional<String> holder(Claim what) {
        return Optional.ofNullable(holders.get(what));
    }

    /** Whether someone other than {@code me} holds it. */
    public boolean takenByOther(Claim what, String me) {
        String h = holders.get(what);
        return h != null && !h.equals(me);
    }

    /** Every claim of {@code owner}, in key order. */
    public List<Claim> claimsOf(String owner) {
        List<Claim> out = new ArrayList<>();
        for (Map.Entry<Claim, String> e : holders.entrySet()) {
            if (e.getValue().equals(owner)) {
                out.add(e.getKey());
            }
        }
        return out;
    }
}
