package undercooked.protocol;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Reads a snap body (full or delta) and events in both shapes. */
final class SnapReader {

    /** Far above any real kitchen; a bound so a hostile server frame cannot make us build millions of records. */
    static final int MAX_ENTITIES = 1024;

    private SnapReader() {
    }

    static SnapFrame frame(WireReader r) {
        long tick = r.int64("t", 0, Long.MAX_VALUE);
        int score = r.int32("s", Integer.MIN_VALUE, Integer.MAX_VALUE);
        int target = r.int32("tgt", 0, Integer.MAX_VALUE);
        double timeLeft = nonNegative(r, "tl");
        boolean full = r.bool("full");
        SnapFrame frame;
        if (full) {
            List<PlayerSnap> players = list(r, Section.PLAYERS, SnapReader::player);
            List<StationSnap> stations = list(r, Section.STATIONS, SnapReader::station);
            List<OrderSnap> orders = list(r, Section.ORDERS, SnapReader::order);
            List<HazardSnap> hazards = list(r, Section.HAZARDS, SnapReader::hazard);
            List<EventWire> events = compactEvents(r);
            frame = new FullFrame(tick, score, target, timeLeft, players, stations, orders, hazards, events);
        } else {
            WireReader d = r.object("d");
            SectionDelta<PlayerSnap, PlayerSnap.Key> players = section(d, Section.PLAYERS, SnapReader::player,
                    t -> new PlayerSnap.Key(t.text("i", 1, Protocol.TOKEN_MAX_CHARS)));
            SectionDelta<StationSnap, PlaceKey> stations = section(d, Section.STATIONS, SnapReader::station,
                    t -> new PlaceKey(t.text("k", 1, Checks.WORD_MAX), q2(t, "x"), q2(t, "y")));
            SectionDelta<OrderSnap, OrderSnap.Key> orders = section(d, Section.ORDERS, SnapReader::order,
                    t -> new OrderSnap.Key(t.int32("id", 0, Integer.MAX_VALUE)));
            SectionDelta<HazardSnap, PlaceKey> hazards = section(d, Section.HAZARDS, SnapReader::hazard,
                    t -> new PlaceKey(t.text("t", 1, Checks.WORD_MAX), q2(t, "x"), q2(t, "y")));
            d.finish();
            List<EventWire> events = compactEvents(r);
            frame = new DeltaFrame(tick, score, target, timeLeft, players, stations, orders, hazards, events);
        }
        r.finish();
        return frame;
    }

    private static <E, K extends Comparable<K>> SectionDelta<E, K> section(WireReader d, Section<E, K> section,
            Function<WireReader, E> entity, Function<WireReader, K> identity) {
        String name = section.wireKey();
        List<E> changed = new ArrayList<>();
        List<K> gone = new ArrayList<>();
        int i = 0;
        for (JsonNode node : d.array(name, MAX_ENTITIES)) {
            WireReader entry = d.element(name, i++, node);
            if (entry.nullable("gone").isPresent()) {
                if (!entry.bool("gone")) {
                    throw new BadField(entry.path("gone"), "must be true when present");
                }
                gone.add(identity.apply(entry));
            } else {
                changed.add(entity.apply(entry));
            }
            entry.finish();
        }
        try {
            return section.checked(new SectionDelta<>(changed, gone));
        } catch (IllegalArgumentException e) {
            throw new BadField(d.path(name), e.getMessage());
        }
    }

    private static <E, K extends Comparable<K>> List<E> list(WireReader r, Section<E, K> section,
                                                            Function<WireReader, E> entity) {
        String name = section.wireKey();
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
                r.optText("h", 1, Checks.WORD_MAX), r.text("s", 1, Checks.WORD_MAX),
                r.int32("pi", 0, Integer.MAX_VALUE));
    }

    private static StationSnap station(WireReader r) {
        return new StationSnap(r.text("k", 1, Checks.WORD_MAX), r.float64("x"), r.float64("y"),
                r.optText("g", 1, Checks.WORD_MAX), share(r, "q"), share(r, "p"),
                r.text("s", 1, Checks.WORD_MAX));
    }

    private static OrderSnap order(WireReader r) {
        return new OrderSnap(r.int32("id", 0, Integer.MAX_VALUE), r.text("r", 1, Checks.WORD_MAX),
                share(r, "l"), r.int32("pts", 0, Integer.MAX_VALUE));
    }

    private static HazardSnap hazard(WireReader r) {
        return new HazardSnap(r.text("t", 1, Checks.WORD_MAX), r.float64("x"), r.float64("y"), nonNegative(r, "l"));
    }

    private static List<EventWire> compactEvents(WireReader r) {
        List<EventWire> events = new ArrayList<>();
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
