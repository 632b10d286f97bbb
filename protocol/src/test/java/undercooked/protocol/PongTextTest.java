package undercooked.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The pong written without a generator is the pong the generator writes, byte for byte. */
class PongTextTest {

    private final WireCodec codec = new WireCodec();

    @Test
    void aPongIsWrittenAsTheGeneratorWritesIt() {
        Random random = new Random(36);
        List<PongMsg> pongs = new ArrayList<>(List.of(new PongMsg(0, 0.0), new PongMsg(1, -0.0),
                new PongMsg(Long.MAX_VALUE, 1e-7), new PongMsg(2, 1e21), new PongMsg(3, -12.5),
                new PongMsg(4, Double.MAX_VALUE), new PongMsg(5, Double.MIN_VALUE), new PongMsg(6, 1_764_700_000.125)));
        for (int i = 0; i < 5_000; i++) {
            pongs.add(new PongMsg(random.nextLong(1L << 50), 1.7e9 + random.nextDouble() * 1e8));
            pongs.add(new PongMsg(random.nextLong(Long.MAX_VALUE), Double.longBitsToDouble(random.nextLong() >>> 2)));
        }
        for (PongMsg p : pongs) {
            assertEquals(codec.encode(p), codec.pong(p), () -> p.toString());
        }
    }
}
