package undercooked.levels.insight;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import undercooked.sim.Cell;
import undercooked.sim.StationKind;

/**
 * A summary's stored form: bytes, not JSON, because a level's insights read ten thousand of them
 * per query. Variable-length integers, ticks as differences from the previous one, cell layers
 * sparse (only the cells walked), every string once in a table. A leading version byte; a summary
 * of another version reads as {@link Corrupt} and is computed again.
 */
public final class SummaryCodec {
    private static final int MAGIC = 0x55; // 'U'
    /** Far beyond the level format's largest kitchen: a bigger one is a corrupt header, not a level. */
    private static final int MAX_SIDE = 1024;

    /** The bytes are not a summary this code reads; the message says why. */
    public static final class Corrupt extends Exception {
        private static final long serialVersionUID = 1L;

        public Corrupt(String message) {
            super(message);
        }
    }

    private SummaryCodec() {
    }

    public static byte[] write(RoundSummary s) {
        Out o = new Out();
        o.out.write(MAGIC);
        o.out.write(RoundSummary.VERSION);
        o.num(s.width());
        o.num(s.height());
        o.num(s.ticks());
        o.num(s.score());
        o.num(s.stars());
        o.cells(s.presence());
        o.cells(s.idle());
        o.cells(s.congestion());
        o.num(s.cooks().size());
        for (CookTime c : s.cooks()) {
            o.str(c.id());
            o.num(c.walkTicks());
            o.num(c.workTicks());
            o.num(c.waitTicks());
            o.num(c.idleTicks());
            o.num(c.handOffs());
            o.num(c.path().size());
            long at = 0;
            for (CookTime.Step st : c.path()) {
                o.num(st.tick() - at);
                at = st.tick();
                o.signed(st.x());
                o.signed(st.y());
            }
        }
        o.num(s.stations().size());
        for (StationTime st : s.stations()) {
            o.num(st.kind().ordinal());
            o.num(st.cell().x());
            o.num(st.cell().y());
            o.num(st.busyTicks());
            o.num(st.waitTicks());
        }
        o.num(s.orders().size());
        for (OrderTrack t : s.orders()) {
            o.num(t.id());
            o.str(t.recipe());
            o.num(t.spawnedTick());
            o.signed(t.startedTick());
            o.signed(t.cookedTick());
            o.signed(t.platedTick());
            o.signed(t.endTick());
            o.num(t.outcome().ordinal());
        }
        o.num(s.moments().size());
        long at = 0;
        for (Moment m : s.moments()) {
            o.num(m.kind().ordinal());
            o.signed(m.tick() - at);
            at = m.tick();
            o.signed(m.x());
            o.signed(m.y());
            o.signed(m.seat());
            o.str(m.detail());
        }
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        Out head = new Out();
        head.num(o.strings.size());
        for (String str : o.strings.keySet()) {
            byte[] b = str.getBytes(StandardCharsets.UTF_8);
            head.num(b.length);
            head.out.writeBytes(b);
        }
        byte[] body = o.out.toByteArray();
        all.write(body, 0, 2);
        all.writeBytes(head.out.toByteArray());
        all.write(body, 2, body.length - 2);
        return all.toByteArray();
    }

    public static RoundSummary read(byte[] bytes) throws Corrupt {
        return read(bytes, true);
    }

