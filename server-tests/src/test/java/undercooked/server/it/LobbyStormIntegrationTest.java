package undercooked.server.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import undercooked.protocol.HelloMsg;
import undercooked.protocol.LobbyMsg;
import undercooked.protocol.ReadyMsg;
import undercooked.protocol.SeatWire;
import undercooked.protocol.ServerMessage;
import undercooked.protocol.WelcomeMsg;
import undercooked.server.ServerConfig;

/**
 * Three seated guests toggle {@code ready} 38 times a second each, within their input limit:
 * every other socket in the room gets a few lobby frames a second, not one per toggle (about 110
 * a second before), and once the storm stops the last lobby frame shows each seat as it was left.
 */
class LobbyStormIntegrationTest {

    private static final Duration STORM = Duration.ofSeconds(3);

    @Test
    void aReadyStormGivesEveryRecipientAFewLobbyFramesASecondAndTheLastStateLast() throws Exception {
        try (ServerHarness h = new ServerHarness(ServerConfig.ephemeral())) {
            ServerHarness.Created room = h.createRoom("Host");
            WsClient host = h.connect(room.code()).keepAlive();
            host.send(new HelloMsg(1, Optional.of(room.token()), Optional.of("Host")));
            host.expect(WelcomeMsg.class);
            List<WsClient> guests = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                WsClient g = h.connect(room.code()).keepAlive();
                g.send(new HelloMsg(1, Optional.empty(), Optional.of("Guest" + i)));
                g.expect(WelcomeMsg.class);
                guests.add(g);
            }
            host.expect(LobbyMsg.class, l -> l.seats().size() == 4);
            host.collect(Duration.ofMillis(300));
            host.received.clear();

            ScheduledExecutorService storm = Executors.newScheduledThreadPool(3);
            long toggles = STORM.toMillis() * 38 / 1000;
            CountDownLatch allSent = new CountDownLatch(guests.size());
            for (WsClient g : guests) {
                // An odd number of toggles: every guest ends ready.
                long n = toggles % 2 == 1 ? toggles : toggles + 1;
                long[] sent = {0};
                storm.scheduleAtFixedRate(() -> {
                    if (sent[0] < n) {
                        g.send(new ReadyMsg());
                        if (++sent[0] == n) {
                            allSent.countDown();
                        }
                    }
                }, 0, 1000 / 38, TimeUnit.MILLISECONDS);
            }
            long start = System.nanoTime();
            List<ServerMessage> seen = new ArrayList<>(host.collect(STORM));
            long stormNanos = System.nanoTime() - start;
            // Every toggle goes out before the storm stops: on a loaded machine the scheduler ran
            // late and shutdown() cancelled the last ones, which left a guest on an even count.
            assertTrue(allSent.await(20, TimeUnit.SECONDS), "the guests sent every toggle");
            storm.shutdown();
            assertTrue(storm.awaitTermination(2, TimeUnit.SECONDS));
            seen.addAll(host.collect(Duration.ofSeconds(2)));
            long end = start + stormNanos;
            long frames = host.received.stream().filter(r -> r.type().equals("lobby") && r.nanos() <= end).count();
            // After the room's burst (10 frames) the budget is 4 a second: the storm's last two seconds show it.
            long steadyFrom = start + TimeUnit.SECONDS.toNanos(1);
            long steady = host.received.stream().filter(r -> r.type().equals("lobby") && r.nanos() > steadyFrom
                    && r.nanos() <= end).count();
            double perSecond = steady / ((end - steadyFrom) / 1e9);
            System.out.printf("ready storm: 3 guests x %d toggles; the host got %d lobby frames in %d ms, %.1f a second"
                    + " after the first second%n", toggles, frames, TimeUnit.NANOSECONDS.toMillis(stormNanos), perSecond);
            assertTrue(perSecond <= 5.0, "lobby frames a second at one recipient after the burst: " + perSecond);
            assertTrue(frames <= 10 + 4 * 3 + 1, "lobby frames during the storm: " + frames);
            LobbyMsg last = seen.stream().filter(LobbyMsg.class::isInstance).map(LobbyMsg.class::cast)
                    .reduce((a, b) -> b).orElseThrow();
            assertEquals(3, last.seats().stream().filter(SeatWire::ready).count(), "the last state went out");
            guests.forEach(WsClient::close);
            host.close();
        }
    }
}
