package org.ringoracle.packed;

import java.util.function.IntFunction;

/**
 * Packed virtqueues with one deliberate flaw each: {@link PackedRing} with the one step the flaw is
 * in overridden, or its arguments or results changed around it; {@link Flaw#NONE} is the control.
 */
final class FlawedPackedRing {

    /** The call {@link Flaw#WRAP_STUCK_FROM_AVAIL_5000} sticks from. */
    static final int STUCK_FROM_AVAIL = 5_000;

    private FlawedPackedRing() {
    }

    enum Flaw {
        /** No flaw: the control. */
        NONE(PackedRing::new),
        /** The driver's wrap counter is never flipped: every lap's descriptors are written as the first's. */
        WRAP_NOT_FLIPPED(size -> new PackedRing(size) {
            @Override
            void advanceAvail() {
                nextAvail = nextAvail + 1 == size() ? 0 : nextAvail + 1;
            }
        }),
        /** The driver flips its counter before it writes the last descriptor of the ring, which so gets the next lap's bits. */
        FLIPPED_BEFORE_THE_LAST(size -> new PackedRing(size) {
            @Override
            void write(int i, int id) {
                if (nextAvail == size() - 1) {
                    availWrap = !availWrap;
                }
                super.write(i, id);
            }

            @Override
            void advanceAvail() {
                nextAvail = nextAvail + 1 == size() ? 0 : nextAvail + 1;
            }
        }),
        /** The driver's next position is found with a mask of size - 1, right only for powers of two. */
        MASKED_POSITION(size -> new PackedRing(size) {
            @Override
            void advanceAvail() {
                nextAvail = (nextAvail + 1) & (size() - 1);
                availWrap ^= nextAvail == 0;
            }
        }),
        /** The device never flips its wrap counter. */
        DEVICE_WRAP_NOT_FLIPPED(size -> new PackedRing(size) {
            @Override
            void advanceDevice() {
                deviceNext = deviceNext + 1 == size() ? 0 : deviceNext + 1;
            }
        }),
        /** The driver takes a descriptor as used when its USED bit is set, whatever its used wrap counter. */
        COLLECT_IGNORES_THE_WRAP(size -> new PackedRing(size) {
            @Override
            boolean isUsed(short descriptorFlags) {
                return (descriptorFlags & USED) != 0;
            }
        }),
        /** The event offset is taken from off_wrap with the wrap bit left in. */
        EVENT_WITH_THE_WRAP_BIT(size -> new PackedRing(size) {
            @Override
            int event(int offWrap) {
                return super.event(offWrap) + (offWrap & 1 << WRAP_BIT);
            }
        }),
        /** The event's wrap bit is ignored: the offset is always taken in the driver's current lap. */
        EVENT_WRAP_IGNORED(size -> new PackedRing(size) {
            @Override
            int event(int offWrap) {
                return offWrap & ~(1 << WRAP_BIT);
            }
        }),
        /**
         * The decision compared in 16 bits, as Linux's {@code vring_need_event} does: on a queue of
         * more than 21845, an event not yet reached looks made available once more than 2^16 minus
         * the size were.
         */
        SIXTEEN_BIT_DECISION(size -> new PackedRing(size) {
            @Override
            boolean reached(int after, int since) {
                return (after & 0xFFFF) < since;
            }
        }),
        /** A refused event resets every position and wrap counter, as a reset on error would: a new queue hides it. */
        REFUSED_EVENT_RESETS(size -> new PackedRing(size) {
            @Override
            void requireEvent(int offWrap, int eventFlags) {
                try {
                    super.requireEvent(offWrap, eventFlags);
                } catch (IllegalArgumentException refused) {
                    nextAvail = deviceNext = nextUsed = pending = added = 0;
                    availWrap = deviceWrap = usedWrap = true;
                    free = size();
                    throw refused;
                }
            }
        }),
        /** The driver's used wrap counter is never flipped. */
        USED_WRAP_NOT_FLIPPED(size -> new PackedRing(size) {
            @Override
            void advanceUsed() {
                nextUsed = nextUsed + 1 == size() ? 0 : nextUsed + 1;
            }
        }),
        /** Collected descriptors are never given back: after a queue's worth the driver can make none available. */
        NEVER_FREES(size -> new PackedRing(size) {
            @Override
            public int collect(int[] dst, int k) {
                int n = super.collect(dst, k);
                free -= n;
                return n;
            }
        }),
        /** The device returns the count asked for, whatever it used. */
        USE_RETURNS_ASKED(size -> new PackedRing(size) {
            @Override
            public int use(int k) {
                return Math.max(super.use(k), k);
            }
        }),
        /** The device writes only the USED bit, so AVAIL stays 0 in every lap. */
        DEVICE_WRITES_USED_ONLY(size -> new PackedRing(size) {
            @Override
            short usedFlags() {
                return (short) (deviceWrap ? USED : 0);
            }
        }),
        /** All three wrap counters start at 0, not 1. */
        WRAP_COUNTERS_START_AT_0(size -> new PackedRing(size) {
            {
                availWrap = usedWrap = deviceWrap = false;
            }
        }),
        /** The size is cut to 15 bits before it is checked: 32769 gives a queue of 1. */
        SIZE_CUT_TO_15_BITS(size -> new PackedRing(size & 0x7FFF)),
        /** The driver notifies under DISABLE too. */
        IGNORES_DISABLE(size -> new PackedRing(size) {
            @Override
            public boolean needsNotification(int offWrap, int eventFlags) {
                return super.needsNotification(offWrap, eventFlags) || eventFlags == EVENT_DISABLE;
            }
        }),
        /** avail(0) is refused as a bad count. */
        REFUSES_AN_EMPTY_AVAIL(size -> new PackedRing(size) {
            @Override
            public int makeAvailable(int[] src, int n) {
                return super.makeAvailable(src, refusingZero(n));
            }
        }),
        /** use(0) is refused as a bad count. */
        REFUSES_AN_EMPTY_USE(size -> new PackedRing(size) {
            @Override
            public int use(int k) {
                return super.use(refusingZero(k));
            }
        }),
        /** collect(0) is refused as a bad count. */
        REFUSES_AN_EMPTY_COLLECT(size -> new PackedRing(size) {
            @Override
            public int collect(int[] dst, int k) {
                return super.collect(dst, refusingZero(k));
            }
        }),
        /** A decision with nothing made available since the previous one is refused. */
        REFUSES_A_DECISION_WITH_NOTHING_NEW(size -> new PackedRing(size) {
            @Override
            public boolean needsNotification(int offWrap, int eventFlags) {
                if (added == 0) {
                    throw new IllegalArgumentException("event refused (PACKED-6)");
                }
                return super.needsNotification(offWrap, eventFlags);
            }
        }),
        /** Negative counts move nothing instead of being refused. */
        ACCEPTS_NEGATIVE_COUNTS(size -> new PackedRing(size) {
            @Override
            public int makeAvailable(int[] src, int n) {
                return super.makeAvailable(src, Math.max(0, n));
            }

            @Override
            public int use(int k) {
                return super.use(Math.max(0, k));
            }

            @Override
            public int collect(int[] dst, int k) {
                return super.collect(dst, Math.max(0, k));
            }
        }),
        /** The event's offset is refused above the size, not at it. */
        OFFSET_CHECK_OFF_BY_ONE(size -> new PackedRing(size) {
            @Override
            void requireEvent(int offWrap, int eventFlags) {
                super.requireEvent((offWrap & 0x7FFF) == size() ? offWrap - 1 : offWrap, eventFlags);
            }
        }),
        /** off_wrap is cut to 16 bits instead of refused above them. */
        OFF_WRAP_CUT_TO_16_BITS(size -> new PackedRing(size) {
            @Override
            public boolean needsNotification(int offWrap, int eventFlags) {
                return super.needsNotification(offWrap & 0xFFFF, eventFlags);
            }
        }),
        /** The reserved event flags 3 and above are taken as ENABLE. */
        ACCEPTS_RESERVED_FLAGS(size -> new PackedRing(size) {
            @Override
            public boolean needsNotification(int offWrap, int eventFlags) {
                return super.needsNotification(offWrap, eventFlags > EVENT_DESC ? EVENT_ENABLE : eventFlags);
            }
        }),
        /** avail checks its count after it has made the first buffer available. */
        AVAIL_CHECKS_AFTER_THE_FIRST(size -> new PackedRing(size) {
            @Override
            public int makeAvailable(int[] src, int n) {
                if (n < 0) {
                    super.makeAvailable(new int[] {src.length > 0 ? src[0] & MAX_ID : 0}, 1);
                }
                return super.makeAvailable(src, n);
            }
        }),
        /**
         * The flags of a batch's first descriptor, whose write the specification defers until the
         * rest are written, are never written: it keeps what it held.
         */
        FIRST_FLAGS_NEVER_WRITTEN(size -> new PackedRing(size) {
            @Override
            void write(int i, int id) {
                short kept = flags[nextAvail];
                super.write(i, id);
                flags[nextAvail] = i == 0 ? kept : flags[nextAvail];
            }
        }),
        /** The device writes the buffer ids of a batch it uses in reverse order. */
        USED_IDS_REVERSED(size -> new PackedRing(size) {
            @Override
            public int use(int k) {
                int first = deviceNext;
                int n = super.use(k);
                for (int i = 0; i < n / 2; i++) {
                    int a = (first + i) % size();
                    int b = (first + n - 1 - i) % size();
                    int id = ids[a];
                    ids[a] = ids[b];
                    ids[b] = id;
                }
                return n;
            }
        }),
        /** A buffer id outside 16 bits is cut to its low 16 bits instead of refused. */
        IDS_CUT_TO_16_BITS(size -> new PackedRing(size) {
            @Override
            void requireId(int id) {
            }

            @Override
            void write(int i, int id) {
                super.write(i, id & MAX_ID);
            }
        }),
        /** From its 5,000th call to make buffers available on, the driver's wrap counter no longer toggles. */
        WRAP_STUCK_FROM_AVAIL_5000(size -> new PackedRing(size) {
            private int avails;

            @Override
            public int makeAvailable(int[] src, int n) {
                avails++;
                return super.makeAvailable(src, n);
            }

            @Override
            void advanceAvail() {
                boolean wrap = availWrap;
                super.advanceAvail();
                availWrap = avails >= STUCK_FROM_AVAIL ? wrap : availWrap;
            }
        }),
        /** A count above the ids given (to make available) or the room for them (to collect) is cut to it. */
        COUNT_CUT_TO_THE_IDS(size -> new PackedRing(size) {
            @Override
            public int makeAvailable(int[] src, int n) {
                return super.makeAvailable(src, Math.min(n, src.length));
            }

            @Override
            public int collect(int[] dst, int k) {
                return super.collect(dst, Math.min(k, dst.length));
            }
        }),
        /**
         * The driver notifies unless the device's flags are DISABLE, DESC taken as ENABLE: right for a
         * driver that did not negotiate {@code VIRTIO_F_RING_EVENT_IDX}, which is never given DESC.
         */
        NOTIFIES_UNLESS_DISABLE(size -> new PackedRing(size) {
            @Override
            public boolean needsNotification(int offWrap, int eventFlags) {
                super.needsNotification(offWrap, eventFlags);
                return eventFlags != EVENT_DISABLE;
            }
        }),
        /** Not a flaw: a driver that polls, whose new queue has interrupts disabled (PACKED-1 allows either). */
        STARTS_WITH_INTERRUPTS_DISABLED(size -> new PackedRing(size) {
            {
                driverEvent = EVENT_DISABLE;
            }
        }),
        /** A new queue's driver event flags are DESC, valid only as the device's and only with the event index. */
        DRIVER_EVENT_STARTS_AT_DESC(size -> new PackedRing(size) {
            {
                driverEvent = EVENT_DESC;
            }
        }),
        /** A refused event enables interrupts again, as a reset of the event state on error would. */
        REFUSED_EVENT_ENABLES_INTERRUPTS(size -> new PackedRing(size) {
            @Override
            void requireEvent(int offWrap, int eventFlags) {
                try {
                    super.requireEvent(offWrap, eventFlags);
                } catch (IllegalArgumentException refused) {
                    driverEvent = EVENT_ENABLE;
                    throw refused;
                }
            }
        }),
        /** Asking for no interrupts while they are off is refused as a bad call. */
        REFUSES_A_REPEATED_DISABLE(size -> new PackedRing(size) {
            @Override
            public void interrupts(boolean enable) {
                if (!enable && driverEvent == EVENT_DISABLE) {
                    throw new IllegalArgumentException("interrupts already disabled");
                }
                super.interrupts(enable);
            }
        }),
        /** Interrupts asked for while they are disabled are not enabled: the enable is taken only from ENABLE. */
        INTERRUPTS_NEVER_REENABLED(size -> new PackedRing(size) {
            @Override
            public void interrupts(boolean enable) {
                if (enable && driverEvent == EVENT_DISABLE) {
                    return;
                }
                super.interrupts(enable);
            }
        }),
        /** The device places the driver's event by the driver's wrap counter instead of its own. */
        DEVICE_EVENT_IN_THE_DRIVERS_LAP(size -> new PackedRing(size) {
            @Override
            int deviceEvent(int offWrap) {
                return inLap(offWrap, availWrap);
            }
        }),
        /**
         * With nothing used since its previous decision, the device takes the last queue's worth as
         * used since (its previous position equals its position, as after a whole lap).
         */
        DEVICE_NOTHING_USED_IS_A_LAP(size -> new PackedRing(size) {
            @Override
            public boolean deviceNeedsNotification(int offWrap, int eventFlags) {
                usedSince = usedSince == 0 ? size() : usedSince;
                return super.deviceNeedsNotification(offWrap, eventFlags);
            }
        }),
        /** The device notifies unless the driver's flags are DISABLE, DESC taken as ENABLE: right without the event index. */
        DEVICE_NOTIFIES_UNLESS_DISABLE(size -> new PackedRing(size) {
            @Override
            public boolean deviceNeedsNotification(int offWrap, int eventFlags) {
                super.deviceNeedsNotification(offWrap, eventFlags);
                return eventFlags != EVENT_DISABLE;
            }
        }),
        /** The device's decision answers "do not notify" to an event it must refuse. */
        DEVICE_DECIDES_ON_BAD_EVENTS(size -> new PackedRing(size) {
            @Override
            public boolean deviceNeedsNotification(int offWrap, int eventFlags) {
                try {
                    return super.deviceNeedsNotification(offWrap, eventFlags);
                } catch (IllegalArgumentException refused) {
                    return false;
                }
            }
        }),
        /** The device refuses a decision with nothing used since its previous one. */
        DEVICE_REFUSES_A_DECISION_WITH_NOTHING_USED(size -> new PackedRing(size) {
            @Override
            public boolean deviceNeedsNotification(int offWrap, int eventFlags) {
                if (usedSince == 0) {
                    throw new IllegalArgumentException("event refused (PACKED-6)");
                }
                return super.deviceNeedsNotification(offWrap, eventFlags);
            }
        }),
        /** The device notifies under DISABLE too. */
        DEVICE_IGNORES_DISABLE(size -> new PackedRing(size) {
            @Override
            public boolean deviceNeedsNotification(int offWrap, int eventFlags) {
                return super.deviceNeedsNotification(offWrap, eventFlags) || eventFlags == EVENT_DISABLE;
            }
        }),
        /** Not a flaw: the device notifies at its first decision whatever the event, as after reloading its state. */
        DEVICE_FIRST_DECISION_NOTIFIES(size -> new PackedRing(size) {
            private boolean decided;

            @Override
            public boolean deviceNeedsNotification(int offWrap, int eventFlags) {
                boolean first = !decided;
                decided = true;
                return super.deviceNeedsNotification(offWrap, eventFlags) || first;
            }
        }),
        /** The device never notifies at its first decision, even for an event it passed. */
        DEVICE_FIRST_DECISION_SILENT(size -> new PackedRing(size) {
            private boolean decided;

            @Override
            public boolean deviceNeedsNotification(int offWrap, int eventFlags) {
                boolean first = !decided;
                decided = true;
                return super.deviceNeedsNotification(offWrap, eventFlags) && !first;
            }
        });

        private final IntFunction<PackedQueue> maker;

        Flaw(IntFunction<PackedQueue> maker) {
            this.maker = maker;
        }

        /** The flawed queue of {@code size}. */
        PackedQueue create(int size) {
            return maker.apply(size);
        }
    }

    /** {@code n}, or a refusal of it when it is 0. */
    static int refusingZero(int n) {
        if (n == 0) {
            throw new IllegalArgumentException("count 0 refused (PACKED-6)");
        }
        return n;
    }
}
