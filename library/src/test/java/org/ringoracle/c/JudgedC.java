package org.ringoracle.c;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Assumptions;

/**
 * The C the native profile judges, as src/native/build.sh recorded it in {@code judged.properties}
 * beside the shim: for each library its version, where it came from (installed by a Debian package,
 * or a location the user named) and the header the shim was compiled against. Every verdict of the
 * native tests is about these.
 */
public final class JudgedC {

    /**
     * One library judged.
     *
     * @param name what it is, as a person names it ("DPDK", "Concurrency Kit", "Linux UAPI headers")
     * @param version its version, or empty when the location does not say
     * @param origin "installed: PACKAGE VERSION" or "named: DIRECTORY"
     * @param header the header the shim was compiled against, resolved
     */
    public record Library(String name, String version, String origin, String header) {

        /** How reports and fixture names call it: name, version and origin. */
        public String label() {
            return name + (version.isEmpty() ? "" : " " + version) + ", " + origin;
        }
    }

    private static final Properties JUDGED = read();

    /** DPDK: rte_ring, the alignment helpers, rte_mempool_calc_obj_size, rte_pktmbuf_read and _copy. */
    public static final Library DPDK = new Library("DPDK", get("dpdk.version"), get("dpdk.origin"), get("dpdk.header"));

    /** Concurrency Kit's ck_ring. */
    public static final Library CK = new Library("Concurrency Kit", "", get("ck.origin"), get("ck.header"));

    /** linux/virtio_ring.h. */
    public static final Library LINUX = new Library("Linux UAPI headers", get("linux.version"), get("linux.origin"),
            get("linux.header"));

    /** The mempool/ring driver of the DPDK judged, linked into the shim; empty when build.sh found none. */
    public static final String DPDK_MEMPOOL_DRIVER = get("dpdk.mempoolDriver");

    /**
     * The source tree's drivers/net, whose driver files the shim's source parts compile in (ixgbe's
     * ixgbe_rxtx.c, virtio's virtqueue.c with virtqueue.h), resolved; empty unless the DPDK judged
     * is a source tree.
     */
    public static final String DPDK_DRIVERS = get("dpdk.drivers");

    /**
     * Skips the calling test, saying why, unless the DPDK judged is a source tree, whose source of
     * {@code what} (a driver or library, as a reader names it) the shim then compiles in.
     */
    static void assumeDriverSource(String what) {
        Assumptions.assumeTrue(!DPDK_DRIVERS.isEmpty(), "the DPDK judged (" + DPDK.label() + ") is no source tree,"
                + " so the source of " + what + " is not in the shim: name one with -Dringoracle.dpdk=TREE");
    }

    /** DPDK's library directories the shim was linked against, resolved. */
    public static final List<Path> DPDK_LIBRARY_DIRECTORIES = Arrays.stream(get("dpdk.libdirs").split(":"))
            .filter(s -> !s.isEmpty()).map(Path::of).toList();

    private JudgedC() {
    }

    /** The file build.sh wrote beside the shim, in {@code jna.library.path}. */
    static Path file() {
        String dir = System.getProperty("jna.library.path");
        if (dir == null) {
            throw new IllegalStateException("jna.library.path is not set: run the native tests with -Pnative,"
                    + " which builds the shim and sets it");
        }
        return Path.of(dir, "judged.properties");
    }

    private static Properties read() {
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(file())) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(file() + " cannot be read: build the shim with -Pnative", e);
        }
        return p;
    }

    private static String get(String key) {
        String value = JUDGED.getProperty(key);
        if (value == null) {
            throw new IllegalStateException(file() + " has no " + key + ": rebuild the shim with -Pnative");
        }
        return value;
    }
}
