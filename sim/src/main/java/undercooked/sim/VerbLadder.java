package undercooked.sim;

import java.util.Optional;

/**
 * The priority ladder from (cook, target) to a verb or a named refusal. The cook's own condition
 * comes first (a stunned cook is told so whatever they aimed at), then whether the target is still
 * in reach and in front, then what the target and the hand make possible. There is no silent
 * nothing: a press gets a verb or exactly one reason.
 */
public final class VerbLadder {
    private VerbLadder() {
    }

    public static Decision decide(KitchenState state, Player p, Optional<Target> target) {
        if (p.stun() > 0.0 || p.state() == PlayerState.STUNNED) {
            return Decision.deny(DeniedReason.STUNNED);
        }
        if (target.isEmpty()) {
            return Decision.deny(DeniedReason.NOTHING_HERE);
        }
        Target t = target.get();
        Station st = state.stations().get(t.station());
        if (!Reach.inReach(p.pos(), st.cell())) {
            return Decision.deny(DeniedReason.OUT_OF_REACH);
        }
        if (!Reach.facing(p.pos(), p.facing(), st.cell())) {
            return Decision.deny(DeniedReason.NOT_FACING);
        }
        boolean holding = p.held().isPresent();
        return switch (t.kind()) {
            case ITEM -> decideItem(st, t, holding);
            case SERVE -> decideServe(p);
            case FIXTURE -> decideFixture(st, p, holding);
        };
    }

    private static Decision decideItem(Station st, Target t, boolean holding) {
        if (holding) {
            return Decision.deny(DeniedReason.HANDS_FULL);
        }
        boolean output = st.kind() != StationKind.SPAWN_SHELF && st.state() == StationState.READY
                && t.slot() >= 0 && t.slot() < st.contents().size() && !st.contents().get(t.slot()).marked();
        return Decision.act(output ? Verb.PICK_FROM_STATION : Verb.PICK_ITEM);
    }

    private static Decision decideServe(Player p) {
        if (p.held().isEmpty()) {
            return Decision.deny(DeniedReason.HANDS_EMPTY);
        }
        if (p.held().get().form() != ItemForm.PLATED) {
            return Decision.deny(DeniedReason.WRONG_ITEM);
        }
        return Decision.act(Verb.SERVE);
    }

    private static Decision decideFixture(Station st, Player p, boolean holding) {
        if (st.state() == StationState.DIRTY) {
            return Decision.deny(DeniedReason.STATION_DIRTY);
        }
        if (st.hasWorker()) {
            return st.worker().equals(p.id()) ? Decision.act(Verb.HOLD_WORK) : Decision.deny(DeniedReason.STATION_BUSY);
        }
        if (st.state() == StationState.WORKING) {
            return Decision.deny(DeniedReason.STATION_BUSY);
        }
        if (st.state() == StationState.BLOCKED) {
            return Decision.deny(DeniedReason.INVALID_STATE);
        }
        switch (st.kind()) {
            case TRASH:
                return holding ? Decision.act(Verb.TRASH) : Decision.deny(DeniedReason.HANDS_EMPTY);
            case SINK:
                if (!holding) {
                    return Decision.deny(DeniedReason.HANDS_EMPTY);
                }
                Item held = p.held().get();
                return held.kind() == ItemKind.PLATE && held.form() == ItemForm.DIRTY
                        ? Decision.act(Verb.WASH) : Decision.deny(DeniedReason.WRONG_ITEM);
            default:
                break;
        }
        if (holding) {
            if (st.state() == StationState.READY && !st.contents().isEmpty()) {
                return Decision.deny(DeniedReason.HANDS_FULL);
            }
            if (st.contents().size() >= st.kind().capacity()) {
                return Decision.deny(DeniedReason.HANDS_FULL);
            }
            return switch (st.kind()) {
                case SPAWN_SHELF -> Decision.act(Verb.RELEASE);
                case PREP -> Decision.act(Verb.PLATE_DISH);
                default -> Decision.act(Verb.PLACE_ON_STATION);
            };
        }
        if (!st.contents().isEmpty() && (st.kind() == StationKind.CHOP_BOARD || st.kind() == StationKind.STOVE)) {
            return Decision.act(Verb.START_WORK);
        }
        return Decision.deny(DeniedReason.INVALID_STATE);
    }
}
