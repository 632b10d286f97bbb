package undercooked.studio.services;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import undercooked.server.ServerConfig;
import undercooked.server.Setting;
import undercooked.studio.ErrorReport;
import undercooked.studio.StudioPaths;

/**
 * What the host may set before Start, as text the way a flag is typed. {@link #config()} turns it
 * into a {@link ServerConfig} through the server's own {@link Setting} table
 * ({@code with(setting, value)}), so the defaults, limits and their messages are the server's,
 * not a copy of them that could drift; the view's hints are the table's help lines.
 */
public final class HostSettings {
    /** Bound to this unless the host explicitly opens the server to the network. */
    static final String LOOPBACK = "127.0.0.1";
    static final String ALL_INTERFACES = "0.0.0.0";

    private final StringProperty port = new SimpleStringProperty("0");
    private final BooleanProperty lan = new SimpleBooleanProperty(false);
    private final StringProperty dataDir = new SimpleStringProperty(StudioPaths.dataDir().resolve("host").toString());
    private final StringProperty roundSeconds = new SimpleStringProperty(Setting.ROUND_SECONDS.defaultValue());
    private final StringProperty maxRooms = new SimpleStringProperty("20");
    private final StringProperty snapshotHz = new SimpleStringProperty(Setting.SNAPSHOT_HZ.defaultValue());
    private final StringProperty allowedOrigins = new SimpleStringProperty(Setting.ALLOWED_ORIGINS.defaultValue());

    /** The config to start, or the first setting the server refuses, with its own message. */
    public record Checked(Optional<ServerConfig> config, Optional<ErrorReport> error) {
    }

    public Checked config() {
        Map<Setting, String> values = new LinkedHashMap<>();
        values.put(Setting.HOST, lan.get() ? ALL_INTERFACES : LOOPBACK);
        values.put(Setting.PORT, port.get().strip().isEmpty() ? "0" : port.get().strip());
        values.put(Setting.DATA, dataDir.get().strip());
        values.put(Setting.ROUND_SECONDS, roundSeconds.get().strip());
        values.put(Setting.MAX_ROOMS, maxRooms.get().strip());
        values.put(Setting.SNAPSHOT_HZ, snapshotHz.get().strip());
        values.put(Setting.ALLOWED_ORIGINS, allowedOrigins.get().strip());
        // A local host shares the designer's machine with the studio and whatever else runs there:
        // its ticks run late for reasons not its own, and a play-test must not be refused for it
        // (the overload rules are a fleet node's; docs/ROOMS.md, "Graceful overload").
        values.put(Setting.TICK_BUDGET_LATE_PCT, "0");
        values.put(Setting.CPU_BUDGET_PCT, "0");
        if (dataDir.get().isBlank()) {
            return refused(Setting.DATA.key(), "the data folder is empty");
        }
        ServerConfig c = ServerConfig.defaults();
        for (Map.Entry<Setting, String> e : values.entrySet()) {
            try {
                c = c.with(e.getKey(), e.getValue());
            } catch (IllegalArgumentException x) {
                return refused(e.getKey().key(), x.getMessage());
            }
        }
        return new Checked(Optional.of(c), Optional.empty());
    }

    private static Checked refused(String setting, String message) {
        return new Checked(Optional.empty(), Optional.of(new ErrorReport("bad_setting", "The server refuses "
                + setting + ": " + message + ".", "Correct " + setting + " and press Start again.")));
    }

    public Path dataPath() {
        return Path.of(dataDir.get().strip());
    }

    public StringProperty portProperty() {
        return port;
    }

    /** True: bind to all interfaces so phones and other machines on the network can join. */
    public BooleanProperty lanProperty() {
        return lan;
    }

    public StringProperty dataDirProperty() {
        return dataDir;
    }

    public StringProperty roundSecondsProperty() {
        return roundSeconds;
    }

    public StringProperty maxRoomsProperty() {
        return maxRooms;
    }

    public StringProperty snapshotHzProperty() {
        return snapshotHz;
    }

    public StringProperty allowedOriginsProperty() {
        return allowedOrigins;
    }
}
