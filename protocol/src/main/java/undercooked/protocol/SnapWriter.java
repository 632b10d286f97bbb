package undercooked.protocol;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;

/** Writes a snap body with the short keys of the contract; every byte here is paid 20 times a second per player. */
final class SnapWriter {

    private SnapWriter() {
    }

    static void frame(JsonGenerator g, SnapFrame frame) throws IOException {
        g.writeStartObject();
        g.writeNumberField("t", frame.tick());
        g.writeNumberField("s", frame.score());
        g.writeNumberField("tgt", frame.target());
        g.writeNumberField("tl", frame.timeLeft());
        switch (frame) {
            case FullFrame f -> {
                g.writeBooleanField("full", true);
                g.writeArrayFieldStart("p");
                for (PlayerSnap p : f.players()) {
                    player(g, p);
                }
                g.writeEndArray();
                g.writeArrayFieldStart("st");
                for (StationSnap s : f.stations()) {
                    station(g, s);
                }
                g.writeEndArray();
                g.writeArrayFieldStart("o");
                for (OrderSnap o : f.orders()) {
                    order(g, o);
                }
                g.writeEndArray();
                g.writeArrayFieldStart("hz");
                for (HazardSnap h : f.hazards()) {
                    hazard(g, h);
                }
                g.writeEndArray();
            }
            case DeltaFrame d -> {
                g.writeBooleanField("full", false);
                g.writeObjectFieldStart("d");
                delta(g, d);
                g.writeEndObject();
            }
        }
        g.writeArrayFieldStart("e");
        for (EventWire e : frame.events()) {
            compactEvent(g, e);
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    /** Changed entries first, then tombstones: a tombstone carries the identity keys and {@code gone:true}. */
    private static void delta(JsonGenerator g, DeltaFrame d) throws IOException {
        g.writeArrayFieldStart("p");
        for (PlayerSnap p : d.players().changed()) {
            player(g, p);
        }
        for (PlayerSnap.Key k : d.players().gone()) {
            g.writeStartObject();
            g.writeStringField("i", k.id());
            g.writeBooleanField("gone", true);
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("st");
        for (StationSnap s : d.stations().changed()) {
            station(g, s);
        }
        for (PlaceKey k : d.stations().gone()) {
            placeTombstone(g, "k", k.kind(), k.x(), k.y());
        }
        g.writeEndArray();
        g.writeArrayFieldStart("o");
        for (OrderSnap o : d.orders().changed()) {
            order(g, o);
        }
        for (OrderSnap.Key k : d.orders().gone()) {
            g.writeStartObject();
            g.writeNumberField("id", k.id());
            g.writeBooleanField("gone", true);
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("hz");
        for (HazardSnap h : d.hazards().changed()) {
            hazard(g, h);
        }
        for (PlaceKey k : d.hazards().gone()) {
            placeTombstone(g, "t", k.kind(), k.x(), k.y());
        }
        g.writeEndArray();
    }

    private static void placeTombstone(JsonGenerator g, String kindKey, String kind, double x, double y)
            throws IOException {
        g.writeStartObject();
        g.writeStringField(kindKey, kind);
        g.writeNumberField("x", x);
        g.writeNumberField("y", y);
        g.writeBooleanField("gone", true);
        g.writeEndObject();
    }

    private static void player(JsonGenerator g, PlayerSnap p) throws IOException {
        g.writeStartObject();
        g.writeStringField("i", p.id());
        g.writeNumberField("x", p.x());
        g.writeNumberField("y", p.y());
        g.writeNumberField("f", p.facing().index());
        MessageWriter.nullableText(g, "h", p.held());
        g.writeStringField("s", p.state());
        g.writeNumberField("pi", p.seat());
        g.writeEndObject();
    }

    private static void station(JsonGenerator g, StationSnap s) throws IOException {
        g.writeStartObject();
        g.writeStringField("k", s.kind());
        g.writeNumberField("x", s.x());
        g.writeNumberField("y", s.y());
        MessageWriter.nullableText(g, "g", s.content());
        g.writeNumberField("q", s.quality());
        g.writeNumberField("p", s.progress());
        g.writeStringField("s", s.state());
        g.writeEndObject();
    }

    private static void order(JsonGenerator g, OrderSnap o) throws IOException {
        g.writeStartObject();
        g.writeNumberField("id", o.id());
        g.writeStringField("r", o.recipe());
        g.writeNumberField("l", o.left());
        g.writeNumberField("pts", o.points());
        g.writeEndObject();
    }

    private static void hazard(JsonGenerator g, HazardSnap h) throws IOException {
        g.writeStartObject();
        g.writeStringField("t", h.kind());
        g.writeNumberField("x", h.x());
        g.writeNumberField("y", h.y());
        g.writeNumberField("l", h.life());
        g.writeEndObject();
    }

    /** The snapshot shape of an event: payload keys flattened beside {@code k}, {@code x}, {@code y}. */
    private static void compactEvent(JsonGenerator g, EventWire e) throws IOException {
        g.writeStartObject();
        g.writeStringField("k", e.kind());
        g.writeNumberField("x", e.x());
        g.writeNumberField("y", e.y());
        MessageWriter.payload(g, e.payload());
        g.writeEndObject();
    }
}
