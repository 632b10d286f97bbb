package undercooked.levels;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import undercooked.sim.Facing;
import undercooked.sim.InputScript;
import undercooked.sim.Rng;
import undercooked.sim.SimConstants;
import undercooked.sim.Vec2;

class PackedScriptTest {
    private static final Level LEVEL = Campaign.builtIn().load("01_first_shift").orElseThrow();

    @ParameterizedTest
    @ValueSource(strings = {"walk_solo", "cooked_and_served", "pass_and_contest", "trash_long_press"})
    void aCommittedScriptPacksAndComesBackByteForByte(String name) throws Exception {
        String text = ReplayFiles.writeScript(ReplayFiles.readScript(Path.of("src/test/resources/replays", name + ".json"))
                .value().orElseThrow(), Optional.empty(), Optional.of(LEVEL));

        PackedScript.Packed p = PackedScript.pack(text).orElseThrow();

        assertTrue(p.stripped().endsWith("\n  \"frames\": []\n}\n"), p.stripped());
        assertEquals(text, PackedScript.unpack(p.stripped(), p.frames()));
    }

    @Test
    void liveFramesWithStampsFacingsAndOddMovesComeBackTheSame() throws Exception {
        InputScript s = script(live(3_000));
        String text = ReplayFiles.writeScript(s, Optional.empty(), Optional.of(LEVEL));

        PackedScript.Packed p = PackedScript.pack(text).orElseThrow();

        assertEquals(s.frames(), PackedScript.decode(p.frames()));
        assertEquals(text, PackedScript.unpack(p.stripped(), p.frames()));
        assertEquals(s.seats(), p.frames().cooks(), "the cooks in the order they first appear");
        assertEquals(3, p.frames().cooks().size());
        assertTrue(p.frames().bytes().length < 8 * s.frames().size(), p.frames().bytes().length + " bytes");
    }

    @Test
    void framesAReadOfTheTextFoundPackAsTheTextAloneAndOthersPackNothing() throws Exception {
        InputScript s = script(live(600));
        String text = ReplayFiles.writeScript(s, Optional.empty(), Optional.of(LEVEL));
        List<InputScript.Frame> read = ReplayFiles.parseScript(text, "t", "round").value().orElseThrow().frames();

        PackedScript.Packed alone = PackedScript.pack(text).orElseThrow();
        PackedScript.Packed given = PackedScript.pack(text, read).orElseThrow();

        assertEquals(alone.stripped(), given.stripped());
        assertArrayEquals(alone.frames().bytes(), given.frames().bytes());
        assertEquals(text, PackedScript.unpack(given.stripped(), given.frames()));
        List<InputScript.Frame> other = new ArrayList<>(read);
        other.remove(other.size() / 2);
        assertEquals(Optional.empty(), PackedScript.pack(text, other), "frames that are not the text's pack nothing");
    }

    @Test
    void aScriptWithNoFramesPacksToItself() throws Exception {
        String text = ReplayFiles.writeScript(script(List.of()));

        PackedScript.Packed p = PackedScript.pack(text).orElseThrow();

        assertEquals(text, p.stripped());
        assertEquals(0, p.frames().count());
        assertEquals(text, PackedScript.unpack(p.stripped(), p.frames()));
    }

    @Test
    void aScriptNotInTheCanonicalLayoutDoesNotPack() {
        String text = ReplayFiles.writeScript(script(live(20)));

        // The same value written otherwise (a trailing zero), other spacing, a broken frame, no JSON.
        for (String odd : List.of(text.replaceFirst("(\"x\": [-0-9.]+)", "$10"), text.replace("\n    {", "\n  {"),
                text.replace("\"frames\": [", "\"frames\":["), text.replaceFirst("\"tick\": ", "\"tick\":"),
                text + "\n", text.replaceFirst("\"action\": (true|false)", "\"action\": 7"), "not json\n")) {
            assertNotEquals(text, odd);
            assertEquals(Optional.empty(), PackedScript.pack(odd), odd);
        }
    }

    @Test
    void damagedFramesAreNamed() throws Exception {
        PackedScript.Frames f = PackedScript.pack(ReplayFiles.writeScript(script(live(40)))).orElseThrow().frames();
        byte[] b = f.bytes();
        int notFirstCook = 0;
        while (PackedScript.decode(f).get(notFirstCook).playerId().equals(f.cooks().getFirst())) {
            notFirstCook++;
        }

        List<String> reasons = new ArrayList<>();
        for (PackedScript.Frames bad : List.of(
                new PackedScript.Frames(f.cooks(), f.count(), Arrays.copyOf(b, b.length - 3)),
                new PackedScript.Frames(f.cooks(), f.count() - 1, b),
                new PackedScript.Frames(f.cooks().subList(0, 1), f.count(), b),
                new PackedScript.Frames(List.of(), f.count(), b),
                new PackedScript.Frames(f.cooks(), f.count(), flags(b, 0x80)))) {
            reasons.add(assertThrows(PackedScript.Damaged.class, () -> PackedScript.decode(bad)).getMessage());
        }
        assertEquals(List.of("the packed frames end early, after " + (b.length - 3) + " bytes",
                "the packed frames have " + (b.length - tail(f)) + " bytes after their " + (f.count() - 1) + " frames",
                "frame " + notFirstCook + " of the packed frames is damaged (its cook)",
                "the packed frames name no cooks",
                "frame 0 of the packed frames is damaged (its flags)"), reasons);
        assertTrue(assertThrows(PackedScript.Damaged.class, () -> PackedScript.unpack("{}\n", f)).getMessage()
                .startsWith("the script's section does not read: "), "a section that is no script");
    }

