package undercooked.server.wire;

import java.util.Objects;

/**
 * An event the room raises rather than the kernel: a cook's socket dropped or came back, an
 * emote, a resync after a stale {@code seq} (docs/PROTOCOL.md, Snapshots). One record a kind, so
 * a new one has its payload spelled once, typed; {@link SnapshotEncoder#roomEvent} puts it on the
 * wire through the same short-key map as the kernel's events.
 */
public sealed interface RoomEvent {

    /** The wire's {@code kind}. */
    default String kind() {
        return switch (this) {
            case GhostOn g -> "ghost_on";
            case GhostOff g -> "ghost_off";
            case Emote e -> "emote";
            case Resync r -> "resync";
        };
    }

    /** A seated cook's socket dropped during a round: its cook stands as a ghost where it is. */
    record GhostOn(String playerId, double x, double y) implements RoomEvent {
        public GhostOn {
            Objects.requireNonNull(playerId, "playerId");
        }
    }

    /** The ghost's player is back. */
    record GhostOff(String playerId, double x, double y) implements RoomEvent {
        public GhostOff {
            Objects.requireNonNull(playerId, "playerId");
        }
    }

    /** A player's emote (HUD-level: no place in the kitchen). */
    record Emote(String playerId, String emote) implements RoomEvent {
        public Emote {
            Objects.requireNonNull(playerId, "playerId");
            Objects.requireNonNull(emote, "emote");
        }
    }

    /** A player's input was older than the last accepted; {@code seq} is that last one, to resume after. */
    record Resync(String playerId, long seq) implements RoomEvent {
        public Resync {
            Objects.requireNonNull(playerId, "playerId");
        }
    }
}