    /**
     * Reads a summary; without {@code paths} each cook's path is read past but not kept (an empty
     * list): the paths are most of a summary's bytes and objects, and adding summaries up needs
     * them only for the rare round whose cook-layer moment is kept.
     */
    public static RoundSummary read(byte[] bytes, boolean paths) throws Corrupt {
        In in = new In(bytes);
        try {
            if (in.u8() != MAGIC) {
                throw new Corrupt("not a round summary");
            }
            int version = in.u8();
            if (version != RoundSummary.VERSION) {
                throw new Corrupt("a summary of version " + version + ", this server reads " + RoundSummary.VERSION);
            }
            int n = in.count();
            List<String> strings = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                int len = in.count();
                strings.add(new String(bytes, in.pos, len, StandardCharsets.UTF_8));
                in.pos += len;
            }
            in.strings = strings;
            int w = in.count();
            int h = in.count();
            if (w > MAX_SIDE || h > MAX_SIDE) {
                throw new Corrupt("a kitchen of " + w + "x" + h + " cells");
            }
            long ticks = in.num();
            long score = in.num();
            int stars = (int) in.num();
            Traffic presence = in.cells(w, h);
            Traffic idle = in.cells(w, h);
            Traffic congestion = in.cells(w, h);
            List<CookTime> cooks = new ArrayList<>();
            for (int i = in.count(); i > 0; i--) {
                String id = in.str();
                long walk = in.num();
                long work = in.num();
                long wait = in.num();
                long idl = in.num();
                long hand = in.num();
                int steps = in.count();
                List<CookTime.Step> path = new ArrayList<>(paths ? steps : 0);
                long at = 0;
                for (int k = steps; k > 0; k--) {
                    at += in.num();
                    if (paths) {
                        path.add(new CookTime.Step(at, (int) in.signed(), (int) in.signed()));
                    } else {
                        in.skip(2);
                    }
                }
                cooks.add(new CookTime(id, walk, work, wait, idl, hand, path));
            }
            List<StationTime> stations = new ArrayList<>();
            StationKind[] kinds = StationKind.values();
            for (int i = 0, c = in.count(); i < c; i++) {
                int kind = in.count();
                if (kind >= kinds.length) {
                    throw new Corrupt("station kind " + kind + " is unknown");
                }
                stations.add(new StationTime(i, kinds[kind], new Cell(in.count(), in.count()), in.num(), in.num()));
            }
            List<OrderTrack> orders = new ArrayList<>();
            OrderTrack.Outcome[] outcomes = OrderTrack.Outcome.values();
            for (int i = in.count(); i > 0; i--) {
                int id = in.count();
                String recipe = in.str();
                long spawned = in.num();
                long started = in.signed();
                long cooked = in.signed();
                long plated = in.signed();
                long end = in.signed();
                int outcome = in.count();
                if (outcome >= outcomes.length) {
                    throw new Corrupt("order outcome " + outcome + " is unknown");
                }
                orders.add(new OrderTrack(id, recipe, spawned, started, cooked, plated, end, outcomes[outcome]));
            }
            List<Moment> moments = new ArrayList<>();
            Moment.Kind[] mk = Moment.Kind.values();
            long at = 0;
            for (int i = in.count(); i > 0; i--) {
                int kind = in.count();
                if (kind >= mk.length) {
                    throw new Corrupt("moment kind " + kind + " is unknown");
                }
                at += in.signed();
                moments.add(new Moment(mk[kind], at, (int) in.signed(), (int) in.signed(), (int) in.signed(), in.str()));
            }
            if (in.pos != bytes.length) {
                throw new Corrupt((bytes.length - in.pos) + " bytes after the summary's end");
            }
            return new RoundSummary(w, h, ticks, score, stars, presence, idle, congestion, cooks, stations, orders,
                    moments);
        } catch (IndexOutOfBoundsException e) {
            throw new Corrupt("the summary ends early (" + bytes.length + " bytes)");
        } catch (IllegalArgumentException e) {
            throw new Corrupt("the summary does not hold together: " + e.getMessage());
        }
    }

    private static final class Out {
        final ByteArrayOutputStream out = new ByteArrayOutputStream(512);
        final Map<String, Integer> strings = new LinkedHashMap<>();

        void num(long v) {
            if (v < 0) {
                throw new IllegalArgumentException("a count below zero: " + v);
            }
            while ((v & ~0x7FL) != 0) {
                out.write((int) ((v & 0x7F) | 0x80));
                v >>>= 7;
            }
            out.write((int) v);
        }

        void signed(long v) {
            num((v << 1) ^ (v >> 63));
        }

        void str(String s) {
            num(strings.computeIfAbsent(s, k -> strings.size()));
        }

        void cells(Traffic t) {
            int nonZero = 0;
            for (int y = 0; y < t.height(); y++) {
                for (int x = 0; x < t.width(); x++) {
                    nonZero += t.at(x, y) != 0 ? 1 : 0;
                }
            }
            num(nonZero);
            int last = -1;
            for (int y = 0; y < t.height(); y++) {
                for (int x = 0; x < t.width(); x++) {
                    long v = t.at(x, y);
                    if (v != 0) {
                        int i = y * t.width() + x;
                        num(i - last);
                        last = i;
                        num(v);
                    }
                }
            }
        }
    }

    private static final class In {
        final byte[] b;
        int pos;
        List<String> strings = List.of();

        In(byte[] b) {
            this.b = b;
        }

        int u8() {
            return b[pos++] & 0xFF;
        }

        long num() throws Corrupt {
            long v = 0;
            for (int shift = 0; shift < 64; shift += 7) {
                int x = u8();
                v |= (long) (x & 0x7F) << shift;
                if ((x & 0x80) == 0) {
                    return v;
                }
            }
            throw new Corrupt("a number runs past 64 bits");
        }

        int count() throws Corrupt {
            long v = num();
            if (v > Integer.MAX_VALUE) {
                throw new Corrupt("a count of " + v);
            }
            return (int) v;
        }

        /** Reads past {@code n} numbers. */
        void skip(int n) {
            while (n > 0) {
                if ((b[pos++] & 0x80) == 0) {
                    n--;
                }
            }
        }

        long signed() throws Corrupt {
            long v = num();
            return (v >>> 1) ^ -(v & 1);
        }

        String str() throws Corrupt {
            int i = count();
            if (i >= strings.size()) {
                throw new Corrupt("string " + i + " of " + strings.size());
            }
            return strings.get(i);
        }

        Traffic cells(int w, int h) throws Corrupt {
            long[] v = new long[w * h];
            int at = -1;
            for (int i = count(); i > 0; i--) {
                at += count();
                v[at] = num();
            }
            return new Traffic(w, h, v);
        }
    }
}
