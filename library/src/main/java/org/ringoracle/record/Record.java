package org.ringoracle.record;

import java.time.Instant;
import org.ringoracle.harness.Entry;

/**
 * One line of a results file ({@link Codec}): the run, a test's end, what a test published, a test
 * traced in one of PIT's processes, or a mutant of the C and its verdict.
 */
public sealed interface Record {

    /**
     * The test run: when it started and finished and with which settings.
     *
     * @param seed the fixed seed, {@code random} when exploring, else the default seed
     * @param examples the examples asked of every check, or {@code default}
     */
    record Run(Instant started, Instant finished, String seed, String examples, boolean explore) implements Record {
    }

    /** How a test ended, in JUnit's words. */
    enum Status { SUCCESSFUL, FAILED, ABORTED, SKIPPED }

    /**
     * A test's end.
     *
     * @param test {@code class#method}, or JUnit's unique id for a test without a method
     * @param display its display name
     * @param reason why it was aborted or skipped; {@code ""} otherwise
     */
    record TestEnd(String test, String display, Status status, String reason) implements Record {
    }

    /**
     * What a test published.
     *
     * @param test {@code class#method}, as {@link TestEnd#test}
     * @param display the publishing test's display name
     * @param <E> the kind of entry
     */
    record Reported<E extends Entry>(String test, String display, E entry) implements Record {
    }

    /**
     * One test run in one of PIT's processes: under a mutant, a failed test is a kill.
     *
     * @param phase {@code coverage}, {@code finding} (units found, bodies skipped) or {@code mutation}
     * @param nanos the test's time
     * @param ran the examples its checks ran
     * @param asked the examples its checks asked for
     * @param failed the clause of the check that failed, {@code -} when none did
     * @param failedRan the examples that check ran, the failing one included
     * @param pid the process
     * @param processStartMillis when the process started (wall clock)
     * @param startMillis when the test started (wall clock)
     * @param endMillis when it ended (wall clock)
     */
    record Trace(String phase, String test, Status status, long nanos, int ran, int asked, String failed,
            int failedRan, long pid, long processStartMillis, long startMillis, long endMillis) implements Record {
    }

    /**
     * A mutant of the C judged and its verdict.
     *
     * @param file the header or source mutated
     * @param function the function the mutant is in
     * @param line the mutated line's number
     * @param description the mutation
     * @param status {@code KILLED}, {@code CRASHED}, {@code TIMED_OUT}, {@code SURVIVED} or
     *     {@code NOT_VIABLE}
     * @param detail what killed it, or why it is not viable
     * @param source the mutated line and the next, stripped
     * @param listed the baseline's category for a listed survivor ({@code equivalent} or
     *     {@code unreached}); {@code ""} otherwise
     * @param reason the baseline's reason for a listed survivor; {@code ""} otherwise
     * @param millis the wall-clock milliseconds its lane spent on it, from writing the mutant to its
     *     verdict (compiling, linking, judging, and judging again when its judging process crashed)
     */
    record CMutant(String file, String function, int line, String description, String status, String detail,
            String source, String listed, String reason, long millis) implements Record {
    }
}
