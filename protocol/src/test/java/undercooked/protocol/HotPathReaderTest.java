package undercooked.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The streaming reader of inputs and pings must agree with the tree path: whatever it accepts,
 * the tree path accepts as the same message; whatever the tree path refuses, it leaves alone
 * (so the refusal is named in one place); and it does take the ordinary frames, or it would
 * save nothing.
 */
class HotPathReaderTest {

    private final WireCodec codec = new WireCodec();

    private ClientMessage hot(String text) {
        return HotPathReader.read(codec.hotFactory(), text);
    }

    private ClientMessage tree(String text) {
        return codec.decodeClientByTree(text).message().orElse(null);
    }

    @Test
    void theFramesABrowserSendsAreReadWithoutATreeAndAsTheTreeReadsThem() {
        List<String> frames = List.of(
                "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":false,\"face\":null}",
                "{\"type\":\"input\",\"seq\":42,\"move\":{\"x\":0.7,\"y\":-0.7},\"act\":true,\"face\":null}",
                "{\"type\":\"input\",\"seq\":9007199254740993,\"move\":{\"x\":-1,\"y\":0},\"act\":true,\"face\":\"left\"}",
                "{\"type\":\"input\",\"seq\":0,\"move\":{\"x\":0,\"y\":1},\"act\":false}",
                "{ \"act\" : true , \"face\" : \"up\", \"move\" : { \"y\" : 0.5, \"x\" : 0.5 }, \"seq\" : 7, \"type\" : \"input\" }",
                "{\"type\":\"ping\",\"t\":1732899999123}",
                "{\"t\":0,\"type\":\"ping\"}");
        for (String f : frames) {
            ClientMessage h = hot(f);
            assertNotNull(h, "taken by the hot path: " + f);
            assertEquals(tree(f), h, f);
            assertEquals(h, accepted(codec.decodeClient(f)), "decodeClient answers with it: " + f);
        }
    }

    @Test
    void everythingTheTreePathRefusesIsLeftToIt() {
        String[] refused = {
            "", "[]", "null", "\"input\"", "{}", "{\"type\":\"input\"}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0}}",
            "{\"type\":\"input\",\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0,\"z\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true,\"pos\":{\"x\":1,\"y\":1}}",
            "{\"type\":\"input\",\"seq\":-1,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1.0,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":\"1\",\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":99999999999999999999,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":1,\"y\":1},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":NaN,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":Infinity,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":\"0\",\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":{\"y\":0},\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":[0,0],\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":null,\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":1}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":null}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true,\"face\":\"north\"}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true,\"face\":2}",
            "{\"type\":\"input\",\"seq\":1,\"seq\":2,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0,\"y\":0.5},\"act\":true}",
            "{\"type\":\"input\",\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true,\"act\":false}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true,\"face\":null,\"face\":\"up\"}",
            "{\"type\":\"ping\",\"t\":1,\"t\":2}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true} {}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true,\"t\":5}",
            "{\"type\":\"INPUT\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true}",
            "{\"type\":\"ping\"}", "{\"type\":\"ping\",\"t\":-1}", "{\"type\":\"ping\",\"t\":1,\"seq\":1}",
            "{\"type\":\"ping\",\"t\":1,\"face\":null}", "{\"type\":\"ping\",\"t\":1.5}",
            "{\"type\":\"hello\",\"p\":1}", "{\"type\":\"ready\"}",
            "{\"type\":\"input\",\"seq\":1,\"move\":{\"x\":0,\"y\":0},\"act\":true",
        };
        for (String f : refused) {
            assertNull(hot(f), "left to the tree path: " + f);
        }
        // The list is of refusals, except the two frames whose type the hot path does not read.
        long treeAccepted = java.util.Arrays.stream(refused).filter(f -> tree(f) != null).count();
        assertEquals(2, treeAccepted, "hello and ready are valid; everything else here is refused");
    }

    @Test
    void randomFramesAndTheirMutationsNeverDisagree() {
        Random rnd = new Random(20261129L);
        int taken = 0;
        for (int i = 0; i < 3000; i++) {
            String f = mutate(randomFrame(rnd), rnd);
            ClientMessage h = hot(f);
            ClientMessage t = tree(f);
            if (h != null) {
                taken++;
                assertEquals(t, h, f);
            }
        }
        assertEquals(true, taken > 500, "most unmutated frames take the hot path, took " + taken);
    }

    private static ClientMessage accepted(DecodeResult<ClientMessage> r) {
        return (ClientMessage) assertInstanceOf(DecodeResult.Accepted.class, r).value();
    }

    private static String randomFrame(Random rnd) {
        if (rnd.nextInt(4) == 0) {
            return "{\"type\":\"ping\",\"t\":" + (rnd.nextLong() >>> 1) + "}";
        }
        double a = rnd.nextDouble() * Math.PI * 2;
        double r = rnd.nextInt(3) == 0 ? 0 : rnd.nextDouble();
        List<String> fields = new ArrayList<>(List.of(
                "\"type\":\"input\"",
                "\"seq\":" + rnd.nextInt(1_000_000),
                "\"move\":{\"x\":" + Math.round(Math.cos(a) * r * 100) / 100.0 + ",\"y\":"
                        + Math.round(Math.sin(a) * r * 100) / 100.0 + "}",
                "\"act\":" + rnd.nextBoolean()));
        switch (rnd.nextInt(3)) {
            case 0 -> fields.add("\"face\":null");
            case 1 -> fields.add("\"face\":\"" + Face.values()[rnd.nextInt(4)].wire() + "\"");
            default -> { }
        }
        Collections.shuffle(fields, rnd);
        return "{" + String.join(",", fields) + "}";
    }

    /** Half the frames stay as they are; the rest get one edit a client could get wrong. */
    private static String mutate(String f, Random rnd) {
        String[] edits = {"\"x\":", "\"x\":\"", "\"act\":", "\"act\":0,\"", "\"seq\":", "\"seq\":-", "\":",
            "\":[", "\"type\":\"", "\"type\":\"x", "}", "}}", "{", "{\"pos\":1,", ",", ",\"seq\":3,"};
        if (rnd.nextBoolean()) {
            return f;
        }
        int e = rnd.nextInt(edits.length / 2) * 2;
        int at = f.indexOf(edits[e]);
        return at < 0 ? f + " 1" : f.substring(0, at) + edits[e + 1] + f.substring(at + edits[e].length());
    }
}
