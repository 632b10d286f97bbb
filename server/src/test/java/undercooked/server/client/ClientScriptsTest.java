package undercooked.server.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import undercooked.protocol.EventWire;
import undercooked.protocol.Face;
import undercooked.protocol.FullFrame;
import undercooked.protocol.HazardSnap;
import undercooked.protocol.OrderSnap;
import undercooked.protocol.PlayerSnap;
import undercooked.protocol.Protocol;
import undercooked.protocol.SnapDelta;
import undercooked.protocol.SnapFrame;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.StationSnap;
import undercooked.protocol.WireCodec;

/**
 * Runs the browser client's JavaScript unit tests (src/test/js, node's built-in runner) from
 * Maven, and hands them random snap streams built by the protocol module itself, so the
 * client's delta merge is checked against the real encoder rather than against hand-written
 * frames alone: every merged view must equal the full frame the server would have sent.
 */
class ClientScriptsTest {

    private static final WireCodec CODEC = new WireCodec();
    private static final Pattern COUNT = Pattern.compile("^# (pass|fail|skipped) (\\d+)$", Pattern.MULTILINE);

    @Test
    void theClientsScriptTestsPassIncludingTheMergeOfJavaEncodedStreams() throws Exception {
        assumeTrue(nodeAvailable(), "the client's script tests need node (20 or later) on the PATH");
        Path vectors = Path.of("target", "client-vectors", "delta-streams.json");
        Files.createDirectories(vectors.getParent());
        Files.writeString(vectors, new ObjectMapper().writeValueAsString(streams(40, 60)), StandardCharsets.UTF_8);

        ProcessBuilder pb = new ProcessBuilder("node", "--test", "src/test/js/").redirectErrorStream(true);
        pb.environment().put("UNDERCOOKED_DELTA_VECTORS", vectors.toAbsolutePath().toString());
        Process node = pb.start();
        String out = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(node.waitFor(60, TimeUnit.SECONDS), "node --test finished within a minute");

        Map<String, Integer> counts = new LinkedHashMap<>();
        Matcher m = COUNT.matcher(out);
        while (m.find()) {
            counts.put(m.group(1), Integer.parseInt(m.group(2)));
        }
        assertEquals(0, node.exitValue(), out);
        assertEquals(0, counts.getOrDefault("fail", -1), out);
        assertEquals(0, counts.getOrDefault("skipped", -1), "the vector test ran: " + out);
        assertTrue(counts.getOrDefault("pass", 0) >= 20, out);
    }

    private static boolean nodeAvailable() {
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Streams of {wire: the snap message as sent, expected: the full frame of the same state}. */
    private static List<List<Map<String, String>>> streams(int count, int length) {
        List<List<Map<String, String>>> out = new ArrayList<>();
        for (int seed = 0; seed < count; seed++) {
            Random random = new Random(seed);
            RandomKitchen kitchen = new RandomKitchen(random);
            List<Map<String, String>> stream = new ArrayList<>();
            FullFrame previous = null;
            for (int pass = 0; pass < length; pass++) {
                FullFrame state = kitchen.step();
                boolean full = previous == null || pass % Protocol.FULL_SNAPSHOT_EVERY == 0 || random.nextInt(10) == 0;
                SnapFrame sent = full ? state : SnapDelta.between(previous, state);
                stream.add(Map.of("wire", CODEC.encode(new SnapMsg(sent)), "expected", CODEC.encodeFrame(state)));
                previous = state;
            }
            out.add(stream);
        }
        return out;
    }

    /**
     * A fixed pool of entities, each with its own identity; every pass some appear, some change,
     * some vanish, and vanished ones come back under the same identity. Stations share places
     * across kinds and hazards across kinds, so identity really is kind and place together.
     * Modelled on the protocol module's DeltaChainTest generator, which is test code of another
     * module and so not on this module's class path.
     */
    private static final class RandomKitchen {
        private static final String[] ITEMS = {"tomato_raw", "onion_chopped", "plate_clean", "tomato_soup"};
        private static final String[] STATES = {"idle", "moving", "working", "stunned", "disconnected"};
        private static final String[] PLAYER_IDS = {"p0", "p1", "p2", "p10"};
        private static final String[] STATION_KINDS = {"stove", "chop_board", "counter", "sink"};
        private static final String[] HAZARD_KINDS = {"fire", "spill", "moving_obstacle", "rush"};

        private final Random random;
        private final PlayerSnap[] players = new PlayerSnap[PLAYER_IDS.length];
        private final StationSnap[] stations = new StationSnap[12];
        private final OrderSnap[] orders = new OrderSnap[8];
        private final HazardSnap[] hazards = new HazardSnap[8];
        private long tick;

        RandomKitchen(Random random) {
            this.random = random;
        }

        FullFrame step() {
            tick++;
            for (int i = 0; i < players.length; i++) {
                int slot = i;
                players[i] = evolve(players[i], 0.1, () -> new PlayerSnap(PLAYER_IDS[slot],
                        random.nextInt(1200) / 100.0, random.nextInt(800) / 100.0, Face.values()[random.nextInt(4)],
                        random.nextBoolean() ? Optional.empty() : Optional.of(pick(ITEMS)), pick(STATES), slot));
            }
            for (int i = 0; i < stations.length; i++) {
                int slot = i;
                stations[i] = evolve(stations[i], 0.05, () -> new StationSnap(STATION_KINDS[slot % 4], slot / 4, slot % 2,
                        random.nextBoolean() ? Optional.empty() : Optional.of(pick(ITEMS)),
                        random.nextInt(101) / 100.0, random.nextInt(101) / 100.0, pick(STATES)));
            }
            for (int i = 0; i < orders.length; i++) {
                int id = 3 + i * 7; // ids past 9, so text order and number order differ
                orders[i] = evolve(orders[i], 0.2,
                        () -> new OrderSnap(id, pick(ITEMS), random.nextInt(101) / 100.0, 10 * random.nextInt(5)));
            }
            for (int i = 0; i < hazards.length; i++) {
                int slot = i;
                hazards[i] = evolve(hazards[i], 0.2, () -> new HazardSnap(HAZARD_KINDS[slot % 4],
                        0.5 + slot / 4, 1.5, random.nextInt(500) / 100.0));
            }
            List<EventWire> events = new ArrayList<>();
            for (int i = random.nextInt(3); i > 0; i--) {
                events.add(new EventWire("chopped", random.nextInt(10) + 0.5, 1.5, Map.of("i", "p0")));
            }
            return new FullFrame(tick, random.nextInt(500), 400, 150.0 - tick * 0.05, present(players),
                    present(stations), present(orders), present(hazards), events);
        }

        /** Absent: may appear. Present: may vanish, change, or stay exactly as it was. */
        private <E> E evolve(E current, double vanish, Supplier<E> fresh) {
            if (current == null) {
                return random.nextInt(3) == 0 ? fresh.get() : null;
            }
            double roll = random.nextDouble();
            if (roll < vanish) {
                return null;
            }
            return roll < vanish + 0.3 ? fresh.get() : current;
        }

        private static <E> List<E> present(E[] slots) {
            List<E> out = new ArrayList<>();
            for (E e : slots) {
                if (e != null) {
                    out.add(e);
                }
            }
            return out;
        }

        private String pick(String[] from) {
            return from[random.nextInt(from.length)];
        }
    }
}
