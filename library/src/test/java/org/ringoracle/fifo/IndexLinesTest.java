package org.ringoracle.fifo;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The layout {@link IndexLines} promises, as the running JVM lays {@link MaskedFifo} out
 * ({@code sun.misc.Unsafe.objectFieldOffset}, reached by reflection): the consumer's field, the
 * producer's fields and the fifo's own fields lie at least 128 bytes from each other and from the
 * object's header (its first 16 bytes at most), so no two of them share a cache line or the pair
 * of lines adjacent-line prefetch moves together, wherever the object starts.
 */
class IndexLinesTest {

    private static final long APART = 128;
    private static final long HEADER = 16;

    @Test
    void eachSidesFieldsLieApartFromTheOthersAndFromTheHeader() throws ReflectiveOperationException {
        Map<String, List<Long>> groups = Map.of(
                "consumer", List.of(offset(IndexLines.ConsumerLine.class, "read")),
                "producer", List.of(offset(IndexLines.ProducerLine.class, "write"),
                        offset(IndexLines.ProducerLine.class, "readSeen"),
                        offset(IndexLines.ProducerLine.class, "nullsPut")),
                "fifo", List.of(offset(MaskedFifo.class, "slots"), offset(MaskedFifo.class, "mask"),
                        offset(MaskedFifo.class, "lookAhead")));
        groups.forEach((name, offsets) -> {
            offsets.forEach(o -> assertThat(o).as("%s field at %d: from the header", name, o)
                    .isGreaterThanOrEqualTo(HEADER + APART - 1));
            groups.forEach((other, others) -> {
                if (!other.equals(name)) {
                    offsets.forEach(o -> others.forEach(p -> assertThat(Math.abs(o - p))
                            .as("%s field at %d, %s field at %d", name, o, other, p)
                            .isGreaterThanOrEqualTo(APART)));
                }
            });
        });
    }

    private static long offset(Class<?> owner, String name) throws ReflectiveOperationException {
        Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
        Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        Method objectFieldOffset = unsafeClass.getMethod("objectFieldOffset", Field.class);
        return (long) objectFieldOffset.invoke(theUnsafe.get(null), owner.getDeclaredField(name));
    }
}
