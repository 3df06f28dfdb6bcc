package org.ringoracle.ring;

import java.util.Arrays;
import java.util.Collections;

/**
 * rte_rings in normal mode (power-of-two count, capacity count - 1, 32-bit free-running indices)
 * with one deliberate flaw each: {@link FreeRunningRing} with the one step the flaw is in
 * overridden, or its arguments or results changed around it; {@link Flaw#NONE} is the control.
 * {@link Flaw#WIDE_INDICES} is judged as a virtio ring instead.
 */
final class FlawedRing {

    private FlawedRing() {
    }

    /** A normal-mode rte_ring of {@code count} slots, the count taken as it is, to override a step of. */
    private static class Rte<E> extends FreeRunningRing<E> {
        Rte(int count, long start) {
            this(count, count - 1, start);
        }

        Rte(int count, int capacity, long start) {
            super(new Object[count], count, capacity, 32, start);
        }
    }

    /** A ring whose dequeues report what was available before them, not after. */
    private static class DequeueLeftBefore<E> extends Rte<E> {
        DequeueLeftBefore(int count, long start) {
            super(count, start);
        }

        @Override
        int show(int n, boolean bulk) {
            int k = super.show(n, bulk);
            left += k;
            return k;
        }
    }

    /** A copy one element at a time, element {@code i} to or from the slot {@code slot} gives for index {@code first + i}. */
    private interface Slot {
        int of(int index);
    }

