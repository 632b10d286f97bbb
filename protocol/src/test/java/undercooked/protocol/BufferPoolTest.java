package undercooked.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Optional;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.util.JsonRecyclerPools;

/**
 * The codec's parse and write buffers come from one shared pool, not a thread-local per thread:
 * the server decodes on one virtual thread per socket, and a thread-local kept about 16 KB of
 * buffers alive for each socket's lifetime.
 */
class BufferPoolTest {

    @Test
    void buffersAreSharedNotKeptPerThread() throws Exception {
        WireCodec codec = new WireCodec();
        assertFalse(codec.factory()._getRecyclerPool() instanceof JsonRecyclerPools.ThreadLocalPool,
                codec.factory()._getRecyclerPool().getClass().getName());
        assertFalse(codec.hotFactory()._getRecyclerPool() instanceof JsonRecyclerPools.ThreadLocalPool,
                "the hot path's parsers too: " + codec.hotFactory()._getRecyclerPool().getClass().getName());
        // Still decodes and encodes from many virtual threads at once.
        Thread[] threads = new Thread[64];
        boolean[] ok = new boolean[threads.length];
        for (int i = 0; i < threads.length; i++) {
            int n = i;
            threads[i] = Thread.ofVirtual().start(() -> {
                String text = codec.encode(new PingMsg(n));
                ok[n] = codec.decodeClient(text) instanceof DecodeResult.Accepted<ClientMessage> a
                        && a.value().equals(new PingMsg(n))
                        && codec.decodeClient(codec.encode(new HelloMsg(1, Optional.empty(), Optional.of("c" + n))))
                        instanceof DecodeResult.Accepted<ClientMessage>;
            });
        }
        for (Thread t : threads) {
            t.join(5000);
        }
        for (int i = 0; i < ok.length; i++) {
            assertEquals(true, ok[i], "thread " + i);
        }
    }
}
