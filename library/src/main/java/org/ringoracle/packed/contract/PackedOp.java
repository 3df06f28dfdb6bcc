package org.ringoracle.packed.contract;

/** One step of a generated packed-virtqueue run, printed as in a counterexample. */
public sealed interface PackedOp {

    /** The clause that allows the step and that it checks. */
    String clause();

    /** {@code avail(n)}: the driver makes up to n buffers available. */
    record Avail(int n) implements PackedOp {
        @Override
        public String clause() {
            return "PACKED-2";
        }

        @Override
        public String toString() {
            return "avail(" + n + ")";
        }
    }

    /** {@code use(k)}: the device uses up to k available descriptors. */
    record Use(int k) implements PackedOp {
        @Override
        public String clause() {
            return "PACKED-3";
        }

        @Override
        public String toString() {
            return "use(" + k + ")";
        }
    }

    /** {@code collect(k)}: the driver collects up to k used descriptors. */
    record Collect(int k) implements PackedOp {
        @Override
        public String clause() {
            return "PACKED-4";
        }

        @Override
        public String toString() {
            return "collect(" + k + ")";
        }
    }

    /** {@code interrupts(enable)} or {@code interrupts(disable)}: the driver asks for used-buffer notifications or not. */
    record Interrupts(boolean enable) implements PackedOp {
        @Override
        public String clause() {
            return "PACKED-7";
        }

        @Override
        public String toString() {
            return "interrupts(" + (enable ? "enable" : "disable") + ")";
        }
    }

    /** {@code notify?(off, wrap, flags)}: the driver decides whether to notify under this event suppression. */
    record Notify(int offset, boolean wrap, int flags) implements PackedOp {
        /** {@code VRING_PACKED_EVENT_FLAG_DESC}. */
        public static final int DESC_FLAGS = 2;

        @Override
        public String clause() {
            return "PACKED-5";
        }

        /** The {@code off_wrap} field: the offset in bits 0 to 14, the wrap counter in bit 15. */
        public int offWrap() {
            return offWrap(offset, wrap);
        }

        @Override
        public String toString() {
            return "notify?" + event(offset, wrap, flags);
        }

        static int offWrap(int offset, boolean wrap) {
            return offset + (wrap ? 1 << 15 : 0);
        }

        /** An event suppression structure, printed as {@code (off, wrap w, FLAGS)}. */
        static String event(int offset, boolean wrap, int flags) {
            return "(" + offset + ", wrap " + (wrap ? 1 : 0) + ", " + (flags == 0 ? "ENABLE"
                    : flags == 1 ? "DISABLE" : "DESC") + ")";
        }
    }

    /**
     * {@code notify driver?(off, wrap, flags)}: the device decides whether to notify the driver
     * under this event suppression.
     */
    record DeviceNotify(int offset, boolean wrap, int flags) implements PackedOp {
        @Override
        public String clause() {
            return "PACKED-8";
        }

        /** The {@code off_wrap} field: the offset in bits 0 to 14, the wrap counter in bit 15. */
        public int offWrap() {
            return Notify.offWrap(offset, wrap);
        }

        @Override
        public String toString() {
            return "notify driver?" + Notify.event(offset, wrap, flags);
        }
    }
}