    enum Flaw {
        /** No flaw: the control. */
        NONE {
            @Override
            <E> Ring<E> create(int count, long start) {
                return FreeRunningRing.rteRing(count, start);
            }
        },
        /** Every slot usable: capacity count, as if one were not kept free. */
        CAPACITY_IS_SLOTS {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<>(count, count, start);
            }
        },
        /** Bulk operations move as many as they can instead of all or nothing. */
        BULK_IS_BURST {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    @Override
                    int reserve(int n, boolean bulk) {
                        return super.reserve(n, false);
                    }

                    @Override
                    int show(int n, boolean bulk) {
                        return super.show(n, false);
                    }
                };
            }
        },
        /** "left" reports what was free or available before the move, not after. */
        LEFT_BEFORE_MOVE {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new DequeueLeftBefore<E>(count, start) {
                    @Override
                    int reserve(int n, boolean bulk) {
                        int k = super.reserve(n, bulk);
                        left += k;
                        return k;
                    }
                };
            }
        },
        /**
         * The indices are subtracted as plain unsigned numbers and a negative difference clamped
         * to 0: once prod has wrapped and cons has not, the ring looks empty.
         */
        UNSIGNED_DIFFERENCE {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    @Override
                    public int count() {
                        return (int) Math.max(0, (prod & 0xFFFF_FFFFL) - (cons & 0xFFFF_FFFFL));
                    }

                    @Override
                    public boolean isEmpty() {
                        return count() == 0;
                    }
                };
            }
        },
        /** The slot is {@code index % slots} on a signed int: negative once the index passes 2^31. */
        MODULO_SLOT {
            @Override
            <E> Ring<E> create(int count, long start) {
                return oneByOne(count, start, index -> index % count);
            }
        },
        /** A burst that can move something moves one fewer. */
        BURST_ONE_SHORT {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    @Override
                    int reserve(int n, boolean bulk) {
                        return oneShort(super.reserve(n, bulk), bulk);
                    }

                    @Override
                    int show(int n, boolean bulk) {
                        return oneShort(super.show(n, bulk), bulk);
                    }

                    private int oneShort(int k, boolean bulk) {
                        if (bulk || k == 0) {
                            return k;
                        }
                        left++;
                        return k - 1;
                    }
                };
            }
        },
        /** Dequeues hand out each batch newest first. */
        NEWEST_FIRST {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    @Override
                    void copyOut(E[] dst, int k) {
                        super.copyOut(dst, k);
                        Collections.reverse(Arrays.asList(dst).subList(0, k));
                    }
                };
            }
        },
        /** A dequeue reports what was available before it, not after. */
        DEQUEUE_LEFT_BEFORE {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new DequeueLeftBefore<>(count, start);
            }
        },
        /** A batch size outside the array is clamped into it instead of refused. */
        CLAMPS_BATCH {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    @Override
                    int batch(String operation, int n, int length) {
                        return Math.max(0, Math.min(n, length));
                    }
                };
            }
        },
        /** A batch beyond the array is refused only by the array itself (an index exception). */
        UNCHECKED_UPPER {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    @Override
                    int batch(String operation, int n, int length) {
                        super.batch(operation, Math.min(n, length), length);
                        return n;
                    }
                };
            }
        },
        /** An enqueue moves what the array holds before it checks the batch size. */
        REFUSES_AFTER_MOVING {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    @Override
                    public int enqueueBulk(E[] src, int n) {
                        moveWhatFits(src, n);
                        return super.enqueueBulk(src, n);
                    }

                    @Override
                    public int enqueueBurst(E[] src, int n) {
                        moveWhatFits(src, n);
                        return super.enqueueBurst(src, n);
                    }

                    private void moveWhatFits(E[] src, int n) {
                        if (n > src.length) {
                            super.enqueueBurst(src, src.length);
                        }
                    }
                };
            }
        },
        /** Both indices start at 0, wherever they are told to start. */
        IGNORES_START {
            @Override
            <E> Ring<E> create(int count, long start) {
                RingArguments.requireStart(start, 32);
                return new Rte<>(count, 0);
            }
        },
        /** Element i lands in slot {@code (index + 1) & mask}, and is read from there: counts and order stay right. */
        WRONG_SLOT {
            @Override
            <E> Ring<E> create(int count, long start) {
                return oneByOne(count, start, index -> (index + 1) & (count - 1));
            }
        },
        /** A ring meant as virtio (every slot usable, 16-bit indices) whose indices run 32 bits wide. */
        WIDE_INDICES {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<>(count, count, start);
            }
        },
        /** A bulk enqueue moves only when the batch is smaller than the free space, not equal to it. */
        BULK_NEEDS_A_SPARE_SLOT {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    @Override
                    int reserve(int n, boolean bulk) {
                        return super.reserve(bulk && n == freeCount() ? n + 1 : n, bulk);
                    }
                };
            }
        },
        /** isEmpty() is false until the first enqueue: it looks at whether anything was ever enqueued. */
        FRESH_RING_NOT_EMPTY {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    private boolean enqueued;

                    @Override
                    int reserve(int n, boolean bulk) {
                        int k = super.reserve(n, bulk);
                        enqueued |= k > 0;
                        return k;
                    }

                    @Override
                    public boolean isEmpty() {
                        return super.isEmpty() && enqueued;
                    }
                };
            }
        },
        /** The start is cut to 32 bits, not checked: 2^32 + 5 starts the ring at 5. */
        START_CUT_TO_THE_WIDTH {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<>(count, start & 0xFFFF_FFFFL);
            }
        },
        /** Its 1000th enqueue or dequeue throws, as a ring whose counter of calls overflows might. */
        THROWS_ON_MOVE_1000 {
            @Override
            <E> Ring<E> create(int count, long start) {
                return new Rte<E>(count, start) {
                    private int moves;

                    @Override
                    int batch(String operation, int n, int length) {
                        if (++moves == 1000) {
                            throw new IllegalStateException("move counter overflowed");
                        }
                        return super.batch(operation, n, length);
                    }
                };
            }
        };

        /** The flawed ring of {@code count} slots, its indices from {@code start}. */
        abstract <E> Ring<E> create(int count, long start);
    }

    /** A ring that copies one element at a time, index {@code prod + i} or {@code cons + i} to {@code slot.of(index)}. */
    private static <E> Ring<E> oneByOne(int count, long start, Slot slot) {
        return new Rte<E>(count, start) {
            @Override
            void copyIn(E[] src, int k) {
                for (int i = 0; i < k; i++) {
                    slots[slot.of(prod + i)] = src[i];
                }
            }

            @Override
            @SuppressWarnings("unchecked")
            void copyOut(E[] dst, int k) {
                for (int i = 0; i < k; i++) {
                    dst[i] = (E) slots[slot.of(cons + i)];
                }
            }
        };
    }
}
