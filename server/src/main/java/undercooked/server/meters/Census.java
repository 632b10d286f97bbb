package undercooked.server.meters;

import java.util.Objects;
import java.util.Optional;

import undercooked.protocol.Stats;

/**
 * The node's counters as one consistent read: what {@code /metrics} exports and what
 * {@code /api/stats} shows beside the figures only it computes (the percentiles over the recent
 * ticks and echoes, the resident memory, the slow ticks' replay links). Both read this one record,
 * so their counts never disagree; a scrape does not pay for the percentiles it does not export
 * (selection over two 16,384-sample rings was a quarter of a scrape's CPU at 300 rooms).
 */
public record Census(long rooms, Stats.Admission admission, Stats.Sockets sockets, Stats.Guards guards, long ticks, long lateTicks,
                     long roomsAborted, long sessionWriteFailures, Stats.InputCensus inputs,
                     Optional<Stats.ArchiveCensus> archive) {
    public Census {
        Objects.requireNonNull(admission, "admission");
        Objects.requireNonNull(sockets, "sockets");
        Objects.requireNonNull(guards, "guards");
        Objects.requireNonNull(inputs, "inputs");
        Objects.requireNonNull(archive, "archive");
    }
}
