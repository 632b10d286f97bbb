package undercooked.protocol;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.function.Function;

/** Reads a snap body (full or delta) and events in both shapes. */
final class SnapReader {

    /** Far above any real kitchen; a bound so a hostile server frame cannot make us build millions of records. */
    static final int MAX_ENTITIES = 1024;

    private SnapReader() {
    }

    /**
     * Any shape: an absent field takes its default (docs/PROTOCOL.md, "Defaults"), an absent
     * section or {@code e} is empty, an absent {@code full} is false; in a delta an absent
     * {@code s} or {@code tgt} and an absent entry field are "unchanged", except that a hazard's
     * entry is whole in the shapes of protocols 1 to 3 ({@code shape}).
     */
    static SnapFrame frame(WireReader r, FrameShape shape) {
        long tick = r.int64("t", 0, Long.MAX_VALUE);
        boolean full = r.has("full") && r.bool("full");
        SnapFrame frame;
        if (full) {
            int score = r.int32("s", Integer.MIN_VALUE, Integer.MAX_VALUE);
            int target = r.int32("tgt", 0, Integer.MAX_VALUE);
            double timeLeft = nonNegative(r, "tl");
            List<PlayerSnap> players = list(r, Section.PLAYERS, SnapReader::player);
            List<StationSnap> stations = list(r, Section.STATIONS, SnapReader::station);
            List<OrderSnap> orders = list(r, Section.ORDERS, SnapReader::order);
            List<HazardSnap> hazards = list(r, Section.HAZARDS, SnapReader::hazard);
            List<EventWire> events = compactEvents(r);
            frame = new FullFrame(tick, score, target, timeLeft, players, stations, orders, hazards, events);
        } else {
            OptionalInt score = r.optInt32("s", Integer.MIN_VALUE, Integer.MAX_VALUE);
            OptionalInt target = r.optInt32("tgt", 0, Integer.MAX_VALUE);
            double timeLeft = nonNegative(r, "tl");
            SectionDelta<PlayerPatch, PlayerSnap.Key> players = SectionDelta.none();
            SectionDelta<StationPatch, PlaceKey> stations = SectionDelta.none();
            SectionDelta<OrderPatch, OrderSnap.Key> orders = SectionDelta.none();
            SectionDelta<HazardPatch, PlaceKey> hazards = SectionDelta.none();
            if (r.has("d")) {
                WireReader d = r.object("d");
                players = section(d, Section.PLAYERS, SnapReader::playerPatch,
                        t -> new PlayerSnap.Key(t.text("i", 1, Protocol.TOKEN_MAX_CHARS)));
                stations = section(d, Section.STATIONS, SnapReader::stationPatch,
                        t -> new PlaceKey(t.text("k", 1, Checks.WORD_MAX), q2(t, "x"), q2(t, "y")));
                orders = section(d, Section.ORDERS, SnapReader::orderPatch,
                        t -> new OrderSnap.Key(t.int32("id", 0, Integer.MAX_VALUE)));
                hazards = section(d, Section.HAZARDS,
                        shape.obstacleByKind() ? SnapReader::hazardPatch : SnapReader::wholeHazard,
                        t -> new PlaceKey(t.text("t", 1, Checks.WORD_MAX), q2(t, "x"), q2(t, "y")));
                d.finish();
            }
            List<EventWire> events = compactEvents(r);
            frame = new DeltaFrame(tick, score, target, timeLeft, players, stations, orders, hazards, events);
        }
        r.finish();
        return frame;
    }

    private static <C, G> SectionDelta<C, G> section(WireReader d, Section<?, ?, C, G> section,
            Function<WireReader, C> change, Function<WireReader, G> tombstone) {
        String name = section.wireKey();
        if (!d.has(name)) {
            return SectionDelta.none();
        }
        List<C> changed = new ArrayList<>();
        List<G> gone = new ArrayList<>();
        int i = 0;
        for (JsonNode node : d.array(name, MAX_ENTITIES)) {
            WireReader entry = d.element(name, i++, node);
            if (entry.nullable("gone").isPresent()) {
                if (!entry.bool("gone")) {
                    throw new BadField(entry.path("gone"), "must be true when present");
                }
                gone.add(tombstone.apply(entry));
            } else {
                changed.add(change.apply(entry));
            }
            entry.finish();
        }
        try {
            return section.checked(new SectionDelta<>(changed, gone));
        } catch (IllegalArgumentException e) {
            throw new BadField(d.path(name), e.getMessage());
        }
    }