    @Test
    void aStrippedSectionInAnotherLayoutStillGivesTheScriptInTheCanonicalOne() throws Exception {
        // A body that a JSON tool read and wrote again: the section's bytes changed, its content did not.
        InputScript s = script(live(300));
        String text = ReplayFiles.writeScript(s, Optional.empty(), Optional.of(LEVEL));
        PackedScript.Packed p = PackedScript.pack(text).orElseThrow();
        String compact = new com.fasterxml.jackson.databind.ObjectMapper().readTree(p.stripped()).toString();
        assertNotEquals(p.stripped(), compact);

        String back = PackedScript.unpack(compact, p.frames());

        assertEquals(text, back, "the canonical layout is what the server wrote in the first place");
        String withFrames = compact.replace("\"frames\":[]", "\"frames\":[{\"tick\":0,\"player_id\":\"p0\","
                + "\"move\":{\"x\":0,\"y\":0},\"action\":false,\"face\":null}]");
        assertNotEquals(compact, withFrames);
        assertEquals("the script's section keeps frames of its own beside the packed ones",
                assertThrows(PackedScript.Damaged.class, () -> PackedScript.unpack(withFrames, p.frames())).getMessage());
    }

    @Test
    void encodeAndDecodeAreEachOthersInverse() throws Exception {
        List<InputScript.Frame> frames = live(500);
        PackedScript.Frames f = PackedScript.encode(frames);

        assertEquals(frames, PackedScript.decode(f));
        assertArrayEquals(f.bytes(), PackedScript.encode(PackedScript.decode(f)).bytes());
    }

    /** The packed frames' first frame with {@code bits} set in its flag byte (tick step 0 and cook 0 come first). */
    private static byte[] flags(byte[] b, int bits) {
        byte[] c = b.clone();
        c[2] |= (byte) bits;
        return c;
    }

    /** The bytes of every frame but the last. */
    private static int tail(PackedScript.Frames f) throws PackedScript.Damaged {
        List<InputScript.Frame> all = PackedScript.decode(f);
        return PackedScript.encode(all.subList(0, all.size() - 1)).bytes().length;
    }

    private static InputScript script(List<InputScript.Frame> frames) {
        return new InputScript("packed", 7, LEVEL.id(), SimConstants.TICK_HZ, 20, frames, List.of());
    }

    /**
     * Frames as a live room records them: three cooks (one id that needs escaping), stamps on
     * most frames, facings, held inputs, and moves whose text is not short.
     */
    private static List<InputScript.Frame> live(int ticks) {
        Rng r = new Rng(11);
        List<String> cooks = List.of("p0", "cook \"two\"", "p2");
        List<Vec2> moves = List.of(new Vec2(0.5, -0.0), new Vec2(0.1 + 0.2, 1e-300), new Vec2(-0.7071067811865476, 1),
                Vec2.ZERO);
        List<InputScript.Frame> out = new ArrayList<>();
        long[] seq = new long[cooks.size()];
        Vec2[] held = {Vec2.ZERO, Vec2.ZERO, Vec2.ZERO};
        for (long t = 0; t < ticks; t++) {
            for (int c = 0; c < cooks.size(); c++) {
                if ((r.nextLong() & 3) == 0) {
                    continue;
                }
                if ((r.nextLong() & 7) == 0) {
                    held[c] = moves.get((int) (r.nextLong() & 3));
                }
                Optional<Facing> face = (r.nextLong() & 7) == 0
                        ? Optional.of(Facing.values()[(int) (r.nextLong() & 3)]) : Optional.empty();
                boolean stamped = c != 2;
                seq[c] += 1 + (r.nextLong() & 1);
                out.add(new InputScript.Frame(t, cooks.get(c), held[c], (r.nextLong() & 5) == 0, face,
                        stamped ? OptionalLong.of(t + (r.nextLong() & 1)) : OptionalLong.empty(),
                        stamped ? OptionalLong.of(seq[c]) : OptionalLong.empty()));
            }
        }
        return out;
    }
}
