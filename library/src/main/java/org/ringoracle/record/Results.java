package org.ringoracle.record;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.ringoracle.harness.Entry;

/**
 * The records of one test run, the {@link Record.Run} first, as {@link ResultsListener} writes
 * them to the file named by {@link #FILE} and {@link Codec} reads them.
 *
 * @param run the run
 * @param records every record after it, in order
 */
public record Results(Record.Run run, List<Record> records) {

    /** The system property that names the results file; without it nothing is written. */
    public static final String FILE = "ringoracle.results";

    /** The system property that names the directory of per-test traces (see {@link ResultsListener}). */
    public static final String TRACE = "ringoracle.trace";

    /** Keeps an unmodifiable copy. */
    public Results {
        records = List.copyOf(records);
    }

    /**
     * The results of {@code file}.
     *
     * @throws IOException naming the file when it is not a results file or does not start with its run
     */
    public static Results read(Path file) throws IOException {
        List<Record> records = Codec.read(file);
        if (records.isEmpty() || !(records.get(0) instanceof Record.Run run)) {
            throw new IOException(file + " does not start with the run record");
        }
        return new Results(run, records.subList(1, records.size()));
    }

    /** The ends of the tests, in order. */
    public List<Record.TestEnd> tests() {
        return records.stream().filter(Record.TestEnd.class::isInstance).map(Record.TestEnd.class::cast).toList();
    }

    /** The entries of {@code type} the tests published, in order, each with its test. */
    @SuppressWarnings("unchecked")
    public <E extends Entry> List<Record.Reported<E>> entries(Class<E> type) {
        return records.stream().filter(r -> r instanceof Record.Reported<?> p && type.isInstance(p.entry()))
                .map(r -> (Record.Reported<E>) r).toList();
    }
}