    private static <E> List<E> list(WireReader r, Section<E, ?, ?, ?> section,
                                                            Function<WireReader, E> entity) {
        String name = section.wireKey();
        if (!r.has(name)) {
            return List.of();
        }
        List<E> out = new ArrayList<>();
        int i = 0;
        for (JsonNode node : r.array(name, MAX_ENTITIES)) {
            WireReader entry = r.element(name, i++, node);
            out.add(entity.apply(entry));
            entry.finish();
        }
        try {
            return section.canonical(out);
        } catch (IllegalArgumentException e) {
            throw new BadField(r.path(name), e.getMessage());
        }
    }

    private static PlayerSnap player(WireReader r) {
        String id = r.text("i", 1, Protocol.TOKEN_MAX_CHARS);
        double x = r.float64("x");
        double y = r.float64("y");
        long f = r.int64("f", 0, Face.values().length - 1);
        return new PlayerSnap(id, x, y, Face.fromIndex(f).orElseThrow(),
                r.optText("h", 1, Checks.WORD_MAX),
                r.has("s") ? r.text("s", 1, Checks.WORD_MAX) : PlayerSnap.DEFAULT_STATE,
                r.int32("pi", 0, Integer.MAX_VALUE),
                r.has("sq") ? r.int64("sq", 0, PlayerSnap.MAX_INPUT_SEQ) : PlayerSnap.DEFAULT_INPUT_SEQ);
    }

    private static PlayerPatch playerPatch(WireReader r) {
        String id = r.text("i", 1, Protocol.TOKEN_MAX_CHARS);
        OptionalDouble x = r.optFloat64("x");
        OptionalDouble y = r.optFloat64("y");
        Optional<Face> f = r.has("f")
                ? Face.fromIndex(r.int64("f", 0, Face.values().length - 1)) : Optional.empty();
        return new PlayerPatch(id, x, y, f, changedText(r, "h"),
                r.has("s") ? Optional.of(r.text("s", 1, Checks.WORD_MAX)) : Optional.empty(),
                r.optInt32("pi", 0, Integer.MAX_VALUE), r.optInt64("sq", 0, PlayerSnap.MAX_INPUT_SEQ));
    }

    private static StationSnap station(WireReader r) {
        return new StationSnap(r.text("k", 1, Checks.WORD_MAX), r.float64("x"), r.float64("y"),
                r.optText("g", 1, Checks.WORD_MAX),
                r.has("n") ? r.int32("n", 0, StationSnap.MAX_COUNT) : StationSnap.DEFAULT_COUNT,
                r.has("q") ? share(r, "q") : StationSnap.DEFAULT_QUALITY,
                r.has("p") ? share(r, "p") : StationSnap.DEFAULT_PROGRESS,
                r.has("s") ? r.text("s", 1, Checks.WORD_MAX) : StationSnap.DEFAULT_STATE);
    }

    private static StationPatch stationPatch(WireReader r) {
        return new StationPatch(r.text("k", 1, Checks.WORD_MAX), r.float64("x"), r.float64("y"),
                changedText(r, "g"), r.optInt32("n", 0, StationSnap.MAX_COUNT),
                r.has("q") ? OptionalDouble.of(share(r, "q")) : OptionalDouble.empty(),
                r.has("p") ? OptionalDouble.of(share(r, "p")) : OptionalDouble.empty(),
                r.has("s") ? Optional.of(r.text("s", 1, Checks.WORD_MAX)) : Optional.empty());
    }

    private static OrderSnap order(WireReader r) {
        return new OrderSnap(r.int32("id", 0, Integer.MAX_VALUE), r.text("r", 1, Checks.WORD_MAX),
                share(r, "l"), r.int32("pts", 0, Integer.MAX_VALUE));
    }

