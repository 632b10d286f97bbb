package undercooked.server.rooms;

import static java.util.logging.Level.WARNING;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.logging.Logger;

import undercooked.levels.Level;
import undercooked.server.logs.LogField;
import undercooked.server.wire.InputMapper;
import undercooked.sim.KitchenState;
import undercooked.sim.PlayerInput;

/**
 * A round's bot cooks on the room's tick: before each kernel step they see the state every
 * player sees, and their frames go into the round's {@link InputGate} as a player's would,
 * through {@link InputMapper#bot} (clamped, quantised, stamped with the tick), so the archive
 * records them like any frame and the replay checks clean. A bot that fails is a bug in the
 * planner, not the room's: its cooks stand still for the rest of the round and it is said once.
 * Confined to the room's lock.
 */
final class RoundBotFeed {

    private static final Logger LOG = Logger.getLogger(RoundBotFeed.class.getName());

    /** A bot cook of the round: its seat and kernel id, and its persona. */
    record Member(int seat, String playerId, String persona) {
        Member {
            Objects.requireNonNull(playerId, "playerId");
            Objects.requireNonNull(persona, "persona");
        }
    }

    private final String room;
    private final List<Member> members;
    private final BotCooks.RoundBots bots;
    private long seq;
    private boolean failed;

    RoundBotFeed(String room, BotCooks cooks, Level level, List<Member> members, long seed) {
        this.room = Objects.requireNonNull(room, "room");
        this.members = List.copyOf(members);
        List<BotCooks.Cook> asked = new ArrayList<>(this.members.size());
        for (Member m : this.members) {
            asked.add(new BotCooks.Cook(m.playerId(), m.persona()));
        }
        this.bots = this.members.isEmpty() ? state -> List.of() : cooks.round(level, asked, seed);
    }

    /** Queues one frame per bot cook for the step from {@code state}. */
    void feed(KitchenState state, InputGate gate) {
        if (members.isEmpty() || failed) {
            return;
        }
        List<PlayerInput> intents;
        try {
            intents = bots.inputs(state);
        } catch (RuntimeException e) {
            failed = true;
            LogField.log(LOG, WARNING, "room " + room + ": the bot cooks stopped at tick " + state.tick()
                    + " and stand still for the rest of the round: " + e, LogField.room(room));
            return;
        }
        seq++;
        for (int i = 0; i < members.size() && i < intents.size(); i++) {
            Member m = members.get(i);
            PlayerInput intent = intents.get(i);
            PlayerInput mine = intent.playerId().equals(m.playerId()) ? intent
                    : new PlayerInput(m.playerId(), intent.move(), intent.action(), intent.face(), 0, 0);
            gate.bot(m.seat(), InputMapper.bot(mine, state.tick(), seq).input());
        }
    }
}
