package undercooked.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The parser-free reader of inputs and pings must agree with the tree path: what it accepts the
 * tree path accepts as the same message, and it takes the frames this project's clients write
 * (or it would save nothing); anything else it leaves to the parser.
 */
class InputScannerTest {

    private final WireCodec codec = new WireCodec();

    private ClientMessage tree(String text) {
        return codec.decodeClientByTree(text).message().orElse(null);
    }

    private void agrees(String f) {
        ClientMessage scanned = InputScanner.read(f);
        if (scanned != null) {
            assertEquals(tree(f), scanned, f);
        }
    }

    @Test
    void theFramesTheClientsWriteAreTakenAsTheTreeReadsThem() {
        Random random = new Random(36);
        List<ClientMessage> messages = new ArrayList<>();
        messages.add(new PingMsg(0));
        messages.add(new PingMsg(1_732_899_999_123L));
        messages.add(new InputMsg(0, Vec2Msg.ZERO, false, Optional.empty()));
        messages.add(new InputMsg(7, new Vec2Msg(-1, 0), true, Optional.of(Face.LEFT)));
        messages.add(new InputMsg(8, new Vec2Msg(-0.0, 1e-7), true, Optional.of(Face.UP)));
        for (int i = 0; i < 2_000; i++) {
            double angle = random.nextDouble() * 2 * Math.PI;
            double r = random.nextDouble();
            Face[] faces = Face.values();
            int f = random.nextInt(faces.length + 1);
            messages.add(new InputMsg(random.nextLong(1L << 53), new Vec2Msg(r * Math.cos(angle), r * Math.sin(angle)),
                    random.nextBoolean(), f == faces.length ? Optional.empty() : Optional.of(faces[f])));
            messages.add(new PingMsg(random.nextLong(1L << 50)));
        }
        for (ClientMessage m : messages) {
            String f = codec.encode(m);
            ClientMessage scanned = InputScanner.read(f);
            assertNotNull(scanned, "taken without a parser: " + f);
            assertEquals(tree(f), scanned, f);
            assertEquals(m, scanned, f);
        }
    }

    @Test
    void framesInAnyOtherShapeAreLeftToTheParser() {
        String[] left = {
            "", "{}", "{\"type\":\"input\"}", "{\"type\":\"ping\"}",
            // another key order, spaces: valid, but the parser's to read
            "{\"t\":0,\"type\":\"ping\"}",
            "{\"type\":\"ping\", \"t\":0}",
            "{\"type\":\"input\",\"seq\":1,\"act\":true,\"move\":{\"x\":0,\"y\":0}}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"y\":0,\"x\":0},\"act\":true}",
            // numbers a parser may read otherwise, or refuse
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":-0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":01,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":-1,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1.0,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1234567890123456789,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":.5,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":1.,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":1e999,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":NaN,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":1,\"y\":1},\"act\":true}",
            // strings and the end
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true,\"face\":\"l\\u0065ft\"}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true,\"face\":\"north\"}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true,\"face\":null,\"face\":null}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true}}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true} ",
            "{\"type\":\"ping\",\"t\":1}{}",
            "{\"type\":\"ping\",\"t\":1,\"t\":2}",
        };
        for (String f : left) {
            assertNull(InputScanner.read(f), f);
        }
    }

    @Test
    void aFrameChangedAnywhereIsReadAsTheTreeReadsItOrLeftAlone() {
        Random random = new Random(3636);
        String alphabet = "{}[]\",:.-+eE0123456789 truefalsnulxyinpgmovecatq\\";
        List<String> seeds = List.of(
                codec.encode(new InputMsg(42, new Vec2Msg(0.6, -0.8), true, Optional.of(Face.RIGHT))),
                codec.encode(new InputMsg(3, new Vec2Msg(0, 1), false, Optional.empty())),
                codec.encode(new PingMsg(123_456)));
        for (int i = 0; i < 20_000; i++) {
            StringBuilder f = new StringBuilder(seeds.get(random.nextInt(seeds.size())));
            for (int edits = 1 + random.nextInt(3); edits > 0 && !f.isEmpty(); edits--) {
                int at = random.nextInt(f.length());
                switch (random.nextInt(3)) {
                    case 0 -> f.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    case 1 -> f.deleteCharAt(at);
                    default -> f.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            agrees(f.toString());
        }
    }
}
