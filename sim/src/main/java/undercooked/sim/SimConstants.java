package undercooked.sim;

/**
 * Every number the rules run on, in one place. docs/SIMULATION.md carries the same table and
 * {@code SimConstantsDocTest} fails when the two differ.
 */
public final class SimConstants {
    private SimConstants() {
    }

    // The tick.
    /** Substeps per second. */
    public static final int TICK_HZ = 20;
    /** One substep, seconds. The only dt a system ever sees. */
    public static final double STEP_DT = 0.05;
    /** Ceiling on one step() call's dt: at most two substeps, so a stall cannot spiral. */
    public static final double MAX_DT = 0.1;
    /** Float tolerance on the substep bound (17 x 0.05 is not exactly 0.85). */
    public static final double TICK_EPS = 1e-9;

    // Movement and collision.
    /** Top speed, tiles per second; a diagonal is a direction, not extra speed. */
    public static final double MAX_SPEED = 3.5;
    /** Tiles per second squared while the stick is pushed. */
    public static final double ACCEL = 30.0;
    /** Tiles per second squared when the stick centres: harder than ACCEL so cooks stop where they aim. */
    public static final double DECEL = 40.0;
    /** Half the side of a cook's square body, tiles. */
    public static final double RADIUS = 0.35;
    /** Gap a swept body stops short of a blocked cell, and the inset its footprint is measured with. */
    public static final double CONTACT_EPS = 1e-4;
    /** Seconds a hit keeps a cook still. */
    public static final double STUN_S = 0.6;
    /** Remainder below which a stun is over. */
    public static final double STUN_EPS = 1e-9;
    /** Speed below which a cook is idle rather than moving. */
    public static final double MOVE_EPS = 1e-6;
    /**
     * Most soft-push passes per substep; passes stop early once one finds no overlap. Two passes
     * (the predecessor's number) left 0.019 tile of overlap in a three-cook chain against a wall.
     */
    public static final int PUSH_ITERATIONS = 8;
    /** Overlap below which two cooks are touching, not colliding. */
    public static final double PUSH_SLOP = 1e-6;

    // The action button.
    /** First reach tier: the tile in front, centre to centre. */
    public static final double REACH = 1.0;
    /** Forgiveness on top of REACH that brings the diagonal-front tiles (1.414 away) into reach. */
    public static final double FORGIVE = 0.6;
    /** Minimum seconds between two accepted actions of one cook: the press edge is the gate. */
    public static final double HANDLING_S = 0.0;

    // The hands.
    /** A pick of a teammate's set-down within this many ticks (inclusive) is a hand-off. */
    public static final int HANDOFF_WINDOW_TICKS = 20;
    /** The substep of a hold on which the trash destroys the carried item. */
    public static final int TRASH_HOLD_TICKS = 8;
    /** Raw score nudge a trashed item is worth (spent by the kitchen rules). */
    public static final int TRASH_SCORE_DELTA = -2;

    // Stations.
    /** Ticks of held work to chop one ingredient (2 s). */
    public static final int CHOP_TICKS = 40;
    /** Ticks of held work to wash one plate (2 s). */
    public static final int WASH_TICKS = 40;
    /** Ticks of held work to put out one fire (1.5 s). */
    public static final int EXTINGUISH_TICKS = 30;
    /** Ticks a served dish's plate takes to come back dirty to the serve window (5 s). */
    public static final int PLATE_RETURN_TICKS = 100;
    /** Clean plates stacked on each plate shelf at the start when plates come back dirty. */
    public static final int PLATES_PER_SHELF = 4;

    // Orders and scoring.
    /** Points lost when an order expires unserved. */
    public static final int MISSED_PENALTY = 10;
    /** Extra points per serve already in the streak. */
    public static final int STREAK_BONUS = 2;
    /** The streak stops adding bonus past this many serves. */
    public static final int STREAK_BONUS_CAP = 5;
    /** A win with at least this share of the clock left earns three stars. */
    public static final double STAR3_SHARE = 0.4;
    /** A win with at least this share of the clock left earns two stars (one otherwise). */
    public static final double STAR2_SHARE = 0.2;

    // Hazards.
    /** Ticks a burnt pot smoulders before it catches fire (3 s). */
    public static final int FIRE_DELAY_TICKS = 60;
    /** Ticks between a fire spreading to a neighbouring station (5 s). */
    public static final int FIRE_SPREAD_TICKS = 100;
    /** Ticks a spill stays on the floor (10 s). */
    public static final int SPILL_LIFE_TICKS = 200;
    /** Top-speed factor on a spill. */
    public static final double SPILL_SPEED_SCALE = 0.6;
    /** Grip factor on a spill (both speeding up and, with sliding, never braking). */
    public static final double SPILL_ACCEL_SCALE = 0.3;
    /** Moving obstacle speed along its path, tiles per second. */
    public static final double OBSTACLE_SPEED = 1.5;
    /** Half the side of the moving obstacle's square, tiles. */
    public static final double OBSTACLE_RADIUS = 0.4;
}
