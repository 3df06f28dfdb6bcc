package org.ringoracle.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ExpectedTest {

    /** Two properties that find A-2 violated, one A-10, one crash, one passing, one untested. */
    public static class Subject {
        @Property("A-2")
        public void first() {
            throw new ClauseViolation("A-2", "one");
        }

        @Property("A-2")
        public void second() {
            throw new ClauseViolation("A-2", "two");
        }

        @Property("A-10")
        public void third() {
            throw new ClauseViolation("A-10", "three");
        }

        @Property("A-1")
        public void crashes() {
            throw new Crash("step 1 x:", new ArrayIndexOutOfBoundsException("Index 5 out of bounds for length 4"));
        }

        @Property("A-1")
        public void passes() {
        }

        @Property("A-1")
        public void untested() {
            throw new org.opentest4j.TestAbortedException("pinned");
        }
    }

    private static final Verdict VERDICT = Verdict.of(new Subject());

    @Test
    void aRowNamesOneClausePerRejectingPropertyAndEachCrash() {
        Expected row = Expected.rejectedBy("A-10", "A-2", "A-2").crashingWith(ArrayIndexOutOfBoundsException.class);
        assertThat(row.check(VERDICT)).isSameAs(VERDICT);
        assertThat(row.clauses()).as("in spec order").containsExactly("A-2", "A-2", "A-10");
        assertThat(row).hasToString("rejected by [A-2, A-2, A-10] and crashes with"
                + " [java.lang.ArrayIndexOutOfBoundsException]");
    }

    @Test
    void aMissingOrAnExtraRejectionOrCrashFailsWithBoth() {
        for (Expected wrong : List.of(Expected.rejectedBy("A-2", "A-10").crashingWith(ArrayIndexOutOfBoundsException.class),
                Expected.rejectedBy("A-2", "A-2", "A-2", "A-10").crashingWith(ArrayIndexOutOfBoundsException.class),
                Expected.rejectedBy("A-2", "A-2", "A-10"),
                Expected.rejectedBy("A-2", "A-2", "A-10").crashingWith(IllegalStateException.class),
                Expected.rejectedBy("A-2", "A-2", "A-10").crashingWith(ArrayIndexOutOfBoundsException.class)
                        .crashingWith(ArrayIndexOutOfBoundsException.class))) {
            assertThatThrownBy(() -> wrong.check(VERDICT)).isInstanceOf(AssertionError.class)
                    .hasMessageStartingWith("expected " + wrong + ", found rejected by [A-2, A-2, A-10] and crashes"
                            + " with [java.lang.ArrayIndexOutOfBoundsException]\n" + VERDICT);
        }
    }

    @Test
    void aSubjectThatPassesIsSaidSo() {
        assertThat(Expected.passes()).hasToString("passes every property").isEqualTo(Expected.rejectedBy());
        assertThat(Expected.passes().crashingWith(Error.class)).hasToString("crashes with [java.lang.Error]");
        Verdict passing = Verdict.of(new Object() {
            @Property
            public void fine() {
            }
        });
        assertThat(Expected.passes().check(passing)).isSameAs(passing);
        assertThat(passing.passes()).isTrue();
        assertThat(VERDICT.passes()).isFalse();
    }

    @Test
    void clausesSortByPrefixThenNumber() {
        List<String> ids = new java.util.ArrayList<>(List.of("RING-12", "FIFO-2", "RING-9", "X", "RING-1", "FIFO-10", "X"));
        ids.sort(Expected.SPEC_ORDER);
        assertThat(ids).containsExactly("FIFO-2", "FIFO-10", "RING-1", "RING-9", "RING-12", "X", "X");
    }

    @Test
    void crashesCompareWhateverTheOrderTheyWereNamedIn() {
        assertThat(Expected.passes().crashingWith(IllegalStateException.class).crashingWith(Error.class))
                .isEqualTo(Expected.passes().crashingWith(Error.class).crashingWith(IllegalStateException.class));
    }
}
