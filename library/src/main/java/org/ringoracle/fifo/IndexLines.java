package org.ringoracle.fifo;

/**
 * The field layout of {@link MaskedFifo}: the consumer's fields and the producer's fields on cache
 * lines of their own. The JVM lays out a superclass's fields before its subclass's, so each level
 * of this chain places its fields after the previous ones; the padding levels hold 128 bytes of
 * unused longs (two 64-byte lines, as adjacent-line prefetch moves lines in pairs). So the
 * consumer's stores never invalidate the line the producer reads, nor the reverse, nor a line
 * shared with the object's header or with the fields of {@code MaskedFifo} itself.
 *
 * <p>The JVM (HotSpot since JDK 15) fills a gap a superclass leaves with a subclass's small field:
 * a 12-byte header (compressed class pointers) leaves 4 bytes before the first long, and a line of
 * one {@code int} leaves 4 before the next padding. Each padding level therefore begins with an
 * unused {@code int} that fills the gap itself; without it {@code read} lay at offset 12, beside
 * the class pointer every call reads, and the consumer's stores invalidated that line for the
 * producer (IndexLinesTest checks the offsets).
 */
final class IndexLines {

    private IndexLines() {
    }

    /** 128 bytes before the consumer's line, and the 4 a 12-byte header leaves. */
    abstract static class HeadPadding {
        int h;
        long h00, h01, h02, h03, h04, h05, h06, h07, h08, h09, h10, h11, h12, h13, h14, h15;
    }

    /** The consumer's line: written by the consumer alone. */
    abstract static class ConsumerLine extends HeadPadding {
        /** The elements ever taken, free-running; published with a release store. */
        int read;
    }

    /** 128 bytes between the two lines, and the 4 after {@code read}. */
    abstract static class MiddlePadding extends ConsumerLine {
        int m;
        long m00, m01, m02, m03, m04, m05, m06, m07, m08, m09, m10, m11, m12, m13, m14, m15;
    }

    /** The producer's line: written by the producer alone. */
    abstract static class ProducerLine extends MiddlePadding {
        /** The elements ever stored, free-running; published with a release store. */
        int write;
        /** A value {@code read} is known to have reached: never ahead of it. */
        int readSeen;
        /**
         * Whether a {@code null} element was ever put: set before the producer publishes the slot
         * that holds it, so a consumer that sees the slot, or a {@code write} past it, sees it set.
         */
        boolean nullsPut;
    }

    /**
     * 128 bytes after the producer's line, before the fields of {@code MaskedFifo}, and the bytes
     * {@code nullsPut} leaves before them (an {@code int}; no field of the fifo is smaller).
     */
    abstract static class TailPadding extends ProducerLine {
        int t;
        long t00, t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15;
    }
}
