package undercooked.protocol;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * Writes a snap body with the short keys of the contract; every byte here is paid 20 times a
 * second per player. The sparse shapes (protocols 3 and 4) leave out what the receiver can put
 * back (docs/PROTOCOL.md, "Defaults"); the explicit shape (protocols 1 and 2) writes every field.
 * Protocols 1 to 3 know every hazard by kind and tile, so their hazards go whole
 * ({@link FrameShape#obstacleByKind}); protocol 3's also in reading order, so that its frames are
 * the bytes docs/decisions/0009 wrote (the explicit shape has listed the obstacle first since
 * 0012, an order that means nothing to its readers).
 */
final class SnapWriter {

    private SnapWriter() {
    }

    static void frame(JsonGenerator g, SnapFrame frame, FrameShape shape) throws IOException {
        boolean sparse = shape.sparse();
        boolean counts = shape.counts();
        boolean byTile = !shape.obstacleByKind();
        boolean readingOrder = sparse && byTile;
        g.writeStartObject();
        g.writeNumberField("t", frame.tick());
        switch (frame) {
            case FullFrame f -> {
                g.writeNumberField("s", f.score());
                g.writeNumberField("tgt", f.target());
                g.writeNumberField("tl", f.timeLeft());
                g.writeBooleanField("full", true);
                if (!sparse || !f.players().isEmpty()) {
                    g.writeArrayFieldStart("p");
                    for (PlayerSnap p : f.players()) {
                        player(g, p, sparse, counts);
                    }
                    g.writeEndArray();
                }
                if (!sparse || !f.stations().isEmpty()) {
                    g.writeArrayFieldStart("st");
                    for (StationSnap s : f.stations()) {
                        station(g, s, sparse, counts);
                    }
                    g.writeEndArray();
                }
                if (!sparse || !f.orders().isEmpty()) {
                    g.writeArrayFieldStart("o");
                    for (OrderSnap o : f.orders()) {
                        order(g, o);
                    }
                    g.writeEndArray();
                }
                if (!sparse || !f.hazards().isEmpty()) {
                    g.writeArrayFieldStart("hz");
                    for (HazardSnap h : readingOrder ? HazardSnap.byTile(f.hazards()) : f.hazards()) {
                        hazard(g, h, sparse);
                    }
                    g.writeEndArray();
                }
            }
            case DeltaFrame d -> {
                optInt(g, "s", d.score());
                optInt(g, "tgt", d.target());
                g.writeNumberField("tl", d.timeLeft());
                if (!sparse) {
                    g.writeBooleanField("full", false);
                }
                if (!sparse || !d.isQuiet()) {
                    g.writeObjectFieldStart("d");
                    delta(g, d, sparse, byTile, counts);
                    g.writeEndObject();
                }
            }
        }
        if (!sparse || !frame.events().isEmpty()) {
            g.writeArrayFieldStart("e");
            for (EventWire e : frame.events()) {
                compactEvent(g, e);
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    /**
     * Changed entries first, then tombstones: a tombstone carries the identity keys (a hazard's, its
     * kind and the tile it was on) and {@code gone:true}.
     */
    private static void delta(JsonGenerator g, DeltaFrame d, boolean sparse, boolean byTile, boolean counts)
            throws IOException {
        if (!sparse || !d.players().isEmpty()) {
            g.writeArrayFieldStart("p");
            for (PlayerPatch p : d.players().changed()) {
                playerPatch(g, p, counts);
            }
            for (PlayerSnap.Key k : d.players().gone()) {
                g.writeStartObject();
                g.writeStringField("i", k.id());
                g.writeBooleanField("gone", true);
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        if (!sparse || !d.stations().isEmpty()) {
            g.writeArrayFieldStart("st");
            for (StationPatch s : d.stations().changed()) {
                stationPatch(g, s, counts);
            }
            for (PlaceKey k : d.stations().gone()) {
                placeTombstone(g, "k", k.kind(), k.x(), k.y());
            }
            g.writeEndArray();
        }
        if (!sparse || !d.orders().isEmpty()) {
            g.writeArrayFieldStart("o");
            for (OrderPatch o : d.orders().changed()) {
                orderPatch(g, o);
            }
            for (OrderSnap.Key k : d.orders().gone()) {
                g.writeStartObject();
                g.writeNumberField("id", k.id());
                g.writeBooleanField("gone", true);
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        if (!sparse || !d.hazards().isEmpty()) {
            g.writeArrayFieldStart("hz");
            for (HazardPatch h : d.hazards().changed()) {
                if (byTile) {
                    wholeHazard(g, h, sparse);
                } else {
                    hazardPatch(g, h);
                }
            }
            for (PlaceKey k : d.hazards().gone()) {
                placeTombstone(g, "t", k.kind(), k.x(), k.y());
            }
            g.writeEndArray();
        }
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

    private static void player(JsonGenerator g, PlayerSnap p, boolean sparse, boolean counts) throws IOException {
        g.writeStartObject();
        g.writeStringField("i", p.id());
        g.writeNumberField("x", p.x());
        g.writeNumberField("y", p.y());
        g.writeNumberField("f", p.facing().index());
        if (!sparse || p.held().isPresent()) {
            MessageWriter.nullableText(g, "h", p.held());
        }
        if (!sparse || !p.state().equals(PlayerSnap.DEFAULT_STATE)) {
            g.writeStringField("s", p.state());
        }
        g.writeNumberField("pi", p.seat());
        if (counts && (!sparse || p.inputSeq() != PlayerSnap.DEFAULT_INPUT_SEQ)) {
            g.writeNumberField("sq", p.inputSeq());
        }
        g.writeEndObject();
    }

    private static void playerPatch(JsonGenerator g, PlayerPatch p, boolean counts) throws IOException {
        g.writeStartObject();
        g.writeStringField("i", p.id());
        optDouble(g, "x", p.x());
        optDouble(g, "y", p.y());
        if (p.facing().isPresent()) {
            g.writeNumberField("f", p.facing().get().index());
        }
        optNullableText(g, "h", p.held());
        if (p.state().isPresent()) {
            g.writeStringField("s", p.state().get());
        }
        optInt(g, "pi", p.seat());
        if (counts && p.inputSeq().isPresent()) {
            g.writeNumberField("sq", p.inputSeq().getAsLong());
        }
        g.writeEndObject();
    }

    private static void station(JsonGenerator g, StationSnap s, boolean sparse, boolean counts) throws IOException {
        g.writeStartObject();
        g.writeStringField("k", s.kind());
        g.writeNumberField("x", s.x());
        g.writeNumberField("y", s.y());
        if (!sparse || s.content().isPresent()) {
            MessageWriter.nullableText(g, "g", s.content());
        }
        if (counts && (!sparse || s.count() != StationSnap.DEFAULT_COUNT)) {
            g.writeNumberField("n", s.count());
        }
        if (!sparse || s.quality() != StationSnap.DEFAULT_QUALITY) {
            g.writeNumberField("q", s.quality());
        }
        if (!sparse || s.progress() != StationSnap.DEFAULT_PROGRESS) {
            g.writeNumberField("p", s.progress());
        }
        if (!sparse || !s.state().equals(StationSnap.DEFAULT_STATE)) {
            g.writeStringField("s", s.state());
        }
        g.writeEndObject();
    }

    private static void stationPatch(JsonGenerator g, StationPatch s, boolean counts) throws IOException {
        g.writeStartObject();
        g.writeStringField("k", s.kind());
        g.writeNumberField("x", s.x());
        g.writeNumberField("y", s.y());
        optNullableText(g, "g", s.content());
        if (counts) {
            optInt(g, "n", s.count());
        }
        optDouble(g, "q", s.quality());
        optDouble(g, "p", s.progress());
        if (s.state().isPresent()) {
            g.writeStringField("s", s.state().get());
        }
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

    private static void orderPatch(JsonGenerator g, OrderPatch o) throws IOException {
        g.writeStartObject();
        g.writeNumberField("id", o.id());
        if (o.recipe().isPresent()) {
            g.writeStringField("r", o.recipe().get());
        }
        optDouble(g, "l", o.left());
        optInt(g, "pts", o.points());
        g.writeEndObject();
    }

    private static void hazard(JsonGenerator g, HazardSnap h, boolean sparse) throws IOException {
        g.writeStartObject();
        g.writeStringField("t", h.kind());
        g.writeNumberField("x", h.x());
        g.writeNumberField("y", h.y());
        if (!sparse || h.life() != HazardSnap.DEFAULT_LIFE) {
            g.writeNumberField("l", h.life());
        }
        g.writeEndObject();
    }

    /**
     * A hazard entry of a delta as protocols 1 to 3 read it: whole, an absent {@code l} meaning the
     * default, as {@link #hazard} writes it. Only a whole patch can be written so
     * ({@link SnapDelta#betweenByTile}, {@link SnapDelta#wholeBetween} build them); a protocol 4
     * patch here would tell an old client that the hazard's life is 0.
     */
    private static void wholeHazard(JsonGenerator g, HazardPatch h, boolean sparse) throws IOException {
        if (h.x().isEmpty() || h.y().isEmpty() || h.life().isEmpty()) {
            throw new IllegalArgumentException("d.hz: the " + h.kind() + " is not whole: a delta for protocols 1 to 3"
                    + " names every hazard with t, x, y and l; build it with FrameShape.delta");
        }
        g.writeStartObject();
        g.writeStringField("t", h.kind());
        g.writeNumberField("x", h.x().getAsDouble());
        g.writeNumberField("y", h.y().getAsDouble());
        double life = h.life().getAsDouble();
        if (!sparse || life != HazardSnap.DEFAULT_LIFE) {
            g.writeNumberField("l", life);
        }
        g.writeEndObject();
    }

    /** The fields the patch has: a fire's always include its tile, the obstacle's are what changed. */
    private static void hazardPatch(JsonGenerator g, HazardPatch h) throws IOException {
        g.writeStartObject();
        g.writeStringField("t", h.kind());
        optDouble(g, "x", h.x());
        optDouble(g, "y", h.y());
        optDouble(g, "l", h.life());
        g.writeEndObject();
    }

    private static void optInt(JsonGenerator g, String name, OptionalInt v) throws IOException {
        if (v.isPresent()) {
            g.writeNumberField(name, v.getAsInt());
        }
    }

    private static void optDouble(JsonGenerator g, String name, OptionalDouble v) throws IOException {
        if (v.isPresent()) {
            g.writeNumberField(name, v.getAsDouble());
        }
    }

    /** Absent: not written; present and empty: {@code null} (the field changed to nothing). */
    private static void optNullableText(JsonGenerator g, String name, Optional<Optional<String>> v) throws IOException {
        if (v.isPresent()) {
            MessageWriter.nullableText(g, name, v.get());
        }
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
