package org.ringoracle.descriptor;

/**
 * Transmit descriptor rings with one deliberate flaw each: {@link BatchedTxRing} with the one step
 * the flaw is in overridden, or its arguments or results changed around it; {@link Flaw#NONE} is
 * the control.
 */
final class FlawedTxRing {

    /** The post {@link Flaw#FREE_COUNT_DRIFTS_FROM_POST_5000} starts drifting at. */
    static final int DRIFT_FROM_POST = 5_000;

    private FlawedTxRing() {
    }

    /** Makes the ring of a flaw for a shape. */
    interface Maker {
        TxRing create(int size, int rsThresh, int freeThresh);
    }

    enum Flaw {
        /** No flaw: the control. */
        NONE(BatchedTxRing::new),
        /** The tail is wrapped only before the next fill: a fill that ends at the last descriptor leaves it at the size. */
        TAIL_LEFT_AT_SIZE((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            int advance(int from, int k) {
                int at = k == 0 ? from : from % size() + k;
                return at <= size() ? at : at - size();
            }
        }),
        /** The free count starts at the size: the unused descriptor is forgotten. */
        FREE_FORGETS_THE_UNUSED_DESCRIPTOR((size, rs, ft) ->
                new BatchedTxRing(BatchedTxRing.checked(size, rs, ft), rs, ft, size)),
        /** The batch pointer moves by rsThresh and is never wrapped: past the last batch it points beyond the ring. */
        RECLAIM_WITHOUT_WRAP((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            void reclaim() {
                free += rsThresh;
                nextDone += rsThresh;
            }

            @Override
            boolean reclaimDue() {
                return nextDone < done.length && super.reclaimDue();
            }
        }),
        /** The free count is compared the wrong way: a batch is reclaimed while more than freeThresh are free. */
        THRESHOLD_ON_THE_WRONG_SIDE((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            boolean reclaimDue() {
                return free > freeThresh && done[nextDone];
            }
        }),
        /** The size is taken as DPDK's 16-bit nb_desc before it is checked: 65600 gives a ring of 64. */
        TRUNCATES_THE_SIZE_TO_16_BITS((size, rs, ft) -> new BatchedTxRing(size & 0xFFFF, rs, ft)),
        /** rsThresh is checked up to 33, not 32: (264, 33, 33), which breaks that rule alone, is accepted. */
        RS_THRESH_UP_TO_33((size, rs, ft) -> {
            if (rs != 33) {
                return new BatchedTxRing(size, rs, ft);
            }
            // Every other rule, with a threshold the limit takes standing in for 33 where it is checked.
            TxRingShape.require(size, 1, ft);
            if (size % 33 != 0 || ft < 33 || 33 + ft > size) {
                throw new IllegalArgumentException("Tx ring (" + size + ", 33, " + ft + ") refused (DESC-1)");
            }
            return new BatchedTxRing(size, 33, ft, size - 1);
        }),
        /** A negative post posts nothing instead of being refused. */
        NEGATIVE_POST_AS_ZERO((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            public int post(long[] src, int n) {
                return super.post(src, Math.max(0, n));
            }
        }),
        /** A completion of more than are pending completes those pending instead of being refused. */
        COMPLETION_BEYOND_CLAMPED((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            public void complete(int k) {
                super.complete(Math.min(k, pending));
            }
        }),
        /** A post reclaims a completed batch before it checks its count, so a refused post still reclaims. */
        REFUSES_AFTER_RECLAIMING((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            void requirePost(int n, int given) {
                if ((n < 0 || n > given) && reclaimDue()) {
                    reclaim();
                }
                super.requirePost(n, given);
            }
        }),
        /** A post returns the count asked for, whatever it posted. */
        POST_RETURNS_ASKED((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            public int post(long[] src, int n) {
                super.post(src, n);
                return n;
            }
        }),
        /** A post of 0 is refused as a bad count. */
        REFUSES_AN_EMPTY_POST((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            void requirePost(int n, int given) {
                if (n == 0) {
                    throw new IllegalArgumentException("post of 0 refused (DESC-6)");
                }
                super.requirePost(n, given);
            }
        }),
        /** A completion of 0 is refused as a bad count. */
        REFUSES_AN_EMPTY_COMPLETION((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            public void complete(int k) {
                if (k == 0) {
                    throw new IllegalArgumentException("completion of 0 refused (DESC-6)");
                }
                super.complete(k);
            }
        }),
        /** The ring is given the least power of two of descriptors at or above its size: 72 gives 128. */
        ROUNDS_UP_TO_A_POWER_OF_TWO((size, rs, ft) -> {
            int descriptors = Integer.highestOneBit(BatchedTxRing.checked(size, rs, ft) - 1) << 1;
            return new BatchedTxRing(descriptors, rs, ft, descriptors - 1);
        }),
        /** A completion of all that are pending is refused: the check is k >= pending, not k > pending. */
        COMPLETION_CHECK_OFF_BY_ONE((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            public void complete(int k) {
                if (k == pending && k > 0) {
                    throw new IllegalArgumentException("completion of " + k + " refused (DESC-6)");
                }
                super.complete(k);
            }
        }),
        /** A fill that reaches the end goes on from descriptor 1, not 0; the tail still moves right. */
        SECOND_SEGMENT_FROM_ONE((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            void fill(long[] src, int from, int at, int count) {
                super.fill(src, from, from > 0 && at == 0 ? 1 : at, count);
            }
        }),
        /** A post of more than the packets it is given posts those it has instead of being refused. */
        POST_BEYOND_THE_PACKETS_CLAMPED((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            public int post(long[] src, int n) {
                return super.post(src, Math.min(n, src.length));
            }
        }),
        /** From its 5,000th post on, the free count it reports is one too many. */
        FREE_COUNT_DRIFTS_FROM_POST_5000((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            private int posts;

            @Override
            public int post(long[] src, int n) {
                posts++;
                return super.post(src, n);
            }

            @Override
            public int freeCount() {
                return posts >= DRIFT_FROM_POST ? super.freeCount() + 1 : super.freeCount();
            }
        }),
        /** A post that fills any descriptor also writes its last packet into the one after them. */
        WRITES_ONE_PAST_THE_FILL((size, rs, ft) -> new BatchedTxRing(size, rs, ft) {
            @Override
            public int post(long[] src, int n) {
                int k = super.post(src, n);
                if (k > 0) {
                    packets[tail] = src[k - 1];
                }
                return k;
            }
        });

        private final Maker maker;

        Flaw(Maker maker) {
            this.maker = maker;
        }

        /** The flawed ring of this shape. */
        TxRing create(int size, int rsThresh, int freeThresh) {
            return maker.create(size, rsThresh, freeThresh);
        }
    }
}
