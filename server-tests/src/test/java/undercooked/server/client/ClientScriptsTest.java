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
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import undercooked.levels.Campaign;
import undercooked.levels.Level;
import undercooked.levels.LevelWriter;
import undercooked.protocol.FrameShape;
import undercooked.protocol.FullFrame;
import undercooked.protocol.Protocol;
import undercooked.protocol.RandomKitchen;
import undercooked.protocol.RestStations;
import undercooked.protocol.SnapDelta;
import undercooked.protocol.SnapFrame;
import undercooked.protocol.SnapMsg;
import undercooked.protocol.WireCodec;
import undercooked.server.wire.SnapshotEncoder;

/**
 * Runs the browser client's JavaScript unit tests (server/src/test/js, beside the scripts they
 * import; node's built-in runner) from Maven, and hands them random snap streams built by the
 * protocol module itself, so the client's delta merge is checked against the real encoder rather
 * than against hand-written frames alone: every merged view must equal the full frame the server
 * would have sent.
 */
class ClientScriptsTest {

    /** The script tests live in the server module, beside the client's scripts they import. */
    static final Path SCRIPT_TESTS = Path.of("..", "server", "src", "test", "js");
    private static final WireCodec CODEC = new WireCodec();
    private static final Pattern COUNT = Pattern.compile("^# (pass|fail|skipped) (\\d+)$", Pattern.MULTILINE);

    @Test
    void theClientsScriptTestsPassIncludingTheMergeOfJavaEncodedStreams() throws Exception {
        assumeTrue(nodeAvailable(), "the client's script tests need node (20 or later) on the PATH");
        Path vectors = Path.of("target", "client-vectors", "delta-streams.json");
        Files.createDirectories(vectors.getParent());
        Files.writeString(vectors, new ObjectMapper().writeValueAsString(streams(40, 60)), StandardCharsets.UTF_8);
        Path rests = vectors.resolveSibling("rest-stations.json");
        Files.writeString(rests, new ObjectMapper().writeValueAsString(restVectors()), StandardCharsets.UTF_8);

        ProcessBuilder pb = new ProcessBuilder("node", "--test", SCRIPT_TESTS + "/").redirectErrorStream(true);
        pb.environment().put("UNDERCOOKED_DELTA_VECTORS", vectors.toAbsolutePath().toString());
        pb.environment().put("UNDERCOOKED_REST_VECTORS", rests.toAbsolutePath().toString());
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

    /**
     * Streams of {rest: the stations at rest as JSON (empty for the explicit and the plain
     * streams), frames: [{wire: the snap message as sent, expected: the complete state}]}: a
     * quarter each of protocol-4 streams on a level (rest stripped, patches), of the explicit shape
     * protocols 1 and 2 get, of sparse streams without a level, and of protocol-3 streams on a level
     * as a protocol 3 server sends them (its own {@code p}; hazards by tile and whole, the bytes
     * Protocol3FramesTest holds to the writer before decision 0012).
     */
    private static List<Map<String, Object>> streams(int count, int length) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int seed = 0; seed < count; seed++) {
            Random random = new Random(seed);
            int kind = seed % 4;
            RandomKitchen kitchen = new RandomKitchen(random, kind != 2);
            RestStations rest = kind == 0 || kind == 3 ? kitchen.rest() : RestStations.NONE;
            List<Map<String, String>> stream = new ArrayList<>();
            FullFrame previous = null;
            for (int pass = 0; pass < length; pass++) {
                FullFrame state = kitchen.step();
                boolean full = previous == null || pass % Protocol.FULL_SNAPSHOT_EVERY == 0 || random.nextInt(10) == 0;
                String wire;
                if (kind == 1) {
                    wire = CODEC.encode(new SnapMsg(full ? state : SnapDelta.wholeBetween(previous, state)), FrameShape.EXPLICIT);
                } else if (kind == 3) {
                    FrameShape p3 = FrameShape.of(3);
                    String ours = CODEC.encode(new SnapMsg(full ? rest.strip(state) : p3.delta(previous, state)), p3);
                    String stamp = "{\"type\":\"snap\",\"p\":" + Protocol.PROTOCOL_VERSION + ",";
                    assertTrue(ours.startsWith(stamp), ours);
                    wire = "{\"type\":\"snap\",\"p\":3," + ours.substring(stamp.length()); // a protocol 3 server's stamp
                } else {
                    wire = CODEC.encode(new SnapMsg(full ? rest.strip(state) : SnapDelta.between(previous, state)));
                }
                FullFrame known = kind == 3 ? FrameShape.of(3).known(state) : state; // protocol 3 has no counts
                stream.add(Map.of("wire", wire, "expected", CODEC.encodeFrame(known, FrameShape.EXPLICIT)));
                previous = state;
            }
            out.add(Map.of("rest", stationsJson(rest), "frames", stream));
        }
        return out;
    }

    /** Every campaign level as /api/levels/{id} serves it, and its stations at rest as the server projects them. */
    private static List<Map<String, String>> restVectors() {
        List<Map<String, String>> out = new ArrayList<>();
        SnapshotEncoder encoder = new SnapshotEncoder();
        for (Level level : Campaign.builtIn().levels()) {
            out.add(Map.of("id", level.id(), "level", LevelWriter.write(level),
                    "rest", stationsJson(encoder.atRest(level.kitchen()))));
        }
        return out;
    }

    /** The stations as the explicit shape writes them, every field. */
    private static String stationsJson(RestStations rest) {
        String frame = CODEC.encodeFrame(new FullFrame(0, 0, 0, 0, List.of(), rest.stations(), List.of(), List.of(),
                List.of()), FrameShape.EXPLICIT);
        try {
            return new ObjectMapper().readTree(frame).get("st").toString();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
