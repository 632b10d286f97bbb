package undercooked.sim;

import java.util.List;

/**
 * Stage two: many frames in, at most one per seat out. The winner for a seat is the earliest
 * {@code receivedAtTick}, then the lowest {@code seq}, then the first seen, so a retransmit or a
 * second tab for the same cook resolves the same way on every machine.
 */
final class Inputs {
    private Inputs() {
    }

    /** Frames per seat (null where a cook sent none); unknown ids become ERROR events. */
    static PlayerInput[] resolve(KitchenState state, List<PlayerInput> inputs, List<Event> events) {
        List<Player> players = state.players();
        PlayerInput[] chosen = new PlayerInput[players.size()];
        for (PlayerInput in : inputs) {
            int seat = seatOf(players, in.playerId());
            if (seat < 0) {
                events.add(Event.of(EventKind.ERROR, state.tick(), 0.0, 0.0,
                        "player_id", in.playerId(), "reason", "unknown_player", "seq", in.seq()));
                continue;
            }
            PlayerInput cur = chosen[seat];
            if (cur == null || ranksBefore(in, cur)) {
                chosen[seat] = in;
            }
        }
        return chosen;
    }

    /** Strictly earlier: a full tie keeps the frame seen first. */
    static boolean ranksBefore(PlayerInput a, PlayerInput b) {
        if (a.receivedAtTick() != b.receivedAtTick()) {
            return a.receivedAtTick() < b.receivedAtTick();
        }
        return a.seq() < b.seq();
    }

    private static int seatOf(List<Player> players, String id) {
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }
}
