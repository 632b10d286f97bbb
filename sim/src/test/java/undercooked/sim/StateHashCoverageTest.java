package undercooked.sim;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hash must cover every piece of state: a desync in a field the hash skips goes unnoticed.
 * Rather than list fields by hand (and forget the next one added), this walks the state's records
 * by reflection, changes one leaf at a time, and requires every change to move the hash.
 */
class StateHashCoverageTest {

    record Variant(String path, Object value) {
    }

    /** A state where every optional is present somewhere and every list has an entry. */
    static KitchenState richState() {
        Kitchen k = TestKitchens.parse("#######", "#1=T2X#", "#######");
        KitchenState s = Sim.newRound(k, List.of("a", "b"), 77);
        s = Sim.step(s, 0.07, List.of(PlayerInput.of("a", 0.3, 0, false, 0, 1))).state();
        s = TestKitchens.withPlayer(s, s.players().get(0).withHeld(Optional.of(new Item(3, ItemKind.ONION, ItemForm.CHOPPED)))
                .withHold(2, 1));
        Station counter = s.stations().get(0);
        s = TestKitchens.withStation(s, new Station(counter.index(), counter.kind(), counter.cell(), counter.stock(),
                List.of(new Slot(new Item(4, ItemKind.TOMATO, ItemForm.RAW), "b", 0)), StationState.READY, 0.25, 3, "b"));
        s = s.withItems(s.players(), s.stations(), 5, Counters.NONE.plus("wasted", 2).plus("served", 1));
        s = TestKitchens.withOrders(s, "tomato_soup");
        KitchenState.Draft d = s.draft();
        d.hazards = List.of(new Hazard(HazardKind.SPILL, 2.5, 1.5, 3, 40, -1));
        d.plateReturns = List.of(new PendingPlate(new Item(6, ItemKind.PLATE, ItemForm.DIRTY), 90, 0));
        d.board = new Scoreboard(1, 3, List.of(new Scoreboard.SeatScore(20, 1, 0), new Scoreboard.SeatScore(4, 0, 1)));
        d.score = 24;
        return d.build();
    }

    @Test
    void changingAnyFieldOfTheStateChangesTheHash() throws Exception {
        KitchenState base = richState();
        long h = base.stateHash();
        List<Variant> variants = variants(base, KitchenState.class, "state");
        List<String> refused = new ArrayList<>();
        TreeSet<String> covered = new TreeSet<>();
        for (Variant v : variants) {
            if (v.value() == null) {
                refused.add(v.path());
                continue;
            }
            KitchenState changed = (KitchenState) v.value();
            assertTrue(changed.stateHash() != h, "changing " + v.path() + " did not change the hash");
            covered.add(v.path().replaceAll("\\[\\d+]", "[]"));
        }
        // A seat is its index in the player list; the state refuses any other value, so it cannot drift.
        assertEquals(List.of("state.players[0].seat", "state.players[1].seat"), refused);
        assertTrue(covered.size() >= 40, "walked only " + covered.size() + " distinct fields: " + covered);
    }

    @Test
    void equalStatesHashEqual() {
        assertEquals(richState().stateHash(), richState().stateHash());
        assertEquals(richState().stateHashHex().length(), 16);
    }

    static List<Variant> variants(Object v, Type type, String path) throws Exception {
        List<Variant> out = new ArrayList<>();
        switch (v) {
            case Kitchen k -> out.add(new Variant(path + ".targetScore", new Kitchen(k.id(), k.width(), k.height(),
                    k.tiles(), k.stations(), k.spawns(), k.timeLimitTicks(), k.targetScore() + 1)));
            case Record r -> out.addAll(recordVariants(r, path));
            case Long l -> out.add(new Variant(path, l + 1));
            case Integer i -> out.add(new Variant(path, i + 1));
            case Double d -> out.add(new Variant(path, d + 0.125));
            case Boolean b -> out.add(new Variant(path, !b));
            case String s -> out.add(new Variant(path, s + "x"));
            case Enum<?> e -> {
                Object[] all = e.getDeclaringClass().getEnumConstants();
                out.add(new Variant(path, all[(e.ordinal() + 1) % all.length]));
            }
            case Optional<?> o -> {
                if (o.isEmpty()) {
                    out.add(new Variant(path, Optional.of(sample(typeArg(type, 0)))));
                } else {
                    out.add(new Variant(path + "(emptied)", Optional.empty()));
                    for (Variant inner : variants(o.get(), typeArg(type, 0), path)) {
                        out.add(new Variant(inner.path(), inner.value() == null ? null : Optional.of(inner.value())));
                    }
                }
            }
            case SortedMap<?, ?> m -> {
                SortedMap<Object, Object> more = new TreeMap<>();
                more.putAll(m);
                more.put("zz_extra", 1L);
                out.add(new Variant(path + "(added)", more));
                for (Object key : m.keySet()) {
                    SortedMap<Object, Object> changed = new TreeMap<>();
                    changed.putAll(m);
                    changed.put(key, (Long) m.get(key) + 1);
                    out.add(new Variant(path + "." + key, changed));
                }
            }
            case List<?> list -> {
                for (int i = 0; i < list.size(); i++) {
                    for (Variant inner : variants(list.get(i), typeArg(type, 0), path + "[" + i + "]")) {
                        if (inner.value() == null) {
                            out.add(inner);
                            continue;
                        }
                        List<Object> copy = new ArrayList<>(list);
                        copy.set(i, inner.value());
                        out.add(new Variant(inner.path(), copy));
                    }
                }
            }
            default -> throw new IllegalStateException("no mutation for " + path + " of " + v.getClass());
        }
        return out;
    }

    private static List<Variant> recordVariants(Record r, String path) throws Exception {
        List<Variant> out = new ArrayList<>();
        RecordComponent[] comps = r.getClass().getRecordComponents();
        Class<?>[] types = new Class<?>[comps.length];
        Object[] values = new Object[comps.length];
        for (int i = 0; i < comps.length; i++) {
            types[i] = comps[i].getType();
            comps[i].getAccessor().setAccessible(true);
            values[i] = comps[i].getAccessor().invoke(r);
        }
        Constructor<?> ctor = r.getClass().getDeclaredConstructor(types);
        ctor.setAccessible(true);
        for (int i = 0; i < comps.length; i++) {
            for (Variant inner : variants(values[i], comps[i].getGenericType(), path + "." + comps[i].getName())) {
                if (inner.value() == null) {
                    out.add(inner);
                    continue;
                }
                Object[] args = values.clone();
                args[i] = inner.value();
                try {
                    out.add(new Variant(inner.path(), ctor.newInstance(args)));
                } catch (InvocationTargetException refusedByInvariant) {
                    out.add(new Variant(inner.path(), null));
                }
            }
        }
        return out;
    }

    private static Type typeArg(Type t, int i) {
        return ((ParameterizedType) t).getActualTypeArguments()[i];
    }

    private static Object sample(Type t) {
        if (t == Item.class) {
            return new Item(99, ItemKind.LETTUCE, ItemForm.RAW);
        }
        if (t == ItemKind.class) {
            return ItemKind.PLATE;
        }
        throw new IllegalStateException("no sample for " + t);
    }
}
