package undercooked.studio.services;

import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import undercooked.studio.ErrorReport;

/** What is checked before a server starts and after it stops: the data folder, the port, the LAN. */
final class HostChecks {
    private HostChecks() {
    }

    /** The folder exists (or is created) and a file can be written in it. */
    static Optional<ErrorReport> writable(Path dir) {
        try {
            Files.createDirectories(dir);
            Path probe = Files.createTempFile(dir, ".write-check", ".tmp");
            Files.delete(probe);
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.of(new ErrorReport("data_folder_unwritable", "The data folder " + dir
                    + " cannot be written (" + e.getClass().getSimpleName() + (e.getMessage() == null ? ""
                    : ": " + e.getMessage()) + ").", "Choose a folder you can write to; the server keeps its"
                    + " database and every archived round there."));
        }
    }

    /** Whether a listening socket could be bound to {@code host:port} right now (0 is always free). */
    static boolean portFree(String host, int port) {
        if (port == 0) {
            return true;
        }
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress(InetAddress.getByName(host), port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    static ErrorReport portInUse(String host, int port) {
        return new ErrorReport("port_in_use", "Port " + port + " on " + host + " is in use: another server (or"
                + " another studio's host) is listening there.", "Stop that server, or choose another port"
                + " (0 picks a free one); your settings are kept.");
    }

    /** True when the failure, or anything it wraps, is a socket that could not be bound. */
    static boolean isBindFailure(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof BindException || (c.getMessage() != null && c.getMessage().contains("Address already in use"))) {
                return true;
            }
        }
        return false;
    }

    /** This machine's IPv4 addresses other people on the network can reach, sorted (the server's own list). */
    static List<String> lanAddresses() {
        return undercooked.server.EmbeddedServer.lanAddresses();
    }
}
