package undercooked.server.ws;

import java.util.Objects;

import undercooked.protocol.WireCodec;
import undercooked.server.ServerConfig;
import undercooked.server.rooms.Clock;
import undercooked.server.rooms.RoomSupervisor;
import undercooked.server.session.CreateLimit;
import undercooked.server.session.SessionStore;

/** What every game socket shares: passed in, never looked up through a static. */
public record SocketServices(ServerConfig config, RoomSupervisor supervisor, ConnectionRegistry registry,
                             WireCodec codec, Clock clock, SessionStore sessions, CreateLimit creates,
                             SeatBuckets buckets) {

    public SocketServices {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(supervisor, "supervisor");
        Objects.requireNonNull(registry, "registry");
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(sessions, "sessions");
        Objects.requireNonNull(creates, "creates");
        Objects.requireNonNull(buckets, "buckets");
    }

    /** Wall time for {@code pong.now}: a client compares it across machines, so not the monotonic clock. */
    double wallSeconds() {
        return System.currentTimeMillis() / 1000.0;
    }
}