    private static OrderPatch orderPatch(WireReader r) {
        return new OrderPatch(r.int32("id", 0, Integer.MAX_VALUE),
                r.has("r") ? Optional.of(r.text("r", 1, Checks.WORD_MAX)) : Optional.empty(),
                r.has("l") ? OptionalDouble.of(share(r, "l")) : OptionalDouble.empty(),
                r.optInt32("pts", 0, Integer.MAX_VALUE));
    }

    private static HazardSnap hazard(WireReader r) {
        return new HazardSnap(r.text("t", 1, Checks.WORD_MAX), r.float64("x"), r.float64("y"),
                r.has("l") ? nonNegative(r, "l") : HazardSnap.DEFAULT_LIFE);
    }

    /** The obstacle's entry names it by its kind: its place may be unchanged; any other hazard's names its tile. */
    private static HazardPatch hazardPatch(WireReader r) {
        String kind = r.text("t", 1, Checks.WORD_MAX);
        boolean moves = HazardSnap.moves(kind);
        return new HazardPatch(kind,
                moves ? r.optFloat64("x") : OptionalDouble.of(r.float64("x")),
                moves ? r.optFloat64("y") : OptionalDouble.of(r.float64("y")),
                r.has("l") ? OptionalDouble.of(nonNegative(r, "l")) : OptionalDouble.empty());
    }

    /**
     * A hazard's delta entry before protocol 4: whole, every hazard named by kind and tile, an
     * absent {@code l} the default (a fire whose life fell to 0 is sent without it).
     */
    private static HazardPatch wholeHazard(WireReader r) {
        return HazardPatch.whole(hazard(r));
    }

    /** A delta entry's nullable text: absent is "unchanged", {@code null} is "now nothing". */
    private static Optional<Optional<String>> changedText(WireReader r, String name) {
        return r.present(name) ? Optional.of(r.optText(name, 1, Checks.WORD_MAX)) : Optional.empty();
    }

    private static List<EventWire> compactEvents(WireReader r) {
        List<EventWire> events = new ArrayList<>();
        if (!r.has("e")) {
            return events;
        }
        int i = 0;
        for (JsonNode node : r.array("e", Protocol.MAX_EVENTS_PER_FRAME)) {
            WireReader e = r.element("e", i++, node);
            String kind = e.text("k", 1, Checks.WORD_MAX);
            double x = e.float64("x");
            double y = e.float64("y");
            events.add(new EventWire(kind, x, y, payload(e)));
        }
        return events;
    }

    /** The {@code ev} shape. Unknown payload keys are skipped: a newer server may add some. */
    static EventWire event(WireReader e) {
        String kind = e.text("kind", 1, Checks.WORD_MAX);
        double x = e.float64("x");
        double y = e.float64("y");
        Map<String, Object> payload = payload(e.object("payload"));
        e.finish();
        return new EventWire(kind, x, y, payload);
    }

    /** The short-keyed entries of an object; other keys are skipped (a newer server may add some). */
    private static Map<String, Object> payload(WireReader r) {
        Map<String, Object> payload = new LinkedHashMap<>();
        for (Iterator<String> names = r.names(); names.hasNext(); ) {
            String name = names.next();
            if (EventPayload.SHORT_KEYS.contains(name)) {
                payload.put(name, payloadValue(r.required(name), r.path(name)));
            }
        }
        return payload;
    }

    private static Object payloadValue(JsonNode value, String field) {
        if (value.isIntegralNumber()) {
            return WireReader.asLong(value, field, Long.MIN_VALUE, Long.MAX_VALUE);
        }
        if (value.isNumber() && Double.isFinite(value.doubleValue())) {
            return value.doubleValue();
        }
        if (value.isTextual()) {
            return value.textValue();
        }
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        throw new BadField(field, "must be a finite number, a string or a bool");
    }

    private static double share(WireReader r, String name) {
        double v = r.float64(name);
        if (v < 0.0 || v > 1.0) {
            throw new BadField(r.path(name), "must be 0-1, was " + v);
        }
        return v;
    }

    private static double nonNegative(WireReader r, String name) {
        double v = r.float64(name);
        if (v < 0.0) {
            throw new BadField(r.path(name), "must be >= 0, was " + v);
        }
        return v;
    }

    private static double q2(WireReader r, String name) {
        return Quantize.q2(r.float64(name));
    }
}
