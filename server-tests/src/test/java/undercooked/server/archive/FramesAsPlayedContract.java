package undercooked.server.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Statement;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import undercooked.levels.LevelLoader;
import undercooked.levels.ReplayFiles;
import undercooked.levels.RulesVersion;
import undercooked.protocol.ReplayFrames;
import undercooked.protocol.WireCodec;
import undercooked.server.wire.RoundFrames;
import undercooked.sim.InputScript;
import undercooked.sim.Kernel;
import undercooked.sim.KernelVariants;

/**
 * The archive's frames as played, on every database engine (part of {@link ArchiveStoreContract},
 * which gives the database and the archive): kept under the kernel that played a round and served
 * after an upgrade, given by the backfill only where that is honest, and the backfill stopped by
 * a close before its database goes.
 */
interface FramesAsPlayedContract {

    /** A database over the same storage each call; a second call is a "restart". */
    Database open();

    /** The test's folder for replay bodies. */
    Path files();

    /** An archive over {@code db} (bodies in {@link #files()}), recovered. */
    ReplayArchive archive(Database db, int keep) throws Exception;

    @Test
    default void aRoundPlayedUnderAnOlderKernelIsStillDrawnFromItsFramesAsPlayedAfterAnUpgrade() throws Exception {
        Kernel older = KernelVariants.fastClock();
        try (Database db = open(); ReplayArchive a = new ReplayArchive(db, BodyStore.in(files().resolve("replays")), 10,
                ReplayArchive.QUEUE, FrameSpool.none(), Optional.empty(), older)) {
            a.recover();
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 77));
            a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 78));
            assertTrue(a.drain(5000));
        }
        try (Database db = open(); ReplayArchive a = archive(db, 10)) { // the upgrade: today's kernel
            ReplayArchive.Lookup.Found f = assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(1));
            InputScript s = ReplayFiles.parseScript(f.script(), "s", "s").value().orElseThrow();
            var kitchen = LevelLoader.parse(f.level(), "level").level().orElseThrow().kitchen();
            ReplayArchive.AsPlayed kept = a.asPlayed(1).orElseThrow();
            assertEquals(frames(1, RoundFrames.of(older, kitchen, s), s), kept.frames(), "drawn as the older kernel played it");
            assertNotEquals(frames(1, RoundFrames.of(Kernel.STANDARD, kitchen, s), s), kept.frames(),
                    "today's kernel plays it differently");
            assertEquals(RulesVersion.current().id(), kept.kernelId());
            JsonNode back = new com.fasterxml.jackson.databind.ObjectMapper().readTree(kept.frames());
            assertEquals(45, back.get("ticks").asLong(), "the frames read back and draw the whole round");
            assertTrue(back.get("frames").size() > 40, back.get("frames").size() + " frames");
            db.run(c -> {
                try (Statement st = c.createStatement()) {
                    return st.executeUpdate("DELETE FROM replay_frames WHERE replay_id = 2");
                }
            });
            assertEquals(Optional.empty(), a.asPlayed(2), "a round archived before rounds kept frames has none");
            assertInstanceOf(ReplayArchive.Lookup.Found.class, a.find(2), "and still opens as before");
        }
    }

    /**
     * Rounds archived before rounds kept their frames (V5) are given them by a server whose kernel
     * played them (their row names its rules version), drawn now as they were played; a round of
     * another rules version, or with no version recorded, is left to be drawn on request as before.
     */
    @Test
    default void roundsArchivedBeforeFramesWereKeptGetThemFromAServerOfTheirKernelAndNoOther() throws Exception {
        try (Database db = open(); ReplayArchive a = archive(db, 10)) {
            for (int i = 1; i <= 3; i++) {
                a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 90 + i));
            }
            assertTrue(a.drain(5000));
            String kept1 = a.asPlayed(1).orElseThrow().frames();
            db.run(c -> {
                try (Statement st = c.createStatement()) {
                    st.executeUpdate("DELETE FROM replay_frames");
                    st.executeUpdate("UPDATE replays SET kernel_id = '00000000deadbeef' WHERE id = 2");
                    return st.executeUpdate("UPDATE replays SET kernel_id = '' WHERE id = 3");
                }
            });
            ReplayArchive.FramesBackfill b = a.backfillFrames(0);
            assertEquals(1, b.kept(), "only the round played under this kernel");
            assertEquals(1, b.last());
            assertEquals(kept1, a.asPlayed(1).orElseThrow().frames(), "the same frames it would have kept then");
            assertEquals(Optional.empty(), a.asPlayed(2), "another kernel played it: drawing it now is not as played");
            assertEquals(Optional.empty(), a.asPlayed(3), "no kernel recorded");
            assertEquals(new ReplayArchive.FramesBackfill(0, -1), a.backfillFrames(b.last()), "nothing left");
            assertEquals(new ReplayArchive.FramesBackfill(0, -1), a.backfillFrames(0), "and a second pass keeps nothing twice");
        }
    }

    /**
     * A stop in the middle of the frames backfill ends it before the caller closes the database:
     * close() returns with the backfill's thread gone, so it never runs into a closed pool and
     * warns of a fault that was only a stop.
     */
    @Test
    default void closingTheArchiveEndsItsFramesBackfillBeforeTheDatabaseCloses() throws Exception {
        try (Database db = open()) {
            ReplayArchive a = archive(db, 40);
            for (int i = 1; i <= 40; i++) {
                a.archive(TestRounds.played("AAAAA", "01_first_shift", "lost", 60 + i));
            }
            assertTrue(a.drain(20_000));
            db.run(c -> {
                try (Statement st = c.createStatement()) {
                    return st.executeUpdate("DELETE FROM replay_frames");
                }
            });
            a.startFramesBackfill();
            Thread t = a.framesBackfill().orElseThrow();
            a.close();
            assertFalse(t.isAlive(), "the backfill ended within close()");
        }
    }

    private static String frames(long id, RoundFrames.Stream s, InputScript script) {
        return new WireCodec().encode(new ReplayFrames(id, script.levelId(), script.tickHz(), s.every(), s.ticks(),
                s.frames()));
    }
}
